/**
 * Publishing (issue 9): POST `{}` with a staff member's JWT. Without the DEPLOY_HOOK_URL secret
 * the request is recorded as the caller and the local stack's build worker builds it; with it, a
 * `deploy-hook` build is recorded and the hosting provider's deploy hook is called, and the build
 * ends with the host's answer. With the service role key (the schedule), scheduled content that
 * came due is published the same way (issue 16). See contract.ts and the README.
 */
import { env, serviceClient } from '../_shared/clients.ts';
import { bearerToken } from '../_shared/caller.ts';
import { readEmptyRequest } from '../_shared/request.ts';
import { json, servePost } from '../_shared/respond.ts';
import { signedInCaller } from './caller.ts';
import type { RequestBuildResponse } from './contract.ts';
import { publishThroughHook } from './deploy.ts';
import { deployHookSettings } from './hook-settings.ts';
import { requestAsCaller } from './local.ts';
import { publishScheduled } from './scheduled.ts';

servePost('request-build', async (request) => {
  if (bearerToken(request) === env('SUPABASE_SERVICE_ROLE_KEY')) {
    await readEmptyRequest(request);
    return json(200, await publishScheduled(serviceClient(), deployHookSettings()));
  }
  const caller = await signedInCaller(request);
  await readEmptyRequest(request);
  const hook = deployHookSettings();
  const body: RequestBuildResponse = hook
    ? await publishThroughHook(caller, serviceClient(), hook)
    : { ...(await requestAsCaller(caller)), hook: 'not-configured' };
  return json(200, body);
});
