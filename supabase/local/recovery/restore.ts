import fs from 'node:fs/promises';
import type { BackupDocument } from '../../functions/backups/document.ts';
import type { Database } from '../db/database.ts';
import { requestSettingsSql } from '../db/request-settings.ts';
import { FileStore } from '../storage/files.ts';
import { storeObject } from '../storage/store-object.ts';

const SERVICE_ROLE = requestSettingsSql({
  role: 'service_role',
  claims: { role: 'service_role' },
  method: 'POST',
  path: '/recovery',
  headers: new Headers(),
  searchPath: ['public', 'extensions'],
});

/** Replaces every backed-up table's rows with the backup's, as the admin's restore does (`restore_backup`). */
export async function restoreRows(db: Database, backup: BackupDocument): Promise<void> {
  await db.transaction(
    (tx) =>
      tx.query('SELECT public.restore_backup($1, $2::jsonb, false)', [
        backup.schema_version,
        JSON.stringify(backup.tables),
      ]),
    { prelude: SERVICE_ROLE, timeLimitMs: 0 },
  );
}

interface ListedFile {
  name: string;
  version?: unknown;
  mimetype?: unknown;
}

/**
 * Stores again, under their names, the files the backup lists whose bytes are still in the
 * set-aside folder (backups list each file's version since `…_backup_file_versions`). Files that
 * exist now (the seed's) are left alone. Returns how many were linked, and the names that were not.
 */
export async function relinkFiles(
  db: Database,
  files: FileStore,
  asideStorageDir: string,
  backup: BackupDocument,
): Promise<{ linked: number; missing: string[] }> {
  const aside = new FileStore(asideStorageDir);
  let linked = 0;
  const missing: string[] = [];
  for (const bucket of ['media', 'downloads'] as const) {
    for (const listed of backup.files[bucket] as ListedFile[]) {
      const exists = await db.query('SELECT 1 FROM storage.objects WHERE bucket_id = $1 AND name = $2', [
        bucket,
        listed.name,
      ]);
      if (exists.rows.length > 0) continue;
      const version = typeof listed.version === 'string' ? listed.version : undefined;
      const bytes = version ? await fs.readFile(aside.pathOf(version)).catch(() => undefined) : undefined;
      if (!bytes) {
        missing.push(`${bucket}/${listed.name}`);
        continue;
      }
      const mimetype = typeof listed.mimetype === 'string' ? listed.mimetype : 'application/octet-stream';
      await storeObject(db, files, { bucket, key: listed.name, bytes, mimetype });
      linked += 1;
    }
  }
  return { linked, missing };
}
