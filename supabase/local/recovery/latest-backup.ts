import fs from 'node:fs/promises';
import path from 'node:path';
import { type BackupDocument, BACKUP_FORMAT, readDocument } from '../../functions/backups/document.ts';

/** How every backup file begins: `writeDocument` puts the format first. */
const SIGNATURE = Buffer.from(`{"format":"${BACKUP_FORMAT}"`);

async function startsWithSignature(file: string): Promise<boolean> {
  const handle = await fs.open(file, 'r');
  try {
    const head = Buffer.alloc(SIGNATURE.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(SIGNATURE);
  } finally {
    await handle.close();
  }
}

/**
 * The newest intact backup among stored files whose names are lost with their database: Storage
 * keeps bytes under `<storage>/objects/<2>/<version>`, so backups are found by their content and
 * checked as a restore checks them (shape, SHA-256, row counts).
 */
export async function latestBackupIn(storageDir: string): Promise<BackupDocument | undefined> {
  const root = path.join(storageDir, 'objects');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  let latest: BackupDocument | undefined;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (!(await startsWithSignature(file))) continue;
    const document = await readDocument(await fs.readFile(file, 'utf8')).catch(() => undefined);
    if (document && (!latest || document.created_at > latest.created_at)) latest = document;
  }
  return latest;
}
