import type { Client } from '../_shared/clients.ts';
import { type BackupState, backupStateSchema, type Snapshot, snapshotSchema } from './document.ts';
import { fromDatabase } from './upstream.ts';

/** Every backed-up table and the stored files' list, read at one moment (`public.backup_snapshot`). */
export async function takeSnapshot(client: Client): Promise<Snapshot> {
  const snapshot = await client.rpc('backup_snapshot');
  if (snapshot.error) throw fromDatabase(snapshot.error);
  return snapshotSchema.parse(snapshot.data);
}

/** The database's schema version and stored files, which a restore is checked against (`public.backup_state`). */
export async function readBackupState(client: Client): Promise<BackupState> {
  const state = await client.rpc('backup_state');
  if (state.error) throw fromDatabase(state.error);
  return backupStateSchema.parse(state.data);
}
