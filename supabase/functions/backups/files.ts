/** The backup documents in the private `backups` bucket. */
import type { Client } from '../_shared/clients.ts';
import type { BackupKind } from './contract.ts';
import { failures } from './failures.ts';
import { fromStorage } from './upstream.ts';

const BUCKET = 'backups';

interface StorageFailure {
  message: string;
  status?: unknown;
  statusCode?: unknown;
}

function isNotFound(error: StorageFailure): boolean {
  return error.status === 404 || error.statusCode === '404' || /not.?found/i.test(error.message);
}

/** `<kind>/<UTC time, ISO 8601 basic format>-<8 hex>.json`: sortable, unique, and free of colons. */
export function newBackupPath(kind: BackupKind, at: Date): string {
  const time = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const random = Array.from(crypto.getRandomValues(new Uint8Array(4)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  return `${kind}/${time}-${random}.json`;
}

export async function storeDocument(client: Client, path: string, text: string): Promise<void> {
  const { error } = await client.storage
    .from(BUCKET)
    .upload(path, new Blob([text], { type: 'application/json' }), {
      contentType: 'application/json',
      upsert: false,
    });
  if (error) throw fromStorage(error, `store the backup ${path}`);
}

/** A stored backup file's text and its size in bytes. */
export async function readStoredFile(
  client: Client,
  path: string,
): Promise<{ text: string; sizeBytes: number }> {
  const { data, error } = await client.storage.from(BUCKET).download(path);
  if (error) throw isNotFound(error) ? failures.fileMissing(path) : fromStorage(error, `read ${path}`);
  const bytes = new Uint8Array(await data.arrayBuffer());
  // Bytes that are not UTF-8 become U+FFFD, which the SHA-256 check then catches.
  return { text: new TextDecoder().decode(bytes), sizeBytes: bytes.byteLength };
}

/** Removes backup files; a file already gone is no failure. */
export async function removeDocuments(client: Client, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const { error } = await client.storage.from(BUCKET).remove(paths);
  if (error && !isNotFound(error)) throw fromStorage(error, `remove ${paths.join(', ')}`);
}
