import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { loadEnv } from 'vite';
import { hostRedirects, type RedirectRow, redirectsFile, vercelConfig } from '../lib/host-rules.ts';
import { publicEnvFrom } from '../lib/public-env.ts';
import { createPublicRest, type PublicRest } from '../lib/supabase/public-rest.ts';

/** Hosted Supabase answers at most 1,000 rows per request by default (max_rows). */
const PAGE_SIZE = 1000;

/** The active redirects, as a visitor may read them (anon key), in pages. */
export async function readActiveRedirects(rest: PublicRest, pageSize = PAGE_SIZE): Promise<RedirectRow[]> {
  const rows: RedirectRow[] = [];
  for (let from = 0; ; from += pageSize) {
    const { data, error } = await rest
      .from('redirects')
      .select('from_path, to_path, status_code')
      .eq('is_active', true)
      .order('from_path')
      .range(from, from + pageSize - 1);
    if (error) throw new Error(`Could not read the redirects: ${error.message}`);
    rows.push(...data);
    if (data.length < pageSize) return rows;
  }
}

/**
 * Writes the static host's rules into the build: `_redirects` (Netlify, Cloudflare Pages) and
 * `vercel.json`, with the active redirects staff manage in the admin and the admin's single-page
 * fallback. The local site server reads `_redirects` back. The rows are read when the build
 * starts, so it must come after localBackend(), which makes sure the API answers. The security
 * headers (security-headers.ts) are added to this `vercel.json` afterwards.
 */
export function hostRules(): AstroIntegration {
  let rows: RedirectRow[] = [];
  return {
    name: 'grow-digital:host-rules',
    hooks: {
      'astro:config:setup': async ({ command, config }) => {
        if (command !== 'build') return;
        const env = publicEnvFrom(loadEnv('production', fileURLToPath(config.root), 'PUBLIC_'));
        rows = await readActiveRedirects(createPublicRest(env));
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const { redirects, skipped } = hostRedirects(rows);
        for (const { row, reason } of skipped) {
          logger.warn(`Redirect ${row.from_path} → ${row.to_path} left out (${reason}).`);
        }
        await fs.writeFile(path.join(out, '_redirects'), redirectsFile(redirects));
        await fs.writeFile(
          path.join(out, 'vercel.json'),
          `${JSON.stringify(vercelConfig(redirects), null, 2)}\n`,
        );
        logger.info(`${redirects.length} redirects written to _redirects and vercel.json.`);
      },
    },
  };
}
