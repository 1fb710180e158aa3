import type { Caller } from './caller.ts';
import { fromDatabase } from './builds.ts';

/**
 * Refuses (403) a caller who may not publish. The database decides, with the same rule as its
 * other publishing functions (publish_status is for staff only), so a disabled account or a
 * revoked session is refused here too before the service role is used.
 */
export async function requireStaff(caller: Caller): Promise<void> {
  const { error } = await caller.client.rpc('publish_status');
  if (error) throw fromDatabase(error);
}
