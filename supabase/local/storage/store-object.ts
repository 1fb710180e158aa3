import crypto from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { FileStore } from './files.ts';

export interface ObjectToStore {
  bucket: string;
  key: string;
  bytes: Uint8Array;
  mimetype: string;
  /** The version id to store the bytes under (a new one when unset). */
  version?: string;
}

/**
 * Stores bytes as an object with the service's own rights (no policy applies): the file first,
 * then its row, in one transaction, as an upload does.
 */
export async function storeObject(db: Database, files: FileStore, object: ObjectToStore): Promise<void> {
  const { tmp, size, etag } = await files.writeTemporary(object.bytes);
  const version = object.version ?? crypto.randomUUID();
  const metadata = {
    eTag: etag,
    size,
    mimetype: object.mimetype,
    cacheControl: 'max-age=3600',
    lastModified: new Date().toISOString(),
    contentLength: size,
    httpStatusCode: 200,
  };
  try {
    await db.transaction(async (tx) => {
      await tx.query(
        'INSERT INTO storage.objects (bucket_id, name, metadata, version) VALUES ($1, $2, $3::jsonb, $4)',
        [object.bucket, object.key, JSON.stringify(metadata), version],
      );
      await files.commit(tmp, version);
    });
  } catch (error) {
    await files.discard(tmp);
    throw error;
  }
}
