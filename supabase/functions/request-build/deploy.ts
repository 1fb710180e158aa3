import type { Caller } from './caller.ts';
import { callDatabase, callForSomeBuild } from './builds.ts';
import type { Client } from '../_shared/clients.ts';
import type { Build, RequestBuildResponse } from './contract.ts';
import { adopt, startWhenFree } from './deploy-queue.ts';
import { failures } from './failures.ts';
import { callDeployHook, type HookOutcome } from './hook.ts';
import type { HookSettings } from './hook-settings.ts';
import { requireStaff } from './staff.ts';

const INTERNAL_ERROR: HookOutcome = {
  accepted: false,
  reason: 'the deploy could not be started (internal error).',
  log: 'The deploy could not be started (internal error).\n',
};

const finish = (service: Client, id: string, outcome: HookOutcome) =>
  callForSomeBuild(service, 'finish_site_build', {
    p_id: id,
    p_succeeded: outcome.accepted,
    p_error: outcome.accepted ? null : `The hosting provider did not start the deploy: ${outcome.reason}`,
    p_log: outcome.log,
  });

/** Calls the hook for a started build; whatever happens, the build does not stay `running`. */
export async function deploy(
  service: Client,
  id: string,
  hook: HookSettings,
): Promise<{ build: Build; outcome: HookOutcome }> {
  let outcome: HookOutcome;
  try {
    await callDatabase(service, 'report_site_build', {
      p_id: id,
      p_stage: 'Calling the deploy hook',
      p_log: "Calling the hosting provider's deploy hook.\n",
    });
    outcome = await callDeployHook(hook);
  } catch (error) {
    await finish(service, id, INTERNAL_ERROR);
    throw error;
  }
  return { build: await finish(service, id, outcome), outcome };
}

/**
 * The production path: a `deploy-hook` build is recorded and started (service role, once the caller
 * is known to be staff), the host's deploy hook is called, and the build is finished with the host's
 * answer: succeeded when it accepted the deploy, failed (and a 502) otherwise.
 */
export async function publishThroughHook(
  caller: Caller,
  service: Client,
  hook: HookSettings,
): Promise<RequestBuildResponse> {
  await requireStaff(caller);
  const requested = await callForSomeBuild(service, 'request_build', { p_trigger: 'deploy-hook' });
  const ours = await adopt(service, requested, caller.id);
  // Another request may start the build this one created (or the other way round): whichever
  // comes first calls the hook, and `collapsed` still says whether this request queued it.
  const start = await startWhenFree(service, requested.id, hook.timeoutMs);
  if ('joined' in start) return { build: start.joined, collapsed: !ours, hook: 'called' };

  const { build, outcome } = await deploy(service, start.started.id, hook);
  if (!outcome.accepted) throw failures.deployHookFailed(outcome.reason);
  return { build, collapsed: !ours || build.id !== requested.id, hook: 'called' };
}
