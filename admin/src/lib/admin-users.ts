/**
 * The admin's client for the admin-users edge function: typed calls, and failures turned into
 * messages an admin can act on. The request schemas and types are the function's own
 * (supabase/functions/admin-users/contract.ts), so the forms validate exactly as the server does.
 */
import {
  FunctionsFetchError,
  FunctionsHttpError,
  FunctionsRelayError,
  type SupabaseClient,
} from '@supabase/supabase-js';
import * as z from 'zod/v4-mini';
import {
  type Action,
  type AdminUsersErrorCode,
  type AdminUsersRequest,
  type AdminUsersResults,
  ERROR_STATUS,
  type InviteForm,
  type RoleChoice,
  type StaffPage,
  type StaffUser,
} from '@functions/admin-users/contract';

export * from '@functions/admin-users/contract';

/** Any supabase-js client signed in as the admin (only its `functions` are used). */
export type FunctionsCaller = Pick<SupabaseClient, 'functions'>;
export type AdminUsersFailureCode = AdminUsersErrorCode | 'network' | 'unexpected';

export const ADMIN_USERS_MESSAGES: Record<AdminUsersFailureCode, string> = {
  invalid_json: 'The request could not be read. Please try again.',
  invalid_request: 'Some details are not valid. Check the form and try again.',
  not_signed_in: 'Your session has ended. Sign in again to manage users.',
  not_admin: 'Only admins can manage users.',
  mfa_required: 'Sign in with two-factor authentication to manage users.',
  user_not_found: 'This user no longer exists. Refresh the list.',
  method_not_allowed: 'Something went wrong. Please try again.',
  email_exists: 'A user with this email address already exists. Change their role instead.',
  last_admin: 'There must always be an admin who can sign in. Make another user an admin first.',
  self_lockout: 'You cannot change your own role, disable or delete your own account. Ask another admin.',
  user_disabled: 'This account is disabled. Enable it first, then try again.',
  invite_accepted: 'This user has already chosen a password. Send a password reset instead.',
  weak_password: 'Choose a stronger password.',
  rate_limited: 'Too many emails to this address. Wait a minute and try again.',
  internal_error: 'Something went wrong on the server. Please try again.',
  network: 'Could not reach the server. Check your connection and try again.',
  unexpected: 'Something went wrong. Please try again.',
};

/** The server's own words are shown for these: they say which field, which rule or how long to wait. */
const SERVER_WORDS = new Set<AdminUsersFailureCode>(['invalid_request', 'weak_password', 'rate_limited']);

export class AdminUsersError extends Error {
  constructor(
    readonly code: AdminUsersFailureCode,
    /** The HTTP status (0: no answer). */
    readonly status: number,
    message: string,
    /** Invalid fields of an `invalid_request`, by dotted path. */
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'AdminUsersError';
  }
}

const errorBody = z.object({
  error: z.object({
    code: z.enum(Object.keys(ERROR_STATUS) as [AdminUsersErrorCode, ...AdminUsersErrorCode[]]),
    message: z.string(),
    issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
  }),
});

async function failureOf(error: unknown): Promise<AdminUsersError> {
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const body = errorBody.safeParse(await response.json().catch(() => undefined));
    if (!body.success) {
      // The gateway's own refusal (no or expired token) has no body of ours.
      const code = response.status === 401 ? 'not_signed_in' : 'unexpected';
      return new AdminUsersError(code, response.status, ADMIN_USERS_MESSAGES[code]);
    }
    const { code, message, issues = [] } = body.data.error;
    const shown = SERVER_WORDS.has(code) && message ? message : ADMIN_USERS_MESSAGES[code];
    return new AdminUsersError(code, response.status, shown, issues);
  }
  if (error instanceof FunctionsFetchError || error instanceof FunctionsRelayError)
    return new AdminUsersError('network', 0, ADMIN_USERS_MESSAGES.network);
  return new AdminUsersError('unexpected', 0, ADMIN_USERS_MESSAGES.unexpected);
}

/** Calls one action; throws an AdminUsersError with a message fit for a toast when it fails. */
export async function adminUsers<A extends Action>(
  client: FunctionsCaller,
  request: Extract<AdminUsersRequest, { action: A }>,
): Promise<AdminUsersResults[A]> {
  const result = await client.functions.invoke<AdminUsersResults[A]>('admin-users', { body: request });
  const error: unknown = result.error;
  if (error !== null || result.data === null) throw await failureOf(error);
  return result.data;
}

export type StaffQuery = Omit<Extract<AdminUsersRequest, { action: 'list' }>, 'action'>;

export const listStaff = (client: FunctionsCaller, query: StaffQuery = {}): Promise<StaffPage> =>
  adminUsers(client, { action: 'list', ...query });

/** `redirectTo`: where the invite link leads, e.g. the admin's set-password page. */
export const inviteStaff = async (
  client: FunctionsCaller,
  form: InviteForm,
  redirectTo?: string,
): Promise<StaffUser> =>
  (await adminUsers(client, { action: 'invite', ...form, ...(redirectTo ? { redirectTo } : {}) })).user;

export const setStaffRole = async (client: FunctionsCaller, userId: string, role: RoleChoice) =>
  (await adminUsers(client, { action: 'set_role', userId, role })).user;

export const sendPasswordReset = async (client: FunctionsCaller, userId: string, redirectTo?: string) =>
  (await adminUsers(client, { action: 'reset_password', userId, ...(redirectTo ? { redirectTo } : {}) }))
    .user;

/** A new link to choose a password, for someone whose invite is pending; `redirectTo` as for inviteStaff. */
export const resendInvite = async (client: FunctionsCaller, userId: string, redirectTo?: string) =>
  (await adminUsers(client, { action: 'resend_invite', userId, ...(redirectTo ? { redirectTo } : {}) })).user;

export const disableStaff = async (client: FunctionsCaller, userId: string) =>
  (await adminUsers(client, { action: 'disable', userId })).user;

export const enableStaff = async (client: FunctionsCaller, userId: string) =>
  (await adminUsers(client, { action: 'enable', userId })).user;

export const deleteStaff = async (client: FunctionsCaller, userId: string) =>
  (await adminUsers(client, { action: 'delete', userId })).user;
