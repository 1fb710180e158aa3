import type { UploadFailure } from '../forms/errors.ts';
import { type PublicEnv, publicEnvFrom } from '../public-env.ts';

/**
 * Uploads through Storage's REST API (`POST /storage/v1/object/<bucket>/<path>`, the request
 * storage-js makes) with the anon key. One call instead of storage-js, whose client cannot be
 * tree-shaken and would add about 8 KB of gzipped JavaScript to the careers page.
 */
export interface PublicStorage {
  upload(
    bucket: string,
    objectPath: string,
    body: Blob,
    contentType: string,
  ): Promise<{ error: UploadFailure | null }>;
}

/** A 10 MB résumé on a slow connection still finishes; a dead one does not hang forever. */
const UPLOAD_TIMEOUT_MS = 120_000;

const encodePath = (objectPath: string) => objectPath.split('/').map(encodeURIComponent).join('/');

/** Storage answers errors as { statusCode, error, message }; hosted Supabase may put the real status in statusCode. */
async function failureFrom(response: Response): Promise<UploadFailure> {
  const payload = (await response.json().catch(() => ({}))) as { statusCode?: unknown; message?: unknown };
  const status = Number(payload.statusCode);
  return {
    status: Number.isInteger(status) && status >= 400 ? status : response.status,
    message: typeof payload.message === 'string' ? payload.message : response.statusText,
  };
}

/** `headers` adds request headers (tests set a client address). */
export function createPublicStorage(env: PublicEnv, headers: Record<string, string> = {}): PublicStorage {
  return {
    async upload(bucket, objectPath, body, contentType) {
      try {
        const response = await fetch(
          `${env.supabaseUrl}/storage/v1/object/${bucket}/${encodePath(objectPath)}`,
          {
            method: 'POST',
            headers: {
              apikey: env.supabaseAnonKey,
              Authorization: `Bearer ${env.supabaseAnonKey}`,
              'Content-Type': contentType,
              'x-upsert': 'false',
              ...headers,
            },
            body,
            signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
          },
        );
        return { error: response.ok ? null : await failureFrom(response) };
      } catch (error) {
        return { error: { message: error instanceof Error ? error.message : 'The upload did not finish' } };
      }
    },
  };
}

let shared: PublicStorage | undefined;

/** One uploader per page, configured from the build's public env. */
export function publicStorage(): PublicStorage {
  shared ??= createPublicStorage(publicEnvFrom(import.meta.env));
  return shared;
}
