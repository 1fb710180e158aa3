import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { isShown, STATIC_ROUTES } from '../lib/routes.ts';
import type { BuildState } from './build-state.ts';

/** Routes never listed: the thank-you page and anything else the route table keeps out. */
const UNLISTED = new Set(STATIC_ROUTES.filter((route) => !route.inSitemap).map((route) => route.path));
/** The pages secret links open (newsletter confirm and unsubscribe, a call's manage page, a content preview): only useful with a token. */
const TOKEN_LINK_PAGES = ['/newsletter/', '/book-discovery/manage', '/preview'];

const normalizePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * sitemap.xml through @astrojs/sitemap, without the pages hidden (page_visibility) when the site
 * is built, the thank-you page and the 404; served at /sitemap.xml as the specification asks.
 */
export function siteSitemap(state: () => BuildState): AstroIntegration[] {
  const alias: AstroIntegration = {
    name: 'grow-digital:sitemap-alias',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const out = fileURLToPath(dir);
        await fs.copyFile(path.join(out, 'sitemap-index.xml'), path.join(out, 'sitemap.xml'));
      },
    },
  };
  return [
    sitemap({
      filenameBase: 'sitemap',
      filter: (url) => {
        const pathname = normalizePath(new URL(url).pathname);
        // Tag archives are marked noindex (thin lists of posts the category pages already list).
        return (
          !UNLISTED.has(pathname) &&
          isShown(pathname, state().hiddenPages) &&
          pathname !== '/404' &&
          !TOKEN_LINK_PAGES.some((prefix) => pathname.startsWith(prefix)) &&
          !pathname.startsWith('/blog/tag/')
        );
      },
    }),
    alias,
  ];
}
