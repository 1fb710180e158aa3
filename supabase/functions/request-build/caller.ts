import { bearerToken, sessionClaims } from '../_shared/caller.ts';
import { callerClient, type Client } from '../_shared/clients.ts';
import { failures } from './failures.ts';

export interface Caller {
  id: string;
  /** The project as the caller (row-level security and the database's role checks apply). */
  client: Client;
}

/**
 * The signed-in user calling. The anon key passes the gateway's JWT check but names no user, so it
 * is refused here (401). Whether they may publish is the database's decision (see staff.ts).
 */
export async function signedInCaller(request: Request): Promise<Caller> {
  const token = bearerToken(request);
  if (!token) throw failures.notSignedIn();
  const { sub } = await sessionClaims(token, failures.notSignedIn);
  return { id: sub, client: callerClient(token) };
}
