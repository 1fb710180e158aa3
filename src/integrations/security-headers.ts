import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { loadEnv } from 'vite';
import { retryAfter } from '../lib/maintenance.ts';
import { publicEnvFrom } from '../lib/public-env.ts';
import {
  HEADERS_FILE_LINE_LIMIT,
  headersFile,
  securityHeaders,
  vercelHeaders,
} from './lib/security/host-headers.ts';
import { mergedSources, type PageSources, pageSources } from './lib/security/page-sources.ts';
import { withStylePolicy } from './lib/security/style-policy.ts';
import type { BuildState } from './build-state.ts';
import { htmlFiles } from './built-pages.ts';

async function readJsonObject(file: string): Promise<Record<string, unknown>> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * Writes the security headers for static hosts once the pages are built: `_headers` (Netlify,
 * Cloudflare Pages, and the local site server) and the `headers` of `vercel.json`, with a
 * Content-Security-Policy that allows the inline scripts of the built pages by hash, each page's
 * own policy for its inlined <style> elements (a <meta>, see lib/security/style-policy.ts), and the
 * Retry-After of the 503 answers when the site is built in maintenance mode (`_headers` only, as
 * only those hosts answer 503). It must come after hostRules(), whose `vercel.json` it adds to.
 * The admin, built afterwards into dist/admin, needs no hash: Vite emits no inline script.
 */
export function hostSecurityHeaders(state: () => BuildState): AstroIntegration {
  let supabaseUrl = '';
  return {
    name: 'grow-digital:security-headers',
    hooks: {
      'astro:config:setup': ({ config }) => {
        supabaseUrl = publicEnvFrom(loadEnv('production', fileURLToPath(config.root), 'PUBLIC_')).supabaseUrl;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const pages: PageSources[] = [];
        let unstyledPages = 0;
        for (const file of await htmlFiles(out)) {
          const html = await fs.readFile(file, 'utf8');
          pages.push(pageSources(html));
          const withPolicy = withStylePolicy(html);
          if (withPolicy === undefined) unstyledPages += 1;
          else await fs.writeFile(file, withPolicy);
        }
        if (unstyledPages > 0) logger.warn(`${unstyledPages} pages have no <head> for their style policy.`);
        const sources = mergedSources(pages);
        const headers = securityHeaders({ supabaseUrl, sources });

        const { maintenance } = state();
        const file = headersFile(
          headers,
          maintenance ? [['Retry-After', retryAfter(maintenance.endsAt, new Date())]] : [],
        );
        if (file.split('\n').some((line) => line.length > HEADERS_FILE_LINE_LIMIT)) {
          logger.warn(
            `A _headers line is longer than ${HEADERS_FILE_LINE_LIMIT} characters; Cloudflare Pages ignores it.`,
          );
        }
        await fs.writeFile(path.join(out, '_headers'), file);
        const vercelFile = path.join(out, 'vercel.json');
        const vercel = { ...(await readJsonObject(vercelFile)), headers: vercelHeaders(headers) };
        await fs.writeFile(vercelFile, `${JSON.stringify(vercel, null, 2)}\n`);
        logger.info(
          `Security headers written to _headers and vercel.json (${sources.inlineScripts.length} inline scripts allowed by hash, from ${pages.length} pages).`,
        );
      },
    },
  };
}
