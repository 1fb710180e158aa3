import { uploadedCacheControl } from './cache-control.ts';
import { storageErrors } from './errors.ts';
import { uploadedMediaType } from './media-type.ts';
import type { Upload } from './objects.ts';

/** The request body, refused with 413 as soon as it passes `max` bytes. */
export async function readLimited(request: Request, max: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > max) throw storageErrors.tooLarge();
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      throw storageErrors.tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function userMetadataOf(value: string | null): Record<string, unknown> | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    throw storageErrors.invalidRequest('x-metadata must be base64-encoded JSON');
  }
}

/** A file upload sent raw (the content type in the header) or as multipart form data, as storage-js sends it. */
export async function uploadOf(request: Request, max: number): Promise<Upload> {
  const contentType = request.headers.get('content-type') ?? 'application/octet-stream';
  const bytes = await readLimited(request, max + 64 * 1024);
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    return {
      bytes,
      contentType: uploadedMediaType(contentType),
      cacheControl: uploadedCacheControl(request.headers.get('cache-control')),
      userMetadata: userMetadataOf(request.headers.get('x-metadata')),
    };
  }
  const form = await new Response(Buffer.from(bytes), { headers: { 'content-type': contentType } })
    .formData()
    .catch(() => {
      throw storageErrors.invalidRequest('The multipart body could not be read');
    });
  const file = [...form.values()].find((value): value is File => typeof value !== 'string');
  if (!file) throw storageErrors.invalidRequest('The multipart body has no file');
  const cacheControl = form.get('cacheControl');
  const metadata = form.get('metadata');
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    contentType: uploadedMediaType(file.type),
    cacheControl: uploadedCacheControl(typeof cacheControl === 'string' ? cacheControl : undefined),
    userMetadata:
      typeof metadata === 'string' && metadata ? (JSON.parse(metadata) as Record<string, unknown>) : null,
  };
}

/** The JSON object body of a request ({} when empty). */
export async function jsonOf(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw storageErrors.invalidRequest('The request body must be a JSON object');
}

/** `1048576`, `"10MB"`, `"500 KB"` → bytes. */
export function byteSize(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  const match = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*(B|KB|MB|GB)?\s*$/i.exec(value) : null;
  if (!match)
    throw storageErrors.invalidRequest('file_size_limit must be a number of bytes or a size like "10MB"');
  const units: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };
  return Math.round(Number(match[1]) * (units[(match[2] ?? 'B').toUpperCase()] ?? 1));
}
