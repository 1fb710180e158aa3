// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwind from '@astrojs/tailwind';
import sitemap from '@astrojs/sitemap';

const site = process.env.SITE_URL ?? 'http://localhost:4321';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react(), tailwind({ applyBaseStyles: false }), sitemap()],
  vite: {
    resolve: { alias: { '@lib': new URL('./src/lib', import.meta.url).pathname } },
    // In `npm run dev` the admin runs on Vite's own dev server; Astro forwards /admin to it.
    server: { proxy: { '/admin': { target: 'http://localhost:5173', ws: true } } },
  },
});
