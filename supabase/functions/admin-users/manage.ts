import { anonClient, type Client } from '../_shared/clients.ts';
import type { RequestOf, StaffUser } from './contract.ts';
import type { Context } from './context.ts';
import { failures } from './failures.ts';
import { guardAgainstLockout, writeRole } from './roles.ts';
import { staffUser, toStaffUser } from './staff.ts';
import { fromAuth } from './upstream.ts';

/** GoTrue has no permanent ban; a hundred years is the usual stand-in. */
const DISABLED_FOR = '876000h';

export async function setRole(ctx: Context, { userId, role }: RequestOf<'set_role'>): Promise<StaffUser> {
  const target = await staffUser(ctx.service, userId);
  const next = role === 'none' ? null : role;
  if (target.role === next) return target;
  await guardAgainstLockout(ctx, target, next !== 'admin');
  await writeRole(ctx.caller.client, userId, role);
  return { ...target, role: next };
}

async function ban(service: Client, target: StaffUser, duration: string): Promise<StaffUser> {
  const { data, error } = await service.auth.admin.updateUserById(target.id, { ban_duration: duration });
  if (error) throw fromAuth(error);
  return toStaffUser(data.user, target.role, target.invitePending);
}

export async function disable(ctx: Context, { userId }: RequestOf<'disable'>): Promise<StaffUser> {
  const target = await staffUser(ctx.service, userId);
  await guardAgainstLockout(ctx, target, true);
  return ban(ctx.service, target, DISABLED_FOR);
}

export async function enable(ctx: Context, { userId }: RequestOf<'enable'>): Promise<StaffUser> {
  return ban(ctx.service, await staffUser(ctx.service, userId), 'none');
}

export async function remove(ctx: Context, { userId }: RequestOf<'delete'>): Promise<StaffUser> {
  const target = await staffUser(ctx.service, userId);
  await guardAgainstLockout(ctx, target, true);
  // The role goes first, as the caller, so the audit log names who removed it. Should deleting the
  // account then fail, it is left without back-office access: the safe half-way state.
  if (target.role) await writeRole(ctx.caller.client, userId, 'none');
  const { error } = await ctx.service.auth.admin.deleteUser(userId);
  if (error) throw fromAuth(error);
  return target;
}

/** Sends GoTrue's recovery email, as the sign-in page's "forgot password" does. */
export async function resetPassword(
  ctx: Context,
  { userId, redirectTo }: RequestOf<'reset_password'>,
): Promise<StaffUser> {
  const target = await staffUser(ctx.service, userId);
  if (target.disabled) throw failures.userDisabled();
  const { error } = await anonClient().auth.resetPasswordForEmail(
    target.email,
    redirectTo ? { redirectTo } : {},
  );
  if (error) throw fromAuth(error);
  return target;
}
