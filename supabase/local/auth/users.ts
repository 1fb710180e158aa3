import type { Sql } from '../db/database.ts';
import { errors } from './errors.ts';

/** The columns the auth service decides with. */
export interface UserRecord {
  id: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  banned_until: string | null;
  deleted_at: string | null;
  role: string | null;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  recovery_sent_at: string | null;
  confirmation_sent_at: string | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  is_anonymous: boolean;
  has_verified_factor: boolean;
}

const RECORD_SQL = `SELECT json_build_object(
    'id', u.id, 'email', u.email, 'encrypted_password', u.encrypted_password,
    'email_confirmed_at', u.email_confirmed_at, 'banned_until', u.banned_until, 'deleted_at', u.deleted_at,
    'role', u.role, 'app_metadata', coalesce(u.raw_app_meta_data, '{}'), 'user_metadata', coalesce(u.raw_user_meta_data, '{}'),
    'recovery_sent_at', u.recovery_sent_at, 'confirmation_sent_at', u.confirmation_sent_at,
    'email_change', nullif(u.email_change, ''), 'email_change_sent_at', u.email_change_sent_at,
    'is_anonymous', u.is_anonymous,
    'has_verified_factor', EXISTS (SELECT 1 FROM auth.mfa_factors f WHERE f.user_id = u.id AND f.status = 'verified')
  )::text AS record FROM auth.users u`;

async function recordWhere(sql: Sql, where: string, value: string): Promise<UserRecord | undefined> {
  const { rows } = await sql.query<{ record: string }>(`${RECORD_SQL} WHERE ${where}`, [value]);
  return rows[0] ? (JSON.parse(rows[0].record) as UserRecord) : undefined;
}

export const userById = (sql: Sql, id: string) => recordWhere(sql, 'u.id = $1::uuid', id);
export const userByEmail = (sql: Sql, email: string) =>
  recordWhere(sql, 'lower(u.email) = lower($1) AND u.is_sso_user = false AND u.deleted_at IS NULL', email);

/** GoTrue's JSON for a user: identities always, factors when there are some, no null top-level fields. */
const USER_JSON_SQL = `SELECT json_build_object(
    'id', u.id, 'aud', coalesce(u.aud, 'authenticated'), 'role', coalesce(u.role, 'authenticated'),
    'email', coalesce(u.email, ''), 'email_confirmed_at', u.email_confirmed_at, 'phone', coalesce(u.phone, ''),
    'confirmation_sent_at', u.confirmation_sent_at, 'confirmed_at', u.confirmed_at, 'recovery_sent_at', u.recovery_sent_at,
    'new_email', nullif(u.email_change, ''), 'email_change_sent_at', u.email_change_sent_at, 'invited_at', u.invited_at,
    'last_sign_in_at', u.last_sign_in_at,
    'app_metadata', coalesce(u.raw_app_meta_data, '{}'), 'user_metadata', coalesce(u.raw_user_meta_data, '{}'),
    'identities', (SELECT coalesce(json_agg(json_build_object(
        'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id, 'identity_data', i.identity_data,
        'provider', i.provider, 'last_sign_in_at', i.last_sign_in_at, 'created_at', i.created_at,
        'updated_at', i.updated_at, 'email', i.email) ORDER BY i.created_at), '[]')
      FROM auth.identities i WHERE i.user_id = u.id),
    'factors', (SELECT json_agg(json_build_object(
        'id', f.id, 'friendly_name', f.friendly_name, 'factor_type', f.factor_type, 'status', f.status,
        'created_at', f.created_at, 'updated_at', f.updated_at) ORDER BY f.created_at)
      FROM auth.mfa_factors f WHERE f.user_id = u.id),
    'created_at', u.created_at, 'updated_at', u.updated_at, 'banned_until', u.banned_until,
    'is_anonymous', u.is_anonymous
  )::text AS user_json FROM auth.users u`;

export type UserJson = Record<string, unknown> & { id: string; email: string };

function withoutNulls(user: Record<string, unknown>): UserJson {
  return Object.fromEntries(Object.entries(user).filter(([, v]) => v !== null)) as UserJson;
}

export async function userJson(sql: Sql, id: string): Promise<UserJson> {
  const { rows } = await sql.query<{ user_json: string }>(`${USER_JSON_SQL} WHERE u.id = $1::uuid`, [id]);
  if (!rows[0]) throw errors.userNotFound();
  return withoutNulls(JSON.parse(rows[0].user_json) as Record<string, unknown>);
}

export async function userJsonPage(sql: Sql, limit: number, offset: number): Promise<UserJson[]> {
  const { rows } = await sql.query<{ user_json: string }>(
    `${USER_JSON_SQL} WHERE u.deleted_at IS NULL ORDER BY u.created_at, u.id LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return rows.map((r) => withoutNulls(JSON.parse(r.user_json) as Record<string, unknown>));
}

export async function countUsers(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM auth.users WHERE deleted_at IS NULL',
  );
  return rows[0]?.n ?? 0;
}

/** GoTrue's rule for an email address: short enough and shaped like one. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function normalizeEmail(email: unknown): string {
  if (typeof email !== 'string') throw errors.validation('An email address is required');
  const normalized = email.trim().toLowerCase();
  if (normalized.length > 255 || !EMAIL.test(normalized)) throw errors.emailInvalid(email);
  return normalized;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  confirmed: boolean;
  invited?: boolean;
  appMetadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
  role?: string;
}

/** Inserts a user and its email identity, as GoTrue does; a taken email is `email_exists`. */
export async function insertUser(sql: Sql, user: NewUser): Promise<string> {
  const existing = await userByEmail(sql, user.email);
  if (existing) throw errors.emailExists();
  const appMetadata = { provider: 'email', providers: ['email'], ...user.appMetadata };
  const { rows } = await sql.query<{ id: string }>(
    `INSERT INTO auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous)
     VALUES ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', $1, $2, $3,
       CASE WHEN $4::boolean THEN now() END, CASE WHEN $5::boolean THEN now() END, $6::jsonb, $7::jsonb, now(), now(), false, false)
     RETURNING id::text AS id`,
    [
      user.role ?? 'authenticated',
      user.email,
      user.passwordHash,
      user.confirmed,
      user.invited ?? false,
      JSON.stringify(appMetadata),
      JSON.stringify(user.userMetadata ?? {}),
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('The user was not created');
  await sql.query(
    `INSERT INTO auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     VALUES ($1::text, $1::text::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', $3::boolean, 'phone_verified', false), 'email', now(), now())`,
    [id, user.email, user.confirmed],
  );
  return id;
}

export function isBanned(user: UserRecord, now = Date.now()): boolean {
  return user.banned_until !== null && new Date(user.banned_until).getTime() > now;
}
