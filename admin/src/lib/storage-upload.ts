import { env } from '@admin/config/env';
import { NETWORK_MESSAGE } from './errors';
import { supabase } from './supabase';

interface UploadOptions {
  bucket: 'media' | 'downloads';
  /** The object's name in the bucket, without a leading slash. */
  path: string;
  file: File;
  /** Called with the fraction sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The storage API's message from a failed upload's body, or a sentence for its status. */
function storageErrorMessage(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown; error?: unknown };
    const message = typeof body.message === 'string' ? body.message : body.error;
    if (typeof message === 'string' && message) {
      if (/row-level security/i.test(message)) return 'You do not have permission to upload files here.';
      if (/already exists/i.test(message)) return 'A file with this name already exists. Try again.';
      return message;
    }
  } catch {
    // Not JSON: fall through to the status.
  }
  if (xhr.status === 413) return 'The file is larger than the storage allows.';
  return `The upload failed (HTTP ${String(xhr.status)}).`;
}

const objectUrl = (bucket: string, path: string) =>
  `${env.supabaseUrl.replace(/\/$/, '')}/storage/v1/object/${bucket}/${path.split('/').map(encodeURIComponent).join('/')}`;

/**
 * Uploads a file to a storage bucket with the signed-in user's rights, reporting progress
 * (supabase-js's own upload uses fetch, which cannot). Never replaces an existing object.
 */
export async function uploadWithProgress({
  bucket,
  path,
  file,
  onProgress,
  signal,
}: UploadOptions): Promise<void> {
  signal?.throwIfAborted();
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new Error('Your session has ended. Sign in again, then retry the upload.');

  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const finish = (error?: Error) => {
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    xhr.open('POST', objectUrl(bucket, path));
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('apikey', env.supabaseAnonKey);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.setRequestHeader('cache-control', 'max-age=3600');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const done = xhr.status >= 200 && xhr.status < 300;
      if (done) onProgress?.(1);
      finish(done ? undefined : new Error(storageErrorMessage(xhr)));
    };
    xhr.onerror = () => finish(new Error(NETWORK_MESSAGE));
    xhr.ontimeout = () => finish(new Error('The upload took too long. Check your connection and try again.'));
    xhr.onabort = () => finish(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(file);
  });
}
