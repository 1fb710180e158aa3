/**
 * How long browsers and CDNs may keep the site's files. Astro names every file it emits into
 * /_astro/ by a hash of its content, so a changed file gets a new address: those are kept a year
 * and never revalidated. Everything else (pages, sitemaps, /favicon.svg) keeps the static hosts'
 * default, `public, max-age=0, must-revalidate` (checked with the server before each use), which
 * Netlify, Cloudflare Pages and Vercel send unasked and the local site server sends too.
 */
import type { Header } from './security/host-headers.ts';

/** Where the build's content-hashed files are, as a `_headers` path and as a Vercel source. */
export const HASHED_ASSETS = { headersPath: '/_astro/*', vercelSource: '/_astro/(.*)' } as const;

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const HASHED_ASSET_HEADERS: readonly Header[] = [['Cache-Control', IMMUTABLE_CACHE_CONTROL]];
