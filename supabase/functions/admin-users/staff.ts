import type { User } from '@supabase/supabase-js';
import * as z from 'zod/v4-mini';
import type { Client } from '../_shared/clients.ts';
import { STAFF_ROLES, type StaffRole, type StaffUser } from './contract.ts';
import { fromAuth, fromDatabase } from './upstream.ts';

const roleRows = z.array(z.object({ user_id: z.string(), role: z.enum(STAFF_ROLES) }));
const userIds = z.array(z.string());
const PAGE = 1000;

/** Whether a ban is in force now (GoTrue keeps an expired ban's date). */
const isBanned = (user: User, now = Date.now()): boolean =>
  user.banned_until !== undefined && new Date(user.banned_until).getTime() > now;

/** `invitePending`: invited by email and no password of their own yet (see pendingInvites). */
export function toStaffUser(user: User, role: StaffRole | null, invitePending: boolean): StaffUser {
  return {
    id: user.id,
    email: user.email ?? '',
    role,
    createdAt: user.created_at,
    lastSignInAt: user.last_sign_in_at ?? null,
    invitedAt: user.invited_at ?? null,
    invitePending,
    disabled: isBanned(user),
    mfaEnabled: (user.factors ?? []).some((f) => f.factor_type === 'totp' && f.status === 'verified'),
  };
}

/** Whether the user can sign in now: neither disabled nor still to accept an invite. */
export const canSignIn = (user: StaffUser): boolean => !user.disabled && !user.invitePending;

/** Every staff role, by user id. */
export async function rolesByUser(service: Client): Promise<Map<string, StaffRole>> {
  const { data, error } = await service.from('user_roles').select('user_id, role');
  if (error) throw fromDatabase(error);
  return new Map(roleRows.parse(data).map((r) => [r.user_id, r.role]));
}

/**
 * The ids of users whose invite is pending. Opening an invite confirms the address and GoTrue gives
 * the account a random password, so only the database's record of who set a password since tells.
 */
export async function pendingInvites(service: Client): Promise<Set<string>> {
  const pending = await service.rpc('pending_invites');
  if (pending.error) throw fromDatabase(pending.error);
  return new Set(userIds.parse(pending.data));
}

/** Every auth user (staff are few: the admin API's pages of 1,000 are read until one is short). */
export async function allUsers(service: Client): Promise<User[]> {
  const users: User[] = [];
  for (let page = 1; ; page++) {
    const { data, error } = await service.auth.admin.listUsers({ page, perPage: PAGE });
    if (error) throw fromAuth(error);
    users.push(...data.users);
    if (data.users.length < PAGE) return users;
  }
}

async function roleOf(service: Client, id: string): Promise<StaffRole | null> {
  const { data, error } = await service.from('user_roles').select('user_id, role').eq('user_id', id);
  if (error) throw fromDatabase(error);
  return roleRows.parse(data)[0]?.role ?? null;
}

/** One auth user and how the staff list shows them; 404 when there is no such user. */
export async function authUserWithStaff(
  service: Client,
  id: string,
): Promise<{ user: User; staff: StaffUser }> {
  const [found, role, pending] = await Promise.all([
    service.auth.admin.getUserById(id),
    roleOf(service, id),
    pendingInvites(service),
  ]);
  if (found.error) throw fromAuth(found.error);
  return { user: found.data.user, staff: toStaffUser(found.data.user, role, pending.has(id)) };
}

/** One user with their role; 404 when there is no such user. */
export const staffUser = async (service: Client, id: string): Promise<StaffUser> =>
  (await authUserWithStaff(service, id)).staff;

/** Whether an admin other than `exceptId` can sign in (checked one by one: admins are few). */
export async function anotherActiveAdmin(
  service: Client,
  exceptId: string,
  knownActiveId: string,
): Promise<boolean> {
  const { data, error } = await service
    .from('user_roles')
    .select('user_id, role')
    .eq('role', 'admin')
    .neq('user_id', exceptId);
  if (error) throw fromDatabase(error);
  const admins = roleRows.parse(data).map((r) => r.user_id);
  if (admins.includes(knownActiveId)) return true;
  const pending = await pendingInvites(service);
  for (const id of admins) {
    const found = await service.auth.admin.getUserById(id);
    if (found.error && found.error.status !== 404) throw fromAuth(found.error);
    if (found.data.user && canSignIn(toStaffUser(found.data.user, 'admin', pending.has(id)))) return true;
  }
  return false;
}
