import { callForBuild } from './builds.ts';
import type { Client } from '../_shared/clients.ts';
import type { ScheduledResponse } from './contract.ts';
import { deploy } from './deploy.ts';
import { startWhenFree } from './deploy-queue.ts';
import { failures } from './failures.ts';
import type { HookSettings } from './hook-settings.ts';

/**
 * The schedule's call (pg_cron in production, see the README): when scheduled content came due
 * since the last build, a `schedule` build is queued and, with a deploy hook, started through the
 * host as a Publish is. A failed deploy leaves the content due, so the next call tries again.
 */
export async function publishScheduled(
  service: Client,
  hook: HookSettings | undefined,
): Promise<ScheduledResponse> {
  const queued = await callForBuild(service, 'queue_scheduled_build');
  if (!queued) return { build: null };
  if (!hook) return { build: queued, hook: 'not-configured' };
  const start = await startWhenFree(service, queued.id, hook.timeoutMs);
  if ('joined' in start) return { build: start.joined, hook: 'called' };
  const { build, outcome } = await deploy(service, start.started.id, hook);
  if (!outcome.accepted) throw failures.deployHookFailed(outcome.reason);
  return { build, hook: 'called' };
}
