import type { User } from '@supabase/supabase-js';
import { anonClient } from '../_shared/clients.ts';
import type { RequestOf, StaffUser } from './contract.ts';
import type { Context } from './context.ts';
import { failures } from './failures.ts';
import { authUserWithStaff, staffUser } from './staff.ts';
import { fromAuth } from './upstream.ts';

/**
 * Seconds between two emails to one person: the auth server's email interval (GoTrue's
 * `[auth.email] max_frequency`, 60 s in supabase/config.toml), as the secret AUTH_EMAIL_MIN_INTERVAL.
 */
function emailInterval(): number {
  const value = Deno.env.get('AUTH_EMAIL_MIN_INTERVAL');
  const seconds = Number(value);
  return value && Number.isInteger(seconds) && seconds >= 0 ? seconds : 60;
}

/** Seconds until the person may be sent another email (0: now), counting invites and recovery links. */
function secondsUntilNextEmail(user: User, interval: number, now = Date.now()): number {
  const sent = [user.invited_at, user.recovery_sent_at].map((at) => (at ? Date.parse(at) : 0));
  const elapsed = (now - Math.max(...sent)) / 1000;
  return Math.max(0, Math.ceil(interval - elapsed));
}

/**
 * Emails a pending invitee a new link to choose their password. GoTrue's /invite sends a new invite
 * to an address not yet confirmed (the earlier link stops working) without limiting how often, so
 * the interval is kept here. Once the invite link was opened, the address is confirmed and GoTrue
 * refuses to invite it again (email_exists): a recovery link leads to the same password page.
 */
export async function resendInvite(
  ctx: Context,
  { userId, redirectTo }: RequestOf<'resend_invite'>,
): Promise<StaffUser> {
  const { user, staff } = await authUserWithStaff(ctx.service, userId);
  if (!staff.invitePending) throw failures.inviteAccepted();
  if (staff.disabled) throw failures.userDisabled();
  const interval = emailInterval();
  const wait = secondsUntilNextEmail(user, interval);
  if (wait > 0) throw failures.emailedRecently(interval, wait);
  const options = redirectTo ? { redirectTo } : {};
  const { error } = user.email_confirmed_at
    ? await anonClient().auth.resetPasswordForEmail(staff.email, options)
    : await ctx.service.auth.admin.inviteUserByEmail(staff.email, options);
  if (error) throw fromAuth(error);
  return staffUser(ctx.service, userId);
}
