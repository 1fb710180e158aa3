import type { Caller } from './caller.ts';
import { callForSomeBuild, fromDatabase } from './builds.ts';
import type { Build } from './contract.ts';

/**
 * Without a deploy hook the request is only recorded, as the caller (the database checks their
 * role and names them), and the local stack's build worker picks it up. A request made while a
 * build is already waiting joins that build.
 */
export async function requestAsCaller(caller: Caller): Promise<{ build: Build; collapsed: boolean }> {
  const waiting = await caller.client.from('site_builds').select('id').eq('status', 'queued').maybeSingle();
  if (waiting.error) throw fromDatabase(waiting.error);
  const build = await callForSomeBuild(caller.client, 'request_build', { p_trigger: 'manual' });
  const waitingId = (waiting.data as { id?: string } | null)?.id;
  return { build, collapsed: build.id === waitingId || build.requested_by !== caller.id };
}
