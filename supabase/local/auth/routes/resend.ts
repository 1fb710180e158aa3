import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { Sql } from '../../db/database.ts';
import { type AuthContext, clientIp, jsonBody, limit, safeRedirect } from '../context.ts';
import { errors } from '../errors.ts';
import type { AuthMail } from '../mailer.ts';
import { emailWait } from '../one-time-tokens.ts';
import { deliver, mailToken } from '../outgoing-mail.ts';
import { type CodeChallenge, codeChallengeOf } from '../pkce.ts';
import { normalizeEmail, userByEmail } from '../users.ts';

const TYPES = ['signup', 'email_change', 'sms', 'phone_change'] as const;
type ResendType = (typeof TYPES)[number];

/** A string field of the body, '' when absent; any other JSON type is refused as GoTrue's decoder would. */
function textField(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw errors.badJson();
  return value;
}

/** GoTrue's checks, in its order: the type, what it needs, then one address (phone logins are off here). */
function resendRequest(body: Record<string, unknown>): {
  type: 'signup' | 'email_change';
  email: string;
  challenge: CodeChallenge | undefined;
} {
  const type = textField(body, 'type') as ResendType;
  if (!TYPES.includes(type))
    throw errors.validation('Missing one of these types: signup, email_change, sms, phone_change');
  const challenge = type === 'signup' || type === 'email_change' ? codeChallengeOf(body) : undefined;
  const email = textField(body, 'email');
  const phone = textField(body, 'phone');
  if (!email && type === 'signup') throw errors.validation('Type provided requires an email address');
  if (!phone && type === 'sms') throw errors.validation('Type provided requires a phone number');
  if (email && phone) throw errors.validation('Only an email address or phone number should be provided.');
  if (phone) throw errors.phoneDisabled();
  if (!email) throw errors.validation('Missing email address or phone number');
  // Without phone logins, only the email types get this far.
  return { type: type as 'signup' | 'email_change', email: normalizeEmail(email), challenge };
}

/** The email a resend owes: none for an unknown address, a confirmed sign-up or no pending change. */
async function resentMail(
  tx: Sql,
  ctx: AuthContext,
  request: ReturnType<typeof resendRequest>,
  redirectTo: string,
): Promise<AuthMail | undefined> {
  const user = await userByEmail(tx, request.email);
  if (!user) return undefined;
  if (request.type === 'signup') {
    if (user.email_confirmed_at) return undefined;
    const wait = emailWait(ctx.config, user.confirmation_sent_at);
    if (wait > 0) throw errors.emailRateLimited(wait);
    return mailToken(tx, ctx, user, 'signup', 'signup', redirectTo, request.challenge);
  }
  if (!user.email_change) return undefined;
  const wait = emailWait(ctx.config, user.email_change_sent_at);
  if (wait > 0) throw errors.emailRateLimited(wait);
  return mailToken(
    tx,
    ctx,
    user,
    'email_change',
    'email_change',
    redirectTo,
    request.challenge,
    user.email_change,
  );
}

/**
 * POST /resend: the sign-up confirmation or email-change email again, as GoTrue sends it, no sooner
 * than the email interval after the last one (429). An address with nothing to resend is answered
 * alike: its first request 200, another within the interval 429, so the answers do not tell them apart.
 */
export function resendRoute(app: Hono<{ Bindings: HttpBindings }>, ctx: AuthContext): void {
  app.post('/resend', async (c) => {
    const request = resendRequest(await jsonBody(c));
    limit(ctx.limits.emailsPerIp, clientIp(c, ctx));
    const redirectTo = safeRedirect(ctx, c.req.query('redirect_to'));
    const mail = await ctx.db.transaction((tx) => resentMail(tx, ctx, request, redirectTo));
    const wait = ctx.limits.emailsPerAddress.hit(request.email);
    if (!mail && wait !== undefined) throw errors.emailRateLimited(wait);
    await deliver(ctx, mail);
    return c.json({});
  });
}
