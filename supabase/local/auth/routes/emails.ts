import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { Sql } from '../../db/database.ts';
import {
  type AuthContext,
  type AuthHonoContext,
  clientIp,
  jsonBody,
  limit,
  requireAdmin,
  requestMeta,
  safeRedirect,
} from '../context.ts';
import { errors } from '../errors.ts';
import { type AuthMail, type MailKind, sendMail } from '../mailer.ts';
import { emailWait, issueToken, type OtpType } from '../one-time-tokens.ts';
import { assertStrongPassword, hashPassword } from '../passwords.ts';
import { startSession } from '../sessions.ts';
import { insertUser, normalizeEmail, userByEmail, userById, userJson, type UserRecord } from '../users.ts';

const metadataOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Issues a token of `type` and returns the email that carries it (sent once the transaction commits). */
async function mailToken(
  sql: Sql,
  ctx: AuthContext,
  user: UserRecord,
  type: OtpType,
  kind: MailKind,
  redirectTo: string,
): Promise<AuthMail> {
  const address = user.email ?? '';
  const issued = await issueToken(sql, ctx.config, user, type, address, redirectTo);
  return { to: address, kind, link: issued.link, otp: issued.otp };
}

/** Sends the email a committed transaction owes, if any. */
async function deliver(ctx: AuthContext, mail: AuthMail | undefined): Promise<void> {
  if (mail) await sendMail(ctx.mail, ctx.config, ctx.log, mail);
}

/**
 * /recover and /otp answer an address without an account exactly as one with: every address may be
 * asked for one email per interval, and a known one whose last link went out too recently some
 * other way (an admin's generated link, or before a restart) silently gets none. GoTrue itself
 * answers unknown addresses differently (200 where it would say 429, and 422 otp_disabled).
 */
function limitEmailsTo(ctx: AuthContext, c: AuthHonoContext, email: string): void {
  limit(ctx.limits.emailsPerIp, clientIp(c, ctx));
  const wait = ctx.limits.emailsPerAddress.hit(email);
  if (wait !== undefined) throw errors.emailRateLimited(wait);
}

/** Whether the user's last recovery or magic link (they share a token) is older than the interval. */
const linkDue = (ctx: AuthContext, user: UserRecord) => emailWait(ctx.config, user.recovery_sent_at) === 0;

/** POST /recover, /otp, /invite and /signup: everything that creates an account or emails a link. */
export function emailRoutes(app: Hono<{ Bindings: HttpBindings }>, ctx: AuthContext): void {
  app.post('/recover', async (c) => {
    const body = await jsonBody(c);
    const email = normalizeEmail(body.email);
    limitEmailsTo(ctx, c, email);
    const redirectTo = safeRedirect(ctx, c.req.query('redirect_to'));
    const mail = await ctx.db.transaction(async (tx) => {
      const user = await userByEmail(tx, email);
      return user && linkDue(ctx, user)
        ? mailToken(tx, ctx, user, 'recovery', 'recovery', redirectTo)
        : undefined;
    });
    await deliver(ctx, mail);
    return c.json({});
  });

  app.post('/otp', async (c) => {
    const body = await jsonBody(c);
    const email = normalizeEmail(body.email);
    limitEmailsTo(ctx, c, email);
    const redirectTo = safeRedirect(ctx, c.req.query('redirect_to'));
    const createUser = body.create_user !== false;
    const mail = await ctx.db.transaction(async (tx) => {
      let user = await userByEmail(tx, email);
      if (!user) {
        if (!createUser || !ctx.config.enableSignup) return undefined;
        const id = await insertUser(tx, {
          email,
          passwordHash: null,
          confirmed: false,
          userMetadata: metadataOf(body.data),
        });
        user = await userById(tx, id);
      }
      return user && linkDue(ctx, user)
        ? mailToken(tx, ctx, user, 'magiclink', 'magiclink', redirectTo)
        : undefined;
    });
    await deliver(ctx, mail);
    return c.json({});
  });

  app.post('/invite', async (c) => {
    await requireAdmin(c, ctx);
    const body = await jsonBody(c);
    const email = normalizeEmail(body.email);
    const redirectTo = safeRedirect(ctx, c.req.query('redirect_to'));
    const invited = await ctx.db.transaction(async (tx) => {
      let user = await userByEmail(tx, email);
      if (user?.email_confirmed_at) throw errors.emailExists();
      if (!user) {
        const id = await insertUser(tx, {
          email,
          passwordHash: null,
          confirmed: false,
          invited: true,
          userMetadata: metadataOf(body.data),
        });
        user = await userById(tx, id);
      }
      if (!user) throw errors.userNotFound();
      await tx.query('UPDATE auth.users SET invited_at = now() WHERE id = $1::uuid', [user.id]);
      const mail = await mailToken(tx, ctx, user, 'invite', 'invite', redirectTo);
      return { mail, user: await userJson(tx, user.id) };
    });
    await deliver(ctx, invited.mail);
    return c.json(invited.user);
  });

  app.post('/signup', async (c) => {
    if (!ctx.config.enableSignup) throw errors.signupDisabled();
    limit(ctx.limits.signInPerIp, clientIp(c, ctx));
    const body = await jsonBody(c);
    const email = normalizeEmail(body.email);
    assertStrongPassword(body.password, ctx.config.passwordMinLength);
    const passwordHash = await hashPassword(body.password);
    const meta = requestMeta(c, ctx);
    return c.json(
      await ctx.db.transaction(async (tx) => {
        const id = await insertUser(tx, {
          email,
          passwordHash,
          confirmed: true,
          userMetadata: metadataOf(body.data),
        });
        const user = await userById(tx, id);
        if (!user) throw errors.userNotFound();
        return startSession(tx, ctx.config, user, 'password', meta);
      }),
    );
  });
}
