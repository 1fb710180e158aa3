/**
 * What the admin-users function accepts and answers. The admin's client (admin/src/lib/admin-users.ts)
 * re-exports this file, so the forms and the function validate with the same schemas. It lives
 * beside the function because Supabase deploys a function's own folder reliably, not files above it.
 */
import { z } from 'zod';
import { type ErrorBody as SharedErrorBody, SHARED_ERROR_STATUS } from '../_shared/failures.ts';

export const STAFF_ROLES = ['admin', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** supabase/config.toml `minimum_password_length`; bcrypt reads no more than 72 bytes. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 72;

export const staffRole = z.enum(STAFF_ROLES, {
  errorMap: () => ({ message: 'Choose a role: admin or editor' }),
});
/** A role to set: `none` takes the user's role away (they keep their account but lose the back office). */
export const roleChoice = z.enum([...STAFF_ROLES, 'none'], {
  errorMap: () => ({ message: 'Choose a role: admin, editor or none' }),
});
export type RoleChoice = z.infer<typeof roleChoice>;

const email = z
  .string({ required_error: 'Enter an email address' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter an email address')
  .max(254, 'Keep the email address to 254 characters or fewer')
  .email('Enter a valid email address');

/** The invite form: with a password the account is created ready to use, without one an invite is emailed. */
export const inviteForm = z.object({
  email,
  role: staffRole,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters for the password`)
    .max(PASSWORD_MAX_LENGTH, `Keep the password to ${PASSWORD_MAX_LENGTH} characters or fewer`)
    .optional(),
});
export type InviteForm = z.input<typeof inviteForm>;

/** The change-role form. */
export const roleForm = z.object({ role: roleChoice });
export type RoleForm = z.input<typeof roleForm>;

const userId = z.string({ required_error: 'userId is required' }).uuid('userId must be a user id (a UUID)');
/** Where the emailed link leads back to (e.g. the admin's set-password page); the auth server's allow list applies. */
const redirectTo = z.string().url('redirectTo must be an absolute URL').max(2048).optional();

export const SORTABLE = ['email', 'role', 'createdAt', 'lastSignInAt'] as const;

export const listRequest = z
  .object({
    action: z.literal('list'),
    page: z.number().int().min(1).default(1),
    perPage: z.number().int().min(1).max(100).default(25),
    /** Part of an email address, any case. */
    search: z.string().trim().max(254).default(''),
    role: roleChoice.optional(),
    sort: z.enum(SORTABLE).default('email'),
    order: z.enum(['asc', 'desc']).default('asc'),
  })
  .strict();

const byId = <A extends string>(action: A) => z.object({ action: z.literal(action), userId }).strict();

export const adminUsersRequest = z.discriminatedUnion('action', [
  listRequest,
  inviteForm.extend({ action: z.literal('invite'), redirectTo }).strict(),
  z.object({ action: z.literal('set_role'), userId, role: roleChoice }).strict(),
  z.object({ action: z.literal('reset_password'), userId, redirectTo }).strict(),
  z.object({ action: z.literal('resend_invite'), userId, redirectTo }).strict(),
  byId('disable'),
  byId('enable'),
  byId('delete'),
]);
/** A request as sent (defaults may be left out). */
export type AdminUsersRequest = z.input<typeof adminUsersRequest>;
/** A request as the function handles it (defaults filled in). */
export type ParsedRequest = z.output<typeof adminUsersRequest>;
export type Action = ParsedRequest['action'];
export type RequestOf<A extends Action> = Extract<ParsedRequest, { action: A }>;

/** A staff member as the user-management page shows them. Times are ISO 8601 strings. */
export interface StaffUser {
  id: string;
  email: string;
  /** null: signed-in users without a role see only /admin/unauthorized. */
  role: StaffRole | null;
  createdAt: string;
  lastSignInAt: string | null;
  invitedAt: string | null;
  /** Invited by email, and has not chosen a password yet (opening the link is not enough). */
  invitePending: boolean;
  /** Banned by an admin: cannot sign in until enabled again. */
  disabled: boolean;
  /** Has a verified TOTP factor (two-factor sign-in). */
  mfaEnabled: boolean;
}

export interface StaffPage {
  users: StaffUser[];
  /** Users matching the search and role filter, over all pages. */
  total: number;
  page: number;
  perPage: number;
}

export interface AdminUsersResults {
  list: StaffPage;
  invite: { user: StaffUser };
  set_role: { user: StaffUser };
  /** The recovery email went out. */
  reset_password: { user: StaffUser };
  /** A new link to choose a password went out (the user as they are now). */
  resend_invite: { user: StaffUser };
  disable: { user: StaffUser };
  enable: { user: StaffUser };
  /** The user as they were before deletion. */
  delete: { user: StaffUser };
}

/** Every error the function answers with, and its HTTP status. */
export const ERROR_STATUS = {
  ...SHARED_ERROR_STATUS,
  not_admin: 403,
  mfa_required: 403,
  user_not_found: 404,
  email_exists: 409,
  last_admin: 409,
  self_lockout: 409,
  user_disabled: 409,
  invite_accepted: 409,
  weak_password: 422,
  rate_limited: 429,
} as const;
export type AdminUsersErrorCode = keyof typeof ERROR_STATUS;

/** The body of every error response. `issues` lists the invalid fields of a 400 `invalid_request`. */
export type ErrorBody = SharedErrorBody<AdminUsersErrorCode>;
