import type { Client } from '../_shared/clients.ts';
import type { RoleChoice, StaffUser } from './contract.ts';
import type { Context } from './context.ts';
import { failures } from './failures.ts';
import { anotherActiveAdmin, canSignIn } from './staff.ts';
import { fromDatabase } from './upstream.ts';

/**
 * Writes a role as the caller, not the service role: row-level security checks them once more,
 * the keep-an-admin trigger still has the last word, and the audit log records who did it.
 */
export async function writeRole(caller: Client, userId: string, role: RoleChoice): Promise<void> {
  const { error } =
    role === 'none'
      ? await caller.from('user_roles').delete().eq('user_id', userId)
      : await caller.from('user_roles').upsert({ user_id: userId, role }, { onConflict: 'user_id' });
  if (error) throw fromDatabase(error);
}

/**
 * Refuses a change to `target` that would lock admins out: taking away the rights of the last admin
 * who can sign in, or an admin demoting, disabling or deleting themselves (only another admin could
 * undo it).
 */
export async function guardAgainstLockout(
  ctx: Context,
  target: StaffUser,
  takesAdminRights: boolean,
): Promise<void> {
  if (
    takesAdminRights &&
    target.role === 'admin' &&
    canSignIn(target) &&
    !(await anotherActiveAdmin(ctx.service, target.id, ctx.caller.id))
  )
    throw failures.lastAdmin();
  if (target.id === ctx.caller.id) throw failures.selfLockout();
}
