import { isAuthApiError, isAuthRetryableFetchError } from '@supabase/supabase-js';
import { callerClient, anonClient, type Client } from './clients.ts';
import { failures } from './failures.ts';

function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1];
}

/**
 * The project as the signed-in user calling. The anon key passes the gateway's JWT check but names
 * no user, so it is refused here (401); a user without a staff role gets through, and row-level
 * security then shows them no backlinks, so nothing is fetched or changed.
 */
export async function signedInCaller(request: Request): Promise<Client> {
  const token = bearerToken(request);
  if (!token) throw failures.notSignedIn();
  const { data, error } = await anonClient().auth.getClaims(token);
  if (error) {
    if (isAuthRetryableFetchError(error) || (isAuthApiError(error) && error.status >= 500)) throw error;
    throw failures.notSignedIn();
  }
  if (typeof data?.claims.sub !== 'string' || data.claims.sub === '') throw failures.notSignedIn();
  return callerClient(token);
}
