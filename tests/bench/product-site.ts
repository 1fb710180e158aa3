/**
 * The product as a visitor meets it: a local stack with the demo content, the site and the admin
 * built against it, and the built site served by the local site server over HTTP on loopback.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { listen } from '../../supabase/local/server.ts';
import { createSiteApp } from '../../supabase/local/site/serve.ts';
import { buildAdminInto, buildSiteInto, removeBuild } from '../support/site-build.ts';
import { PRODUCT_PROJECT, startTestStack } from '../support/test-stack.ts';
import { secondsSince } from './timing.ts';

export interface ServedProduct {
  /** The built site, with the admin (and its Vite manifest) in `admin/`. */
  dist: string;
  siteBuildSeconds: number;
  adminBuildSeconds: number;
  /** Where the built site is served, e.g. http://127.0.0.1:41234. */
  siteUrl: string;
  stop(): Promise<void>;
}

export async function buildAndServeProduct(): Promise<ServedProduct> {
  const stack = await startTestStack({ supabaseDir: PRODUCT_PROJECT });
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'growdigital-bench-pages-'));
  const stopStack = async () => {
    await stack.stop();
    await removeBuild(dist);
  };
  try {
    const env = { PUBLIC_SUPABASE_URL: stack.url, PUBLIC_SUPABASE_ANON_KEY: stack.keys.anonKey };
    let started = performance.now();
    await buildSiteInto(dist, env);
    const siteBuildSeconds = secondsSince(started);
    started = performance.now();
    await buildAdminInto(dist, env, { manifest: true });
    const adminBuildSeconds = secondsSince(started);
    const site = await listen(createSiteApp(dist), '127.0.0.1', 0);
    return {
      dist,
      siteBuildSeconds,
      adminBuildSeconds,
      siteUrl: site.url,
      stop: async () => {
        await site.close();
        await stopStack();
      },
    };
  } catch (error) {
    await stopStack();
    throw error;
  }
}
