import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { loadEnv } from 'vite';
import { STATIC_ROUTES } from '../lib/routes.ts';
import { publicEnvFrom } from '../lib/public-env.ts';
import { createPublicRest } from '../lib/supabase/public-rest.ts';

/** Routes never listed: the thank-you page and anything else the route table keeps out. */
const UNLISTED = new Set(STATIC_ROUTES.filter((route) => !route.inSitemap).map((route) => route.path));
const pathOfPage = new Map(
  STATIC_ROUTES.flatMap((route) => (route.pageName ? [[route.pageName, route.path] as const] : [])),
);

const normalizePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * sitemap.xml through @astrojs/sitemap, without the pages hidden (page_visibility) when the site
 * is built, the thank-you page and the 404; served at /sitemap.xml as the specification asks.
 * Must come after localBackend(), which makes sure the API answers.
 */
export function siteSitemap(): AstroIntegration[] {
  const hidden = new Set<string>();
  const readVisibility: AstroIntegration = {
    name: 'grow-digital:sitemap-visibility',
    hooks: {
      'astro:config:setup': async ({ command, config }) => {
        if (command !== 'build') return;
        const env = publicEnvFrom(loadEnv('production', fileURLToPath(config.root), 'PUBLIC_'));
        const { data, error } = await createPublicRest(env)
          .from('page_visibility')
          .select('page_name')
          .eq('is_visible', false);
        if (error) throw new Error(`Could not read page_visibility: ${error.message}`);
        for (const { page_name } of data) {
          const hiddenPath = pathOfPage.get(page_name);
          if (hiddenPath) hidden.add(hiddenPath);
        }
      },
    },
  };
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
    readVisibility,
    sitemap({
      filenameBase: 'sitemap',
      filter: (url) => {
        const pathname = normalizePath(new URL(url).pathname);
        // Tag archives are marked noindex (thin lists of posts the category pages already list).
        return (
          !UNLISTED.has(pathname) &&
          !hidden.has(pathname) &&
          pathname !== '/404' &&
          !pathname.startsWith('/blog/tag/')
        );
      },
    }),
    alias,
  ];
}
