import type { Client } from '../_shared/clients.ts';
import type { BackupKind, BackupRow } from './contract.ts';
import { rowCounts, writeDocument } from './document.ts';
import { newBackupPath, removeDocuments, storeDocument } from './files.ts';
import { recordBackup } from './records.ts';
import { takeSnapshot } from './snapshot.ts';

/**
 * Takes a backup now: the snapshot as a document in the bucket, then its row. The file goes first
 * so a row never points at nothing; a file whose row could not be written is removed again.
 */
export async function createBackup(
  client: Client,
  options: { kind: BackupKind; note?: string | null | undefined; createdBy: string | null },
): Promise<BackupRow> {
  const snapshot = await takeSnapshot(client);
  const document = await writeDocument(snapshot, options.kind);
  const path = newBackupPath(options.kind, new Date());
  await storeDocument(client, path, document.text);
  try {
    return await recordBackup(client, {
      kind: options.kind,
      file_path: path,
      schema_version: snapshot.schema_version,
      size_bytes: document.sizeBytes,
      sha256: document.sha256,
      row_counts: rowCounts(snapshot.tables),
      note: options.note ?? null,
      created_by: options.createdBy,
    });
  } catch (error) {
    await removeDocuments(client, [path]).catch(() => undefined);
    throw error;
  }
}
