import { ApiError } from './errors.ts';

export interface ResponseParts {
  status: number;
  statusText?: string | undefined;
  headers: Record<string, string>;
  /** null: no body at all (204, HEAD); '' sends `Content-Length: 0`; bytes are sent as they are. */
  body: string | Uint8Array | null;
}

export function toResponse(parts: ResponseParts): Response {
  const headers = new Headers(parts.headers);
  // Copied into a fresh ArrayBuffer-backed view: a driver's Buffer may share a larger pool.
  let body: string | Uint8Array<ArrayBuffer> | null =
    parts.body instanceof Uint8Array ? new Uint8Array(parts.body) : parts.body;
  if (body === '' || (body instanceof Uint8Array && body.byteLength === 0)) {
    headers.set('Content-Length', '0');
    body = null;
  } else if (body !== null) {
    headers.set(
      'Content-Length',
      String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength),
    );
  }
  return new Response(body, {
    status: parts.status,
    ...(parts.statusText ? { statusText: parts.statusText } : {}),
    headers,
  });
}

export function errorResponse(error: ApiError): Response {
  return toResponse({
    status: error.status,
    statusText: error.statusText,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Proxy-Status': `PostgREST; error=${error.code}`,
      ...error.headers,
    },
    body: JSON.stringify(error.body()),
  });
}

/** Applies what SQL set in `response.status` and `response.headers` (a JSON array of one-key objects). */
export function applyResponseGucs(
  parts: ResponseParts,
  status: string | null,
  headers: string | null,
): ResponseParts {
  if (status !== null) {
    const code = Number(status);
    if (!Number.isInteger(code) || code < 100 || code > 599) {
      throw new ApiError(500, 'PGRST112', 'response.status GUC must be a valid status code');
    }
    parts.status = code;
  }
  if (headers !== null) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(headers);
    } catch {
      parsed = undefined;
    }
    if (
      !Array.isArray(parsed) ||
      !parsed.every((h) => typeof h === 'object' && h !== null && !Array.isArray(h))
    ) {
      throw new ApiError(
        500,
        'PGRST111',
        'response.headers GUC must be a JSON array composed of objects with a single key and a string value',
      );
    }
    for (const entry of parsed as Record<string, unknown>[]) {
      for (const [name, value] of Object.entries(entry)) parts.headers[name] = String(value);
    }
  }
  return parts;
}
