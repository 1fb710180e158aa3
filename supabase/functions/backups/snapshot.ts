import type { Client } from '../_shared/clients.ts';
import { type Snapshot, snapshotSchema } from './document.ts';
import { fromDatabase } from './upstream.ts';

/** Every backed-up table and the stored files' list, read at one moment (`public.backup_snapshot`). */
export async function takeSnapshot(client: Client): Promise<Snapshot> {
  const snapshot = await client.rpc('backup_snapshot');
  if (snapshot.error) throw fromDatabase(snapshot.error);
  return snapshotSchema.parse(snapshot.data);
}
