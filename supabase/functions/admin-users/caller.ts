import * as z from 'zod/v4-mini';
import { bearerToken, secondFactorPending, sessionClaims } from '../_shared/caller.ts';
import { callerClient, type Client } from '../_shared/clients.ts';
import { failures } from './failures.ts';
import { fromDatabase } from './upstream.ts';

export interface Caller {
  id: string;
  /** The project as the caller (row-level security applies). */
  client: Client;
}

const ownRole = z.nullable(z.object({ role: z.string() }));
const settings = z.nullable(z.object({ require_admin_mfa: z.boolean() }));

/**
 * The caller, when they are an admin in a two-factor (aal2) session if they enrolled a factor or the
 * site requires one of admins. Read with the caller's own token, so only what row-level security
 * lets them see decides: their own role row, and whether admins need two-factor sessions.
 */
export async function requireAdmin(request: Request): Promise<Caller> {
  const token = bearerToken(request);
  if (!token) throw failures.notSignedIn();
  const claims = await sessionClaims(token, failures.notSignedIn);
  const id = claims.sub;
  const client = callerClient(token);
  const [role, site, factorPending] = await Promise.all([
    client.from('user_roles').select('role').eq('user_id', id).maybeSingle(),
    client.from('site_settings').select('require_admin_mfa').maybeSingle(),
    secondFactorPending(token, failures.notSignedIn),
  ]);
  if (role.error) throw fromDatabase(role.error);
  if (site.error) throw fromDatabase(site.error);
  if (ownRole.parse(role.data)?.role !== 'admin') throw failures.notAdmin();
  const siteRequiresMfa = settings.parse(site.data)?.require_admin_mfa === true;
  if (factorPending || (siteRequiresMfa && claims.aal !== 'aal2')) throw failures.mfaRequired();
  return { id, client };
}
