import fs from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import type { Database } from '../../src/lib/database.types.ts';
import { freePort } from '../../supabase/local/http/ports.ts';
import { writeAdminStamp } from '../../supabase/local/publish/admin-freshness.ts';
import { previousBuildDirs, siteFolders, swapLive } from '../../supabase/local/publish/folders.ts';
import { startBuildWorker, type BuildWorker } from '../../supabase/local/publish/worker.ts';
import { listen } from '../../supabase/local/server.ts';
import { createSiteApp } from '../../supabase/local/site/serve.ts';
import { freshBuildFolder } from './build-folder.ts';
import { productService } from './product.ts';
import './provided.ts';

export interface PublishingSite {
  siteUrl: string;
  liveDir: string;
  worker: BuildWorker;
  /** What the worker said, for a failing test's message. */
  log: string[];
  stop(): Promise<void>;
}

/** The global setup's build is the first live build: its site, its admin and its Astro cache. */
async function seedFirstBuild(siteRoot: string): Promise<void> {
  const folders = siteFolders(siteRoot);
  const siteDir = inject('siteDir');
  const first = path.join(folders.builds, 'first');
  await fs.cp(siteDir, first, { recursive: true });
  await fs.cp(`${siteDir}-cache`, folders.cache, { recursive: true }).catch(() => undefined);
  // Built by the global setup from the sources as they are, with this stack's public settings.
  const builtAt = (await fs.stat(path.join(first, 'admin', 'index.html'))).mtimeMs;
  await writeAdminStamp(path.join(first, 'admin'), {
    sourcesAt: builtAt,
    supabaseUrl: inject('productUrl'),
    anonKey: inject('anonKey'),
  });
  await swapLive(folders, first);
}

/**
 * Browser tests of publishing: a site root whose first live build is the global setup's, a build
 * worker against the e2e product stack, and `live` served on a port of its own. Only one worker
 * may run against the shared stack (it claims every queued build): start it in beforeAll and stop
 * it in afterAll of the one file that uses it.
 */
export async function startPublishingSite(
  options: { scheduleCheckMs?: number } = {},
): Promise<PublishingSite> {
  const siteRoot = await freshBuildFolder('publishing', 'site');
  const log: string[] = [];
  try {
    await seedFirstBuild(siteRoot);
    const port = await freePort();
    const siteUrl = `http://127.0.0.1:${String(port)}`;
    const worker = await startBuildWorker({
      apiUrl: inject('productUrl'),
      serviceRoleKey: inject('serviceRoleKey'),
      anonKey: inject('anonKey'),
      siteUrl,
      siteRoot,
      ...options,
      log: (line) => log.push(line),
    });
    const folders = siteFolders(siteRoot);
    const app = createSiteApp(worker.liveDir, { earlierBuilds: () => previousBuildDirs(folders) });
    const server = await listen(app, '127.0.0.1', port);
    return {
      siteUrl,
      liveDir: worker.liveDir,
      worker,
      log,
      stop: async () => {
        await server.close();
        await worker.stop();
        await fs.rm(siteRoot, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await fs.rm(siteRoot, { recursive: true, force: true });
    throw error;
  }
}

export type SiteBuild = Database['public']['Tables']['site_builds']['Row'];

/** How long a build of the test content may take on a loaded machine. */
export const BUILD_TIMEOUT_MS = 240_000;

export async function buildRow(id: string): Promise<SiteBuild> {
  const { data } = await productService()
    .from('site_builds')
    .select('*')
    .eq('id', id)
    .single()
    .throwOnError();
  return data;
}

/** The build's row once it has succeeded or failed, read every second (also from a beforeAll, where expect.poll cannot run). */
export async function finishedBuild(id: string): Promise<SiteBuild> {
  const deadline = Date.now() + BUILD_TIMEOUT_MS;
  for (;;) {
    const build = await buildRow(id);
    if (build.status === 'succeeded' || build.status === 'failed') return build;
    if (Date.now() > deadline)
      throw new Error(`Build ${id} still ${build.status} after ${String(BUILD_TIMEOUT_MS)} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
