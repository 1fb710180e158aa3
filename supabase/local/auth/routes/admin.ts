import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { Sql } from '../../db/database.ts';
import { type AuthContext, jsonBody, requireAdmin, safeRedirect } from '../context.ts';
import { errors } from '../errors.ts';
import { listFactors } from '../mfa.ts';
import { issueToken } from '../one-time-tokens.ts';
import { assertStrongPassword, hashPassword } from '../passwords.ts';
import {
  countUsers,
  insertUser,
  normalizeEmail,
  userByEmail,
  userById,
  userJson,
  userJsonPage,
} from '../users.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function userId(id: string): string {
  if (!UUID.test(id)) throw errors.userNotFound();
  return id;
}

const objectOr = (
  value: unknown,
  fallback: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined => {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'object' || Array.isArray(value))
    throw errors.validation('metadata must be an object');
  return value as Record<string, unknown>;
};

const DURATION_UNITS: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001 };

/** A Go duration such as `24h` or `1h30m` in seconds; `none` lifts a ban. */
function banSeconds(value: unknown): number | 'none' | undefined {
  if (value === undefined) return undefined;
  if (value === 'none') return 'none';
  if (typeof value !== 'string' || !/^(\d+(\.\d+)?(h|ms|m|s))+$/.test(value))
    throw errors.validation('ban_duration must be a duration like "24h" or "none"');
  let seconds = 0;
  for (const [, amount, , unit] of value.matchAll(/(\d+(\.\d+)?)(h|ms|m|s)/g))
    seconds += Number(amount) * (DURATION_UNITS[unit ?? 's'] ?? 1);
  return seconds;
}

async function applyBan(sql: Sql, id: string, ban: number | 'none' | undefined): Promise<void> {
  if (ban === undefined) return;
  if (ban === 'none')
    await sql.query('UPDATE auth.users SET banned_until = NULL, updated_at = now() WHERE id = $1::uuid', [
      id,
    ]);
  else {
    await sql.query(
      'UPDATE auth.users SET banned_until = now() + make_interval(secs => $2), updated_at = now() WHERE id = $1::uuid',
      [id, ban],
    );
    await sql.query('DELETE FROM auth.sessions WHERE user_id = $1::uuid', [id]);
  }
}

/** The admin API: user management with the service-role key. */
export function adminRoutes(app: Hono<{ Bindings: HttpBindings }>, ctx: AuthContext): void {
  app.use('/admin/*', async (c, next) => {
    await requireAdmin(c, ctx);
    await next();
  });

  app.get('/admin/users', async (c) => {
    const page = Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1);
    const perPage = Math.min(1000, Math.max(1, Number.parseInt(c.req.query('per_page') ?? '50', 10) || 50));
    const [users, total] = await ctx.db.transaction(
      async (tx) => [await userJsonPage(tx, perPage, (page - 1) * perPage), await countUsers(tx)] as const,
    );
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const links = [];
    if (page < lastPage) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    links.push(`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);
    c.header('x-total-count', String(total));
    c.header('link', links.join(', '));
    return c.json({ users, aud: 'authenticated' });
  });

  app.post('/admin/users', async (c) => {
    const body = await jsonBody(c);
    const email = normalizeEmail(body.email);
    let passwordHash: string | null = null;
    if (body.password !== undefined) {
      assertStrongPassword(body.password, ctx.config.passwordMinLength);
      passwordHash = await hashPassword(body.password);
    }
    const ban = banSeconds(body.ban_duration);
    return c.json(
      await ctx.db.transaction(async (tx) => {
        const id = await insertUser(tx, {
          email,
          passwordHash,
          confirmed: body.email_confirm === true,
          appMetadata: objectOr(body.app_metadata, {}) ?? {},
          userMetadata: objectOr(body.user_metadata, {}) ?? {},
          ...(typeof body.role === 'string' ? { role: body.role } : {}),
        });
        await applyBan(tx, id, ban);
        return userJson(tx, id);
      }),
    );
  });

  app.get('/admin/users/:id', async (c) => c.json(await userJson(ctx.db, userId(c.req.param('id')))));

  app.put('/admin/users/:id', async (c) => {
    const id = userId(c.req.param('id'));
    const body = await jsonBody(c);
    let passwordHash: string | undefined;
    if (body.password !== undefined) {
      assertStrongPassword(body.password, ctx.config.passwordMinLength);
      passwordHash = await hashPassword(body.password);
    }
    const email = body.email === undefined ? undefined : normalizeEmail(body.email);
    const appMetadata = objectOr(body.app_metadata, undefined);
    const userMetadata = objectOr(body.user_metadata, undefined);
    const ban = banSeconds(body.ban_duration);
    return c.json(
      await ctx.db.transaction(async (tx) => {
        const user = await userById(tx, id);
        if (!user) throw errors.userNotFound();
        if (email && email !== user.email) {
          const holder = await userByEmail(tx, email);
          if (holder && holder.id !== id) throw errors.emailExists();
          await tx.query('UPDATE auth.users SET email = $2, updated_at = now() WHERE id = $1::uuid', [
            id,
            email,
          ]);
          await tx.query(
            `UPDATE auth.identities SET identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now() WHERE user_id = $1::uuid AND provider = 'email'`,
            [id, email],
          );
        }
        if (body.email_confirm === true)
          await tx.query(
            'UPDATE auth.users SET email_confirmed_at = coalesce(email_confirmed_at, now()) WHERE id = $1::uuid',
            [id],
          );
        if (passwordHash)
          await tx.query(
            'UPDATE auth.users SET encrypted_password = $2, updated_at = now() WHERE id = $1::uuid',
            [id, passwordHash],
          );
        if (appMetadata)
          await tx.query(
            `UPDATE auth.users SET raw_app_meta_data = coalesce(raw_app_meta_data, '{}') || $2::jsonb, updated_at = now() WHERE id = $1::uuid`,
            [id, JSON.stringify(appMetadata)],
          );
        if (userMetadata)
          await tx.query(
            `UPDATE auth.users SET raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || $2::jsonb, updated_at = now() WHERE id = $1::uuid`,
            [id, JSON.stringify(userMetadata)],
          );
        await applyBan(tx, id, ban);
        return userJson(tx, id);
      }),
    );
  });

  app.delete('/admin/users/:id', async (c) => {
    const id = userId(c.req.param('id'));
    const body = await jsonBody(c);
    return c.json(
      await ctx.db.transaction(async (tx) => {
        const user = await userJson(tx, id);
        if (body.should_soft_delete === true) {
          await tx.query('DELETE FROM auth.sessions WHERE user_id = $1::uuid', [id]);
          await tx.query(
            `UPDATE auth.users SET deleted_at = now(), banned_until = 'infinity', email = NULL, encrypted_password = NULL WHERE id = $1::uuid`,
            [id],
          );
        } else {
          await tx.query('DELETE FROM auth.users WHERE id = $1::uuid', [id]);
        }
        return user;
      }),
    );
  });

  app.get('/admin/users/:id/factors', async (c) => {
    const id = userId(c.req.param('id'));
    if (!(await userById(ctx.db, id))) throw errors.userNotFound();
    return c.json(await listFactors(ctx.db, id));
  });

  app.delete('/admin/users/:id/factors/:factorId', async (c) => {
    const id = userId(c.req.param('id'));
    const factorId = c.req.param('factorId');
    if (!UUID.test(factorId)) throw errors.factorNotFound();
    const { rows } = await ctx.db.query<{ id: string }>(
      'DELETE FROM auth.mfa_factors WHERE id = $1::uuid AND user_id = $2::uuid RETURNING id::text AS id',
      [factorId, id],
    );
    if (!rows[0]) throw errors.factorNotFound();
    return c.json({ id: rows[0].id });
  });

  app.post('/admin/generate_link', async (c) => {
    const body = await jsonBody(c);
    const type = body.type;
    if (type !== 'recovery' && type !== 'invite' && type !== 'magiclink' && type !== 'signup') {
      throw errors.validation('Invalid link type');
    }
    const email = normalizeEmail(body.email);
    const redirectTo = safeRedirect(ctx, typeof body.redirect_to === 'string' ? body.redirect_to : undefined);
    return c.json(
      await ctx.db.transaction(async (tx) => {
        let user = await userByEmail(tx, email);
        if (!user) {
          if (type === 'recovery' || type === 'magiclink') throw errors.userNotFound();
          const id = await insertUser(tx, {
            email,
            passwordHash: null,
            confirmed: false,
            invited: type === 'invite',
            userMetadata: objectOr(body.data, {}) ?? {},
          });
          user = await userById(tx, id);
        }
        if (!user) throw errors.userNotFound();
        const issued = await issueToken(tx, ctx.config, user, type, email, redirectTo);
        return {
          ...(await userJson(tx, user.id)),
          action_link: issued.link,
          email_otp: issued.otp,
          hashed_token: issued.hash,
          redirect_to: redirectTo,
          verification_type: type,
        };
      }),
    );
  });
}
