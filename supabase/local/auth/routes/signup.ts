import crypto from 'node:crypto';
import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { Sql } from '../../db/database.ts';
import { type AuthContext, clientIp, jsonBody, limit, requestMeta, safeRedirect } from '../context.ts';
import { errors } from '../errors.ts';
import type { AuthMail } from '../mailer.ts';
import { emailWait } from '../one-time-tokens.ts';
import { deliver, mailToken, metadataOf } from '../outgoing-mail.ts';
import { assertStrongPassword, hashPassword } from '../passwords.ts';
import { type CodeChallenge, codeChallengeOf } from '../pkce.ts';
import { startSession } from '../sessions.ts';
import { insertUser, normalizeEmail, userByEmail, userById, userJson, type UserRecord } from '../users.ts';

/**
 * GoTrue's answer to signing up again with a confirmed address while confirmations are on: a user
 * that looks new (random id, no identities), so the answer does not tell who has an account.
 */
function lookalikeUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

interface Signup {
  email: string;
  passwordHash: string;
  data: Record<string, unknown>;
  redirectTo: string;
  challenge: CodeChallenge | undefined;
}

/** An unconfirmed account (new, or an earlier unconfirmed sign-up taking the new password) and its confirmation email. */
async function signupToConfirm(
  tx: Sql,
  ctx: AuthContext,
  signup: Signup,
): Promise<{ user: Record<string, unknown>; mail?: AuthMail }> {
  const existing = await userByEmail(tx, signup.email);
  if (existing?.email_confirmed_at) return { user: lookalikeUser(signup.email, signup.data) };
  let user: UserRecord | undefined = existing;
  if (user) {
    await tx.query(
      `UPDATE auth.users SET encrypted_password = $2, raw_user_meta_data = $3::jsonb, updated_at = now() WHERE id = $1::uuid`,
      [user.id, signup.passwordHash, JSON.stringify(signup.data)],
    );
  } else {
    const id = await insertUser(tx, {
      email: signup.email,
      passwordHash: signup.passwordHash,
      confirmed: false,
      userMetadata: signup.data,
    });
    user = await userById(tx, id);
  }
  if (!user) throw errors.userNotFound();
  const wait = emailWait(ctx.config, user.confirmation_sent_at);
  if (wait > 0) throw errors.emailRateLimited(wait);
  const mail = await mailToken(tx, ctx, user, 'signup', 'signup', signup.redirectTo, signup.challenge);
  return { user: await userJson(tx, user.id), mail };
}

/** POST /signup: with confirmations on, an unconfirmed account and an email; off, a session at once. */
export function signupRoute(app: Hono<{ Bindings: HttpBindings }>, ctx: AuthContext): void {
  app.post('/signup', async (c) => {
    if (!ctx.config.enableSignup) throw errors.signupDisabled();
    limit(ctx.limits.signInPerIp, clientIp(c, ctx));
    const body = await jsonBody(c);
    const email = normalizeEmail(body.email);
    const challenge = codeChallengeOf(body);
    assertStrongPassword(body.password, ctx.config.passwordMinLength);
    const signup: Signup = {
      email,
      passwordHash: await hashPassword(body.password),
      data: metadataOf(body.data),
      redirectTo: safeRedirect(ctx, c.req.query('redirect_to')),
      challenge,
    };

    if (ctx.config.enableConfirmations) {
      limit(ctx.limits.emailsPerIp, clientIp(c, ctx));
      const result = await ctx.db.transaction((tx) => signupToConfirm(tx, ctx, signup));
      await deliver(ctx, result.mail);
      return c.json(result.user);
    }

    const meta = requestMeta(c, ctx);
    return c.json(
      await ctx.db.transaction(async (tx) => {
        if (await userByEmail(tx, email)) throw errors.userAlreadyExists();
        const id = await insertUser(tx, {
          email,
          passwordHash: signup.passwordHash,
          confirmed: true,
          userMetadata: signup.data,
        });
        const user = await userById(tx, id);
        if (!user) throw errors.userNotFound();
        return startSession(tx, ctx.config, user, 'password', meta);
      }),
    );
  });
}
