import typography from '@tailwindcss/typography';
import defaultTheme from 'tailwindcss/defaultTheme';

/**
 * The design system of the site (and the admin): a teal brand on deep ink, a lime accent used
 * sparingly on dark surfaces, Inter for everything. Text colours are chosen for WCAG AA on the
 * surfaces they are used on (brand-700 on white 5.5:1, ink-600 on white 7.5:1, lime-300 on ink-950 14:1).
 */
/** @type {import('tailwindcss').Config} */
export default {
  // The site's sources only: the admin has a config of its own (admin/tailwind.config.mjs).
  content: ['./src/**/*.{astro,html,js,jsx,ts,tsx,md,mdx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#effefb',
          100: '#c8fff4',
          200: '#91feea',
          300: '#53f5dc',
          400: '#1fe0c8',
          500: '#06c4b0',
          600: '#019e90',
          700: '#0f766e',
          800: '#115e59',
          900: '#134e4a',
          950: '#042f2e',
        },
        ink: {
          50: '#f6f7f9',
          100: '#eceef2',
          200: '#d5d9e2',
          300: '#b0b9c9',
          400: '#8593ab',
          500: '#667591',
          600: '#515e78',
          700: '#424c62',
          800: '#394253',
          900: '#1e2533',
          950: '#0b1020',
        },
        accent: {
          300: '#bef264',
          400: '#a3e635',
        },
      },
      fontFamily: {
        // 'Inter Fallback' (src/styles/fonts.css) is Arial resized to Inter's metrics, shown until Inter is in.
        sans: ['"Inter Variable"', '"Inter Fallback"', 'Inter', ...defaultTheme.fontFamily.sans],
      },
      maxWidth: {
        prose: '68ch',
      },
      boxShadow: {
        card: '0 1px 2px rgb(11 16 32 / 0.04), 0 8px 24px -12px rgb(11 16 32 / 0.12)',
        lift: '0 2px 4px rgb(11 16 32 / 0.06), 0 20px 40px -20px rgb(11 16 32 / 0.25)',
      },
      keyframes: {
        'toast-in': {
          from: { opacity: '0', transform: 'translateY(8px)' },
          to: { opacity: '1', transform: 'translateY(0)' },
        },
        'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
      },
      animation: {
        'toast-in': 'toast-in 180ms ease-out',
        'fade-in': 'fade-in 200ms ease-out',
      },
    },
  },
  plugins: [typography],
};
