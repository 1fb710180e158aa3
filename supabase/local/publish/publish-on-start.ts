import { siteIsFresh } from '../site/freshness.ts';
import { workerClient } from './clients.ts';
import { liveBuildDir, siteFolders } from './folders.ts';
import type { BuildWorker } from './worker.ts';

export interface PublishOnStartOptions {
  apiUrl: string;
  serviceRoleKey: string;
  repoRoot: string;
  siteRoot: string;
}

/**
 * Makes sure the site is live before the stack says it is ready: when there is no live build or
 * its sources changed since, requests a 'system' build and waits for the worker to finish it. A
 * failed build is fatal only when there is nothing to serve instead.
 */
export async function publishOnStart(
  worker: BuildWorker,
  options: PublishOnStartOptions,
  log: (line: string) => void,
): Promise<void> {
  if (await siteIsFresh(options.repoRoot, worker.liveDir)) return;
  log('Building the site and the admin (there is no live build, or its sources changed since)…');
  const service = workerClient(options.apiUrl, options.serviceRoleKey);
  const requested = await service.rpc('request_build', { p_trigger: 'system' });
  if (requested.error) throw new Error(`Could not request a site build: ${requested.error.message}`);
  await worker.idle();
  const { data: build, error } = await service
    .from('site_builds')
    .select('*')
    .eq('id', requested.data.id)
    .single();
  if (error) throw new Error(`Could not read the site build: ${error.message}`);
  if (build.status === 'succeeded') return;
  const reason = build.error ?? `it ended ${build.status}`;
  if (!(await liveBuildDir(siteFolders(options.siteRoot)))) {
    throw new Error(`The site could not be built, so there is nothing to serve: ${reason}`);
  }
  log(`The site build failed; the previous build stays live. ${reason}`);
}
