import { bearerToken, sessionClaims } from '../_shared/caller.ts';
import { type Client, env, serviceClient } from '../_shared/clients.ts';
import { failures } from './failures.ts';

/** The service role's client; a signed-in user is refused (403), anyone else is not signed in (401). */
export async function serviceRoleOnly(request: Request): Promise<Client> {
  const token = bearerToken(request);
  if (!token) throw failures.notSignedIn();
  if (token === env('SUPABASE_SERVICE_ROLE_KEY')) return serviceClient();
  await sessionClaims(token, failures.notSignedIn);
  throw failures.forbidden();
}
