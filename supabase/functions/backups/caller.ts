import * as z from 'zod/v4-mini';
import { bearerToken, secondFactorPending, sessionClaims } from '../_shared/caller.ts';
import { callerClient, type Client, env, serviceClient } from '../_shared/clients.ts';
import { failures } from './failures.ts';
import { fromDatabase } from './upstream.ts';

/** Who is asking: an admin (their own client, row-level security applies) or the service role. */
export type Caller = { kind: 'admin'; id: string; client: Client } | { kind: 'service'; client: Client };

const ownRole = z.nullable(z.object({ role: z.string() }));
const settings = z.nullable(z.object({ require_admin_mfa: z.boolean() }));

/**
 * The service role (the local stack's daily job), or a user whose own role row — read with their
 * own token — says admin, in a two-factor session when they enrolled a factor or the site requires
 * one of admins. The database's policies still decide every read and write the admin makes.
 */
export async function identify(request: Request): Promise<Caller> {
  const token = bearerToken(request);
  if (!token) throw failures.notSignedIn();
  if (token === env('SUPABASE_SERVICE_ROLE_KEY')) return { kind: 'service', client: serviceClient() };
  const claims = await sessionClaims(token, failures.notSignedIn);
  const client = callerClient(token);
  const [role, site, factorPending] = await Promise.all([
    client.from('user_roles').select('role').eq('user_id', claims.sub).maybeSingle(),
    client.from('site_settings').select('require_admin_mfa').maybeSingle(),
    secondFactorPending(token, failures.notSignedIn),
  ]);
  if (role.error) throw fromDatabase(role.error);
  if (site.error) throw fromDatabase(site.error);
  if (ownRole.parse(role.data)?.role !== 'admin') throw failures.forbidden();
  const siteRequiresMfa = settings.parse(site.data)?.require_admin_mfa === true;
  if (factorPending || (siteRequiresMfa && claims.aal !== 'aal2')) throw failures.mfaRequired();
  return { kind: 'admin', id: claims.sub, client };
}
