import fs from 'node:fs/promises';
import { inject } from 'vitest';
import { freePort } from '../../supabase/local/http/ports.ts';
import { listen } from '../../supabase/local/server.ts';
import { createSiteApp } from '../../supabase/local/site/serve.ts';
import { freshBuildFolder } from './build-folder.ts';
import { buildSiteInto, removeBuild } from './site-build.ts';
import './provided.ts';

export interface FreshSite {
  url: string;
  buildMs: number;
  stop(): Promise<void>;
}

/**
 * The site built again from the e2e stack as it is now (with Astro's cache of the global build,
 * so only changed content and images are fetched), served on a port of its own.
 */
export async function buildFreshSite(): Promise<FreshSite> {
  const outDir = await freshBuildFolder('xss', 'site');
  try {
    await fs.cp(`${inject('siteDir')}-cache`, `${outDir}-cache`, { recursive: true }).catch(() => undefined);
    const port = await freePort();
    const url = `http://127.0.0.1:${String(port)}`;
    const started = Date.now();
    await buildSiteInto(outDir, {
      PUBLIC_SUPABASE_URL: inject('productUrl'),
      PUBLIC_SUPABASE_ANON_KEY: inject('anonKey'),
      SITE_URL: url,
    });
    const server = await listen(createSiteApp(outDir), '127.0.0.1', port);
    return {
      url,
      buildMs: Date.now() - started,
      stop: async () => {
        await server.close();
        await removeBuild(outDir);
      },
    };
  } catch (error) {
    await removeBuild(outDir);
    throw error;
  }
}
