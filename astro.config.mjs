// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwind from '@astrojs/tailwind';
import { afterLoadScript } from './src/integrations/after-load-script.ts';
import { buildState } from './src/integrations/build-state.ts';
import { criticalCss } from './src/integrations/critical-css.ts';
import { hiddenPages } from './src/integrations/hidden-pages.ts';
import { hostRules } from './src/integrations/host-rules.ts';
import { interSubset } from './src/integrations/inter-subset.ts';
import { interactionDirective } from './src/integrations/interaction-directive.ts';
import { localBackend } from './src/integrations/local-backend.ts';
import { hostSecurityHeaders } from './src/integrations/security-headers.ts';
import { siteSitemap } from './src/integrations/sitemap.ts';
import { publicEnvFrom } from './src/lib/public-env.ts';

const site = process.env.SITE_URL ?? 'http://localhost:4321';
const api = new URL(publicEnvFrom(process.env).supabaseUrl);
// The redirects, visibility switches and maintenance mode as the build starts, for the integrations below.
const state = buildState();

export default defineConfig({
  site,
  // Test and benchmark builds use a cache of their own, so they never mix with the development cache.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  output: 'static',
  trailingSlash: 'never',
  // The site's CSS goes into each page, then criticalCss() keeps there only what the page's HTML
  // uses: its first paint needs no second request. The whole stylesheet loads after first paint.
  // Each page's <meta> policy allows exactly its own <style>s (src/integrations/security-headers.ts).
  build: { format: 'directory', inlineStylesheets: 'always' },
  // No `prefetch` here: Astro would add its prefetch script to every page, fetched before first
  // paint. src/scripts/after-load.ts starts it (hover, every link) once the page is painted.
  image: {
    // Images in the public storage buckets are fetched and optimised at build.
    remotePatterns: [
      {
        protocol: api.protocol.replace(':', ''),
        hostname: api.hostname,
        ...(api.port ? { port: api.port } : {}),
        pathname: '/storage/v1/object/public/**',
      },
    ],
  },
  integrations: [
    localBackend(),
    state.integration,
    interactionDirective(),
    afterLoadScript(),
    interSubset(),
    react(),
    tailwind({ applyBaseStyles: false }),
    // Before the rest: they list the pages that are left.
    hiddenPages(state.current),
    ...siteSitemap(state.current),
    hostRules(state.current),
    // Before hostSecurityHeaders(): the policy allows each page's <style> elements as they end up.
    criticalCss(),
    // After hostRules(): it adds its headers to the vercel.json hostRules() writes.
    hostSecurityHeaders(state.current),
  ],
  vite: {
    resolve: { alias: { '@lib': new URL('./src/lib', import.meta.url).pathname } },
    // In `npm run dev` the admin runs on Vite's own dev server; Astro forwards /admin to it.
    server: { proxy: { '/admin': { target: 'http://localhost:5173', ws: true } } },
  },
});
