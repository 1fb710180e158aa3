/**
 * User management for admins (issue 7): POST a JSON `{ action, … }` (see contract.ts and the
 * README). The caller's JWT is verified (verify_jwt) and must belong to an admin — with a two-factor
 * session when they enrolled a factor or site_settings.require_admin_mfa is on — before the service
 * role is used.
 */
import { json, servePost } from '../_shared/respond.ts';
import type { AdminUsersResults, ParsedRequest } from './contract.ts';
import { requireAdmin } from './caller.ts';
import { serviceClient } from '../_shared/clients.ts';
import type { Context } from './context.ts';
import { invite } from './invite.ts';
import { listStaff } from './list.ts';
import { disable, enable, remove, resetPassword, setRole } from './manage.ts';
import { readRequest } from './request.ts';
import { resendInvite } from './resend-invite.ts';

async function run(
  ctx: Context,
  request: ParsedRequest,
): Promise<AdminUsersResults[ParsedRequest['action']]> {
  switch (request.action) {
    case 'list':
      return listStaff(ctx.service, request);
    case 'invite':
      return { user: await invite(ctx, request) };
    case 'set_role':
      return { user: await setRole(ctx, request) };
    case 'reset_password':
      return { user: await resetPassword(ctx, request) };
    case 'resend_invite':
      return { user: await resendInvite(ctx, request) };
    case 'disable':
      return { user: await disable(ctx, request) };
    case 'enable':
      return { user: await enable(ctx, request) };
    case 'delete':
      return { user: await remove(ctx, request) };
  }
}

servePost('admin-users', async (request) => {
  // Who is asking comes before what they ask, so only admins learn the request format.
  const caller = await requireAdmin(request);
  const input = await readRequest(request);
  const status = input.action === 'invite' ? 201 : 200;
  return json(status, await run({ caller, service: serviceClient() }, input));
});
