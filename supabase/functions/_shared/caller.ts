import { isAuthApiError, isAuthRetryableFetchError } from '@supabase/supabase-js';
import { anonClient } from './clients.ts';

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1];
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
  if (error) {
    // An auth server that is down is our failure (500); any other refusal means no live session.
    if (isAuthRetryableFetchError(error) || (isAuthApiError(error) && error.status >= 500)) throw error;
    throw notSignedIn();
  }
  if (typeof data?.claims.sub !== 'string' || data.claims.sub === '') throw notSignedIn();
  return { sub: data.claims.sub, aal: data.claims.aal };
}
