import type { Caller } from './caller.ts';
import { restoreReport, type RestoreResult } from './contract.ts';
import { type BackupDocument, type BackupState, readDocument } from './document.ts';
import { readStoredFile } from './files.ts';
import { failures } from './failures.ts';
import { findBackup } from './records.ts';
import { readBackupState } from './snapshot.ts';
import { fromDatabase } from './upstream.ts';

/** Versions are migration timestamps, compared as numbers of any length (as `restore_backup` does). */
const isNewer = (theirs: string, ours: string) =>
  theirs.length === ours.length ? theirs > ours : theirs.length > ours.length;

function missingFiles(
  backup: BackupDocument['files'],
  stored: BackupState['files'],
): RestoreResult['missing_files'] {
  const absent = (listed: { name: string }[], present: { name: string }[]) => {
    const names = new Set(present.map((file) => file.name));
    return listed.map((file) => file.name).filter((name) => !names.has(name));
  };
  return { media: absent(backup.media, stored.media), downloads: absent(backup.downloads, stored.downloads) };
}

/**
 * Checks a stored backup — it parses, has the format's shape, its SHA-256 matches both the
 * document and its row, and its schema is not newer than the database's — before the database
 * compares it with the data (`dry_run`) or replaces the data with it in one transaction.
 */
export async function restoreBackup(
  caller: Caller,
  request: { backup_id: string; dry_run: boolean },
): Promise<RestoreResult> {
  const { client } = caller;
  const row = await findBackup(client, request.backup_id);
  const document = await readDocument((await readStoredFile(client, row.file_path)).text);
  if (document.sha256 !== row.sha256 || document.schema_version !== row.schema_version)
    throw failures.tampered();
  const current = await readBackupState(client);
  if (isNewer(document.schema_version, current.schema_version))
    throw failures.newerSchema(document.schema_version, current.schema_version);
  const restored = await client.rpc('restore_backup', {
    p_schema_version: document.schema_version,
    p_tables: document.tables,
    p_dry_run: request.dry_run,
  });
  if (restored.error) throw fromDatabase(restored.error);
  return {
    report: restoreReport.parse(restored.data),
    missing_files: missingFiles(document.files, current.files),
  };
}
