/**
 * What the admin-users function accepts and answers. The admin's client (admin/src/lib/admin-users.ts)
 * re-exports this file, so the forms and the function validate with the same schemas. It lives
 * beside the function because Supabase deploys a function's own folder reliably, not files above it.
 */
import * as z from 'zod/v4-mini';
import { type ErrorBody as SharedErrorBody, SHARED_ERROR_STATUS } from '../_shared/failures.ts';

export const STAFF_ROLES = ['admin', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** supabase/config.toml `minimum_password_length`; bcrypt reads no more than 72 bytes. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 72;

export const staffRole = z.enum(STAFF_ROLES, { error: 'Choose a role: admin or editor' });
/** A role to set: `none` takes the user's role away (they keep their account but lose the back office). */
export const roleChoice = z.enum([...STAFF_ROLES, 'none'], { error: 'Choose a role: admin, editor or none' });
export type RoleChoice = z.infer<typeof roleChoice>;

const email = z
  .string({ error: (issue) => (issue.input === undefined ? 'Enter an email address' : undefined) })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'Enter an email address'),
    z.maxLength(254, 'Keep the email address to 254 characters or fewer'),
    z.email('Enter a valid email address'),
  );

/** The invite form: with a password the account is created ready to use, without one an invite is emailed. */
export const inviteForm = z.object({
  email,
  role: staffRole,
  password: z.optional(
    z
      .string()
      .check(
        z.minLength(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters for the password`),
        z.maxLength(PASSWORD_MAX_LENGTH, `Keep the password to ${PASSWORD_MAX_LENGTH} characters or fewer`),
      ),
  ),
});
export type InviteForm = z.input<typeof inviteForm>;

/** The change-role form. */
export const roleForm = z.object({ role: roleChoice });
export type RoleForm = z.input<typeof roleForm>;

const userId = z
  .string({ error: (issue) => (issue.input === undefined ? 'userId is required' : undefined) })
  .check(z.guid('userId must be a user id (a UUID)'));
/** Whether `address` parses as an absolute URL (any scheme). */
const isAbsoluteUrl = (address: string): boolean => URL.canParse(address);
/** Where the emailed link leads back to (e.g. the admin's set-password page); the auth server's allow list applies. */
const redirectTo = z.optional(
  z.string().check(z.refine(isAbsoluteUrl, 'redirectTo must be an absolute URL'), z.maxLength(2048)),
);

export const SORTABLE = ['email', 'role', 'createdAt', 'lastSignInAt'] as const;

export const listRequest = z.strictObject({
  action: z.literal('list'),
  page: z._default(z.int().check(z.minimum(1)), 1),
  perPage: z._default(z.int().check(z.minimum(1), z.maximum(100)), 25),
  /** Part of an email address, any case. */
  search: z._default(z.string().check(z.trim(), z.maxLength(254)), ''),
  role: z.optional(roleChoice),
  sort: z._default(z.enum(SORTABLE), 'email'),
  order: z._default(z.enum(['asc', 'desc']), 'asc'),
});

const byId = <A extends string>(action: A) => z.strictObject({ action: z.literal(action), userId });

export const adminUsersRequest = z.discriminatedUnion('action', [
  listRequest,
  z.strictObject({ ...inviteForm.shape, action: z.literal('invite'), redirectTo }),
  z.strictObject({ action: z.literal('set_role'), userId, role: roleChoice }),
  z.strictObject({ action: z.literal('reset_password'), userId, redirectTo }),
  z.strictObject({ action: z.literal('resend_invite'), userId, redirectTo }),
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
