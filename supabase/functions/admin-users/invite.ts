import type { RequestOf, StaffUser } from './contract.ts';
import type { Context } from './context.ts';
import { writeRole } from './roles.ts';
import { toStaffUser } from './staff.ts';
import { fromAuth } from './upstream.ts';

/**
 * Without a password, GoTrue emails an invite whose link lets the person choose one (inviting again
 * someone who has not accepted yet sends a new link); with a password the account is ready at once.
 */
export async function invite(ctx: Context, request: RequestOf<'invite'>): Promise<StaffUser> {
  const admin = ctx.service.auth.admin;
  const { data, error } =
    request.password === undefined
      ? await admin.inviteUserByEmail(
          request.email,
          request.redirectTo ? { redirectTo: request.redirectTo } : {},
        )
      : await admin.createUser({ email: request.email, password: request.password, email_confirm: true });
  if (error) throw fromAuth(error);
  await writeRole(ctx.caller.client, data.user.id, request.role);
  // An emailed invite is pending until the person chooses a password (private.pending_invites).
  return toStaffUser(data.user, request.role, request.password === undefined);
}
