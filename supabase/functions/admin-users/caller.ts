import { isAuthApiError, isAuthRetryableFetchError } from '@supabase/supabase-js';
import { z } from 'zod';
import { anonClient, callerClient, type Client } from './clients.ts';
import { failures } from './failures.ts';
import { fromDatabase } from './upstream.ts';

export interface Caller {
  id: string;
  /** The project as the caller (row-level security applies). */
  client: Client;
}

const ownRole = z.object({ role: z.string() }).nullable();
const settings = z.object({ require_admin_mfa: z.boolean() }).nullable();

function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1];
}

/** The verified claims of a user's access token whose session is still live. */
async function claimsOf(token: string): Promise<Record<string, unknown>> {
  const { data, error } = await anonClient().auth.getClaims(token);
  if (error) {
    // An auth server that is down is our failure (500); any other refusal means no live session.
    if (isAuthRetryableFetchError(error) || (isAuthApiError(error) && error.status >= 500)) throw error;
    throw failures.notSignedIn();
  }
  if (typeof data?.claims.sub !== 'string' || data.claims.sub === '') throw failures.notSignedIn();
  return data.claims;
}

/**
 * The caller, when they are an admin. Read with the caller's own token, so only what row-level
 * security lets them see decides: their own role row, and whether admins need two-factor sessions.
 */
export async function requireAdmin(request: Request): Promise<Caller> {
  const token = bearerToken(request);
  if (!token) throw failures.notSignedIn();
  const claims = await claimsOf(token);
  const id = String(claims.sub);
  const client = callerClient(token);
  const [role, site] = await Promise.all([
    client.from('user_roles').select('role').eq('user_id', id).maybeSingle(),
    client.from('site_settings').select('require_admin_mfa').maybeSingle(),
  ]);
  if (role.error) throw fromDatabase(role.error);
  if (site.error) throw fromDatabase(site.error);
  if (ownRole.parse(role.data)?.role !== 'admin') throw failures.notAdmin();
  if (settings.parse(site.data)?.require_admin_mfa === true && claims.aal !== 'aal2')
    throw failures.mfaRequired();
  return { id, client };
}
