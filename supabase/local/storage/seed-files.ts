import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/database.ts';
import type { FileStore } from './files.ts';
import { storeObject } from './store-object.ts';

const MIME_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  avif: 'image/avif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  json: 'application/json',
  txt: 'text/plain',
  csv: 'text/csv',
};

export function mimeTypeOf(file: string): string {
  return MIME_TYPES[path.extname(file).slice(1).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Stores the files of `<folder>/<bucket>/<key…>` as objects of their bucket (the seed's
 * companions: images and downloads the demo content refers to). Objects that exist are left alone.
 */
export async function importSeedFiles(db: Database, files: FileStore, folder: string): Promise<number> {
  let buckets: string[];
  try {
    buckets = (await fs.readdir(folder, { withFileTypes: true }))
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
  } catch {
    return 0;
  }
  let stored = 0;
  for (const bucket of buckets) {
    const entries = await fs.readdir(path.join(folder, bucket), { recursive: true, withFileTypes: true });
    for (const entry of entries.filter((e) => e.isFile())) {
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(path.join(folder, bucket), file).split(path.sep).join('/');
      const exists = await db.query('SELECT 1 FROM storage.objects WHERE bucket_id = $1 AND name = $2', [
        bucket,
        key,
      ]);
      if (exists.rows.length > 0) continue;
      await storeObject(db, files, {
        bucket,
        key,
        bytes: await fs.readFile(file),
        mimetype: mimeTypeOf(file),
      });
      stored += 1;
    }
  }
  return stored;
}
