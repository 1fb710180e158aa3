import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import {
  type AuthContext,
  clientIp,
  jsonBody,
  limit,
  requireAal2IfEnrolled,
  requireUser,
  safeRedirect,
} from '../context.ts';
import { errors } from '../errors.ts';
import { type AuthMail, sendMail } from '../mailer.ts';
import { emailWait } from '../one-time-tokens.ts';
import { mailToken } from '../outgoing-mail.ts';
import { assertStrongPassword, hashPassword, passwordMatches } from '../passwords.ts';
import { codeChallengeOf } from '../pkce.ts';
import { issueNonce, sessionNeedsNonce, spendNonce } from '../reauthentication.ts';
import { endSessions } from '../sessions.ts';
import { normalizeEmail, userByEmail, userJson } from '../users.ts';

/**
 * With secure password change on, a session started more than a day ago changes its password only
 * with the nonce GET /reauthenticate emailed (spent here, as GoTrue spends it before the update).
 */
async function checkReauthentication(
  ctx: AuthContext,
  caller: { user: { id: string; email: string | null }; sessionId: string | undefined },
  nonce: unknown,
): Promise<void> {
  if (!ctx.config.securePasswordChange) return;
  if (!(await sessionNeedsNonce(ctx.db, caller.sessionId))) return;
  if (typeof nonce !== 'string' || nonce === '') throw errors.reauthenticationNeeded();
  await spendNonce(ctx.db, ctx.config, caller.user.id, caller.user.email ?? '', nonce.trim());
}

/** GET/PUT /user, GET /reauthenticate and POST /logout: the signed-in user's own account. */
export function userRoutes(app: Hono<{ Bindings: HttpBindings }>, ctx: AuthContext): void {
  app.get('/user', async (c) => {
    const { user } = await requireUser(c, ctx);
    return c.json(await userJson(ctx.db, user.id));
  });

  app.put('/user', async (c) => {
    const caller = await requireUser(c, ctx);
    const body = await jsonBody(c);
    const { user } = caller;
    const newEmail = body.email === undefined ? undefined : normalizeEmail(body.email);
    const challenge = codeChallengeOf(body);
    if (body.password !== undefined || (newEmail !== undefined && newEmail !== user.email))
      requireAal2IfEnrolled(caller, errors.aal2ToChangeSecrets);
    let passwordHash: string | undefined;
    if (body.password !== undefined) {
      await checkReauthentication(ctx, caller, body.nonce);
      assertStrongPassword(body.password, ctx.config.passwordMinLength);
      if (await passwordMatches(body.password, user.encrypted_password)) throw errors.samePassword();
      passwordHash = await hashPassword(body.password);
    }
    if (
      body.data !== undefined &&
      (typeof body.data !== 'object' || body.data === null || Array.isArray(body.data))
    ) {
      throw errors.validation('data must be an object');
    }
    const data = body.data as Record<string, unknown> | undefined;
    const redirectTo = safeRedirect(ctx, c.req.query('redirect_to'));

    const updated = await ctx.db.transaction(async (tx) => {
      let mail: AuthMail | undefined;
      if (passwordHash)
        await tx.query(
          'UPDATE auth.users SET encrypted_password = $2, updated_at = now() WHERE id = $1::uuid',
          [user.id, passwordHash],
        );
      if (data) {
        // GoTrue merges the new metadata in; a key set to null is removed.
        const removed = Object.keys(data).filter((k) => data[k] === null);
        await tx.query(
          `UPDATE auth.users SET raw_user_meta_data = (coalesce(raw_user_meta_data, '{}') || $2::jsonb) - $3::text[], updated_at = now() WHERE id = $1::uuid`,
          [user.id, JSON.stringify(data), removed],
        );
      }
      if (newEmail && newEmail !== user.email) {
        if (await userByEmail(tx, newEmail)) throw errors.emailExists();
        const wait = emailWait(ctx.config, user.email_change_sent_at);
        if (wait > 0) throw errors.emailRateLimited(wait);
        limit(ctx.limits.emailsPerIp, clientIp(c, ctx));
        await tx.query('UPDATE auth.users SET email_change = $2 WHERE id = $1::uuid', [user.id, newEmail]);
        mail = await mailToken(
          tx,
          ctx,
          user,
          'email_change',
          'email_change',
          redirectTo,
          challenge,
          newEmail,
        );
      }
      return { mail, user: await userJson(tx, user.id) };
    });
    if (updated.mail) await sendMail(ctx.mail, ctx.config, ctx.log, updated.mail);
    return c.json(updated.user);
  });

  app.get('/reauthenticate', async (c) => {
    const { user } = await requireUser(c, ctx);
    if (!user.email)
      throw errors.validation('Reauthentication requires the user to have an email or a phone number');
    if (!user.email_confirmed_at) throw errors.verifyEmailFirst();
    limit(ctx.limits.emailsPerIp, clientIp(c, ctx));
    const email = user.email;
    const nonce = await ctx.db.transaction((tx) => issueNonce(tx, ctx.config, user.id, email));
    await sendMail(ctx.mail, ctx.config, ctx.log, {
      to: email,
      kind: 'reauthentication',
      link: '',
      otp: nonce,
    });
    return c.json({});
  });

  app.post('/logout', async (c) => {
    const caller = await requireUser(c, ctx).catch((error: unknown) => {
      // Signing out of a session that is already gone is not an error.
      if (
        error instanceof Error &&
        'code' in error &&
        (error.code === 'session_not_found' || error.code === 'user_not_found')
      )
        return undefined;
      throw error;
    });
    if (!caller) return c.body(null, 204);
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others')
      throw errors.validation(`Unsupported logout scope "${scope}"`);
    await endSessions(ctx.db, caller.user.id, caller.sessionId, scope);
    return c.body(null, 204);
  });
}
