import type { BackupRow } from './contract.ts';
import { readDocument } from './document.ts';
import { readStoredFile, removeDocuments } from './files.ts';
import { Failure, failures } from './failures.ts';
import { isRecorded, recordBackup } from './records.ts';
import type { Client } from '../_shared/clients.ts';

/**
 * Lists a backup file an admin uploaded to `uploaded/<name>.json` once it proves to be a whole,
 * unchanged backup; a file that is not is removed, so the bucket holds only usable backups.
 * A newer schema is no reason to refuse it: it can be restored once the site is updated.
 */
export async function registerUpload(client: Client, adminId: string, path: string): Promise<BackupRow> {
  // Checked first: a refused file is removed, and a registered one must never be.
  if (await isRecorded(client, path)) throw failures.exists();
  const file = await readStoredFile(client, path);
  const document = await readDocument(file.text).catch(async (error: unknown) => {
    if (error instanceof Failure) await removeDocuments(client, [path]);
    throw error;
  });
  return recordBackup(client, {
    kind: 'uploaded',
    file_path: path,
    schema_version: document.schema_version,
    size_bytes: file.sizeBytes,
    sha256: document.sha256,
    row_counts: document.row_counts,
    note: null,
    created_by: adminId,
  });
}
