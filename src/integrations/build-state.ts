import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { loadEnv } from 'vite';
import type { RedirectRow } from './lib/host-rules.ts';
import { publicEnvFrom } from '../lib/public-env.ts';
import type { HiddenPages } from '../lib/routes.ts';
import { createPublicRest, type PublicRest } from '../lib/supabase/public-rest.ts';

/** What staff set in the admin that changes what the host serves, as the build found it. */
export interface BuildState {
  /** The active redirects (SEO management). */
  redirects: RedirectRow[];
  /** Page names whose visibility switch is off: their pages are left out of the build. */
  hiddenPages: HiddenPages;
  /** Maintenance mode, when it is on: every page answers 503. */
  maintenance: { endsAt: string | null } | null;
}

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

const NOTHING_SET: BuildState = { redirects: [], hiddenPages: new Set(), maintenance: null };

/** The redirects, visibility switches and maintenance mode, read as a visitor may read them (anon key). */
export async function readBuildState(rest: PublicRest): Promise<BuildState> {
  const [redirects, visibility, settings] = await Promise.all([
    readActiveRedirects(rest),
    rest.from('page_visibility').select('page_name').eq('is_visible', false),
    rest.from('site_settings').select('maintenance_enabled, maintenance_ends_at').maybeSingle(),
  ]);
  if (visibility.error) throw new Error(`Could not read page_visibility: ${visibility.error.message}`);
  if (settings.error) throw new Error(`Could not read site_settings: ${settings.error.message}`);
  return {
    redirects,
    hiddenPages: new Set(visibility.data.map((row) => row.page_name)),
    maintenance: settings.data?.maintenance_enabled ? { endsAt: settings.data.maintenance_ends_at } : null,
  };
}

/**
 * Reads the build state once when a build starts, for the integrations that shape the host's
 * answers (hidden pages, sitemap.xml, host rules, headers). Must come after localBackend(), which
 * makes sure the API answers. Outside a build nothing is set.
 */
export function buildState(): { integration: AstroIntegration; current: () => BuildState } {
  let state = NOTHING_SET;
  return {
    integration: {
      name: 'grow-digital:build-state',
      hooks: {
        'astro:config:setup': async ({ command, config }) => {
          if (command !== 'build') return;
          const env = publicEnvFrom(loadEnv('production', fileURLToPath(config.root), 'PUBLIC_'));
          state = await readBuildState(createPublicRest(env));
        },
      },
    },
    current: () => state,
  };
}
