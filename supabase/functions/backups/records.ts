/** The `public.backups` rows that list the stored backup documents. */
import * as z from 'zod/v4-mini';
import type { Client } from '../_shared/clients.ts';
import { type BackupRow, backupRow } from './contract.ts';
import { failures } from './failures.ts';
import { fromDatabase } from './upstream.ts';

export type NewBackup = Omit<BackupRow, 'id' | 'created_at' | 'updated_at'>;

export async function recordBackup(client: Client, backup: NewBackup): Promise<BackupRow> {
  const inserted = await client.from('backups').insert(backup).select().single();
  if (inserted.error?.code === '23505') throw failures.exists();
  if (inserted.error) throw fromDatabase(inserted.error);
  return backupRow.parse(inserted.data);
}

export async function findBackup(client: Client, id: string): Promise<BackupRow> {
  const found = await client.from('backups').select().eq('id', id).maybeSingle();
  if (found.error) throw fromDatabase(found.error);
  if (!found.data) throw failures.notFound();
  return backupRow.parse(found.data);
}

/** Whether a backup row already lists the file at `path`. */
export async function isRecorded(client: Client, path: string): Promise<boolean> {
  const { data, error } = await client.from('backups').select('id').eq('file_path', path).maybeSingle();
  if (error) throw fromDatabase(error);
  return data !== null;
}

/** Backups of some kinds made at or after `since`, newest first. */
export async function backupsSince(
  client: Client,
  kinds: readonly BackupRow['kind'][],
  since: Date,
): Promise<BackupRow[]> {
  const { data, error } = await client
    .from('backups')
    .select()
    .in('kind', kinds)
    .gte('created_at', since.toISOString())
    .order('created_at', { ascending: false });
  if (error) throw fromDatabase(error);
  return z.array(backupRow).parse(data);
}

/** Every backup of a kind, newest first. */
export async function backupsOfKind(client: Client, kind: BackupRow['kind']): Promise<BackupRow[]> {
  const { data, error } = await client
    .from('backups')
    .select()
    .eq('kind', kind)
    .order('created_at', { ascending: false })
    .order('id');
  if (error) throw fromDatabase(error);
  return z.array(backupRow).parse(data);
}

export async function deleteBackupRows(client: Client, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const { error } = await client.from('backups').delete().in('id', ids);
  if (error) throw fromDatabase(error);
}
