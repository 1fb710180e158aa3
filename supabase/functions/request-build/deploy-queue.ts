import { callForBuild, callForSomeBuild, fromDatabase, readBuild } from './builds.ts';
import type { Client } from '../_shared/clients.ts';
import type { Build } from './contract.ts';
import { failures } from './failures.ts';

const POLL_MS = 500;
/** A deploy-hook build running this much longer than the hook's time limit lost its function. */
const STALE_AFTER_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Names the caller on a new deploy-hook build (the service role records it, so the database
 * cannot). Of requests that arrive together, one queues the build and the others join it: exactly
 * one of them adopts it. False when the request joined a build that was already waiting.
 */
export async function adopt(service: Client, build: Build, callerId: string): Promise<boolean> {
  if (build.trigger !== 'deploy-hook' || build.requested_by !== null) return false;
  const { data, error } = await service
    .from('site_builds')
    .update({ requested_by: callerId })
    .eq('id', build.id)
    .eq('status', 'queued')
    .is('requested_by', null)
    .select('id');
  if (error) throw fromDatabase(error);
  return data.length === 1;
}

/** Fails deploy-hook builds whose function stopped mid-call, so they do not block every later one. */
async function failStaleDeploys(service: Client, timeoutMs: number): Promise<void> {
  const before = new Date(Date.now() - timeoutMs - STALE_AFTER_MS).toISOString();
  const { data, error } = await service
    .from('site_builds')
    .select('id')
    .eq('status', 'running')
    .eq('trigger', 'deploy-hook')
    .lt('started_at', before);
  if (error) throw fromDatabase(error);
  for (const { id } of data as { id: string }[])
    await callForSomeBuild(service, 'finish_site_build', {
      p_id: id,
      p_succeeded: false,
      p_error: 'The deploy hook call stopped before it finished.',
      p_log: '',
    });
}

/**
 * Starts the waiting build `id`: one build runs at a time, so while another deploy is being started
 * this waits for it (at most the hook's time limit and a little more). Answers `started` when this
 * request must call the hook, `joined` when another request already started the build, or a 503.
 */
export async function startWhenFree(
  service: Client,
  id: string,
  timeoutMs: number,
): Promise<{ started: Build } | { joined: Build }> {
  const deadline = Date.now() + timeoutMs + 5_000;
  for (;;) {
    const started = await callForBuild(service, 'claim_site_build');
    if (started) return { started };
    const current = await readBuild(service, id);
    if (current.status !== 'queued') return { joined: current };
    if (Date.now() > deadline) throw failures.buildBusy();
    await failStaleDeploys(service, timeoutMs);
    await sleep(POLL_MS);
  }
}
