import { isAuthApiError, isAuthRetryableFetchError, type AuthError } from '@supabase/supabase-js';
import { anonClient, type Client, env, serviceClient } from './clients.ts';

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1];
}

/** An auth server that is down is our failure (500); any other refusal means no live session. */
function refusal(error: AuthError, notSignedIn: () => Error): Error {
  if (isAuthRetryableFetchError(error) || (isAuthApiError(error) && error.status >= 500)) return error;
  return notSignedIn();
}

/**
 * The verified claims of a live session's access token. The anon key passes the gateway's JWT
 * check but names no user, so it is refused like any other token without a session: `notSignedIn`.
 */
export async function sessionClaims(
  token: string,
  notSignedIn: () => Error,
): Promise<{ sub: string; aal: unknown }> {
  const { data, error } = await anonClient().auth.getClaims(token);
  if (error) throw refusal(error, notSignedIn);
  if (typeof data?.claims.sub !== 'string' || data.claims.sub === '') throw notSignedIn();
  return { sub: data.claims.sub, aal: data.claims.aal };
}

/**
 * Whether the session has yet to pass the second factor its user enrolled: GoTrue's next level is
 * aal2 once the user has a verified factor. Staff rights then need aal2, as private.has_role()
 * requires in the database.
 */
export async function secondFactorPending(token: string, notSignedIn: () => Error): Promise<boolean> {
  const { data, error } = await anonClient().auth.mfa.getAuthenticatorAssuranceLevel(token);
  if (error) throw refusal(error, notSignedIn);
  return data.nextLevel === 'aal2' && data.currentLevel !== 'aal2';
}

/**
 * The service role's client, for functions only a schedule calls: the service role key is let
 * through; a signed-in user is refused with `forbidden` (403), anyone else with `notSignedIn` (401).
 */
export async function serviceRoleOnly(
  request: Request,
  refusals: { notSignedIn: () => Error; forbidden: () => Error },
): Promise<Client> {
  const token = bearerToken(request);
  if (!token) throw refusals.notSignedIn();
  if (token === env('SUPABASE_SERVICE_ROLE_KEY')) return serviceClient();
  await sessionClaims(token, refusals.notSignedIn);
  throw refusals.forbidden();
}
