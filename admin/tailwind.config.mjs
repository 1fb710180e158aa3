import { fileURLToPath } from 'node:url';
import siteConfig from '../tailwind.config.mjs';

const fromHere = (path) => fileURLToPath(new URL(path, import.meta.url));

/** The site's design system (colours, font, shadows), scanning only the admin's sources. */
/** @type {import('tailwindcss').Config} */
export default {
  ...siteConfig,
  content: [fromHere('./index.html'), fromHere('./src/**/*.{ts,tsx}')],
  plugins: [],
};
