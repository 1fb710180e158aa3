import { bearerToken, sessionClaims } from '../_shared/caller.ts';
import { callerClient, type Client } from '../_shared/clients.ts';
import { failures } from './failures.ts';

/**
 * The project as the signed-in user calling. The anon key passes the gateway's JWT check but names
 * no user, so it is refused here (401); a user without a staff role gets through, and row-level
 * security then shows them no backlinks, so nothing is fetched or changed.
 */
export async function signedInCaller(request: Request): Promise<Client> {
  const token = bearerToken(request);
  if (!token) throw failures.notSignedIn();
  await sessionClaims(token, failures.notSignedIn);
  return callerClient(token);
}
