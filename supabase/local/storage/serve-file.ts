import { servedCacheControl } from './cache-control.ts';
import type { StorageContext } from './context.ts';
import { opensInline, servedMediaType } from './media-type.ts';
import type { ObjectRow } from './objects.ts';

/**
 * Every object comes from the API's own origin, so none may act as a page there: no sniffing, a
 * policy that loads nothing and (except for PDFs) runs in a sandbox with an opaque origin. An
 * `<img>` still shows an image, SVG included. Firefox's PDF viewer declines sandboxed documents,
 * and a PDF runs no script on the page's origin, so PDFs get the policy without the sandbox.
 */
function securityHeaders(mediaType: string): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy':
      mediaType === 'application/pdf' ? "default-src 'none'" : "default-src 'none'; sandbox",
  };
}

/** A download named `name`: printable ASCII in `filename` (a header carries nothing else), the rest in `filename*`. */
function attachment(name: string): string {
  return `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Answers a download: the file with its type, length, caching headers, ETag; byte ranges and 304s.
 * Images and PDFs open in the browser; anything else is a download (as is anything asked for with `download`).
 */
export async function fileResponse(
  ctx: StorageContext,
  row: ObjectRow,
  request: Request,
  options: { download?: string | undefined; head?: boolean },
): Promise<Response> {
  const size = await ctx.files.size(row.version);
  const meta = row.metadata;
  const etag = typeof meta.eTag === 'string' ? meta.eTag : `"${row.version}"`;
  const mediaType = servedMediaType(meta.mimetype);
  const headers = new Headers({
    'Content-Type': mediaType,
    'Cache-Control': servedCacheControl(meta.cacheControl),
    ETag: etag,
    'Last-Modified': new Date(row.updated_at).toUTCString(),
    'Accept-Ranges': 'bytes',
    ...securityHeaders(mediaType),
  });
  const fileName = row.name.split('/').at(-1) ?? 'download';
  if (options.download !== undefined)
    headers.set('Content-Disposition', attachment(options.download || fileName));
  else if (!opensInline(mediaType)) headers.set('Content-Disposition', attachment(fileName));
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });

  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') ?? '');
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start > end || start >= size) {
      headers.set('Content-Range', `bytes */${size}`);
      return new Response(null, { status: 416, headers });
    }
    headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
    headers.set('Content-Length', String(end - start + 1));
    return new Response(options.head ? null : ctx.files.stream(row.version, { start, end }), {
      status: 206,
      headers,
    });
  }
  headers.set('Content-Length', String(size));
  return new Response(options.head ? null : ctx.files.stream(row.version), { status: 200, headers });
}
