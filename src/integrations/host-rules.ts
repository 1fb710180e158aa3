import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { hostRedirects, redirectsFile, vercelConfig } from './lib/host-rules.ts';
import type { BuildState } from './build-state.ts';
import { builtPagePaths } from './built-pages.ts';

/**
 * Writes the static host's rules into the build: `_redirects` (Netlify, Cloudflare Pages) and
 * `vercel.json`, with the active redirects staff manage in the admin, the 503 of every page when
 * the site is built in maintenance mode (`_redirects` only: Vercel cannot rewrite with a status),
 * and the admin's single-page fallback. The local site server reads `_redirects` back. It must come
 * after hiddenPages(), whose pages are gone. The security headers (security-headers.ts) are added
 * to this `vercel.json` afterwards.
 */
export function hostRules(state: () => BuildState): AstroIntegration {
  return {
    name: 'grow-digital:host-rules',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const { redirects, skipped } = hostRedirects(state().redirects);
        for (const { row, reason } of skipped) {
          logger.warn(`Redirect ${row.from_path} → ${row.to_path} left out (${reason}).`);
        }
        const maintenancePages = state().maintenance ? await builtPagePaths(out) : [];
        await fs.writeFile(path.join(out, '_redirects'), redirectsFile(redirects, maintenancePages));
        await fs.writeFile(
          path.join(out, 'vercel.json'),
          `${JSON.stringify(vercelConfig(redirects), null, 2)}\n`,
        );
        logger.info(`${redirects.length} redirects written to _redirects and vercel.json.`);
        if (maintenancePages.length > 0) {
          logger.info(`Maintenance mode: ${maintenancePages.length} pages answer 503 (_redirects).`);
        }
      },
    },
  };
}
