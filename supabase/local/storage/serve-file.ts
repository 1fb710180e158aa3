import type { StorageContext } from './context.ts';
import type { ObjectRow } from './objects.ts';

/** Answers a download: the file with its type, length, caching headers, ETag; byte ranges and 304s. */
export async function fileResponse(
  ctx: StorageContext,
  row: ObjectRow,
  request: Request,
  options: { download?: string | undefined; head?: boolean },
): Promise<Response> {
  const size = await ctx.files.size(row.version);
  const meta = row.metadata;
  const etag = typeof meta.eTag === 'string' ? meta.eTag : `"${row.version}"`;
  const headers = new Headers({
    'Content-Type': typeof meta.mimetype === 'string' ? meta.mimetype : 'application/octet-stream',
    'Cache-Control': typeof meta.cacheControl === 'string' ? meta.cacheControl : 'max-age=3600',
    ETag: etag,
    'Last-Modified': new Date(row.updated_at).toUTCString(),
    'Accept-Ranges': 'bytes',
  });
  if (options.download !== undefined) {
    const name = options.download === '' ? (row.name.split('/').at(-1) ?? 'download') : options.download;
    headers.set(
      'Content-Disposition',
      `attachment; filename="${name.replace(/["\\\r\n]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
  }
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
