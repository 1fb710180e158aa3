/**
 * Compressed answers for the local site server, as a static host gives them: brotli or gzip by
 * the client's Accept-Encoding (q-values honoured; brotli first among equals, being smaller), and
 * each body compressed once, then kept, so serving a page again costs no compression.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import Negotiator from 'negotiator';

export type ContentCoding = 'br' | 'gzip';
type Coding = ContentCoding | 'identity';

const CODINGS: readonly Coding[] = ['br', 'gzip', 'identity'];
/** Bodies smaller than this go as they are: the saving would not pay for the header. */
const MIN_BYTES = 1024;
/** How many compressed bodies are kept (least recently used first out); a site has a few hundred. */
const MAX_KEPT = 4096;

/** negotiator 1.x takes the server's order for ties; @types/negotiator does not know that option yet. */
interface EncodingNegotiator {
  encodings(available: readonly string[], options: { preferred: readonly string[] }): string[];
}

/**
 * The coding to answer with: the acceptable one the client rates highest. No header means
 * identity. When nothing offered is acceptable (`identity;q=0` alone), identity too: RFC 9110
 * allows that instead of a 406, as most servers do.
 */
export function chosenCoding(acceptEncoding: string | undefined): Coding {
  const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  const negotiator = new Negotiator({ headers }) as unknown as EncodingNegotiator;
  const [best] = negotiator.encodings(CODINGS, { preferred: CODINGS });
  return (best as Coding | undefined) ?? 'identity';
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Bytes = Uint8Array<ArrayBuffer>;

async function compress(body: Bytes, coding: ContentCoding): Promise<Bytes> {
  const compressed = await (coding === 'gzip' ? gzipped(body) : brotlied(body));
  return new Uint8Array(compressed);
}

const gzipped = (body: Bytes) => gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION });
const brotlied = (body: Bytes) =>
  brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });

/** Compressed bodies by coding and content hash: the same bytes are compressed once, whatever file they came from. */
export class CompressedBodies {
  readonly #kept = new Map<string, Promise<Bytes>>();

  compressed(body: Bytes, coding: ContentCoding): Promise<Bytes> {
    const key = `${coding}:${createHash('sha256').update(body).digest('base64')}`;
    let entry = this.#kept.get(key);
    if (entry) this.#kept.delete(key);
    else {
      entry = compress(body, coding);
      // A failure is not kept: the next request tries again.
      entry.catch(() => this.#kept.delete(key));
    }
    this.#kept.set(key, entry);
    for (const oldest of this.#kept.keys()) {
      if (this.#kept.size <= MAX_KEPT) break;
      this.#kept.delete(oldest);
    }
    return entry;
  }
}

/**
 * Middleware: after the answer is made, a compressible one is sent compressed when the client
 * accepts it, and says so in `Vary: Accept-Encoding` either way (a cache must not give a
 * compressed copy to a client that cannot read it). Partial (206), empty and HEAD answers stay.
 */
export function compressedAnswers(bodies = new CompressedBodies()) {
  return async (c: Context, next: () => Promise<void>): Promise<void> => {
    await next();
    const res = c.res;
    if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('content-type') ?? '')) return;
    res.headers.append('Vary', 'Accept-Encoding');
    if (res.status === 206 || !res.body || c.req.method === 'HEAD' || res.headers.has('content-encoding'))
      return;
    const coding = chosenCoding(c.req.header('accept-encoding'));
    if (coding === 'identity') return;
    const body = new Uint8Array(await res.arrayBuffer());
    const encoded = body.byteLength < MIN_BYTES ? undefined : await bodies.compressed(body, coding);
    // The original body was read: the answer is made again either way.
    c.res = new Response(encoded ?? body, res);
    // Set after the assignment, which copies the earlier answer's headers over the new one's.
    c.res.headers.set('Content-Length', String((encoded ?? body).byteLength));
    if (encoded) c.res.headers.set('Content-Encoding', coding);
  };
}
