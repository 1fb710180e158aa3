/**
 * Publishing for staff (issue 9): POST `{}` with the caller's JWT. Without the DEPLOY_HOOK_URL
 * secret the request is recorded as the caller and the local stack's build worker builds it; with
 * it, a `deploy-hook` build is recorded and the hosting provider's deploy hook is called, and the
 * build ends with the host's answer. See contract.ts and the README.
 */
import { readEmptyRequest } from '../_shared/request.ts';
import { json, servePost } from '../_shared/respond.ts';
import { signedInCaller } from './caller.ts';
import { serviceClient } from '../_shared/clients.ts';
import type { RequestBuildResponse } from './contract.ts';
import { publishThroughHook } from './deploy.ts';
import { deployHookSettings } from './hook-settings.ts';
import { requestAsCaller } from './local.ts';

servePost('request-build', async (request) => {
  const caller = await signedInCaller(request);
  await readEmptyRequest(request);
  const hook = deployHookSettings();
  const body: RequestBuildResponse = hook
    ? await publishThroughHook(caller, serviceClient(), hook)
    : { ...(await requestAsCaller(caller)), hook: 'not-configured' };
  return json(200, body);
});
