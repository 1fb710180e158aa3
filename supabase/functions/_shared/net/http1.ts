/**
 * One request over HTTP/1.1 on a connection the caller opened (pinned-fetch.ts): it goes out with
 * `Connection: close` (and a `Content-Length` when it has a body), and the answer is read as
 * RFC 9112 frames it (chunked, a length, or up to the close) into a web Response.
 */
import type { Connection } from './connection.ts';

const MAX_HEAD_BYTES = 64 * 1024;
const LF = 10;
const CR = 13;
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const latin1 = new TextDecoder('latin1');

const malformed = (what: string) => new Error(`The server's answer is not valid HTTP (${what}).`);

/** Buffered reading of lines and byte runs from a stream. */
class ByteReader {
  private buffer = new Uint8Array(0);

  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  /** One line without its line ending; null when the stream ended first. */
  async line(maxBytes: number): Promise<string | null> {
    for (;;) {
      const end = this.buffer.indexOf(LF);
      if (end >= 0) {
        const line = this.take(end + 1);
        return latin1.decode(line.subarray(0, end > 0 && line[end - 1] === CR ? end - 1 : end));
      }
      if (this.buffer.length > maxBytes) throw malformed('a line is too long');
      if (!(await this.fill())) return null;
    }
  }

  /** The next bytes, at most `maxBytes`; null at the end of the stream. */
  async some(maxBytes = Number.POSITIVE_INFINITY): Promise<Uint8Array | null> {
    if (this.buffer.length === 0 && !(await this.fill())) return null;
    return this.take(Math.min(maxBytes, this.buffer.length));
  }

  private take(count: number): Uint8Array {
    const taken = this.buffer.subarray(0, count);
    this.buffer = this.buffer.subarray(count);
    return taken;
  }

  private async fill(): Promise<boolean> {
    const { done, value } = await this.reader.read();
    if (done) return false;
    const joined = new Uint8Array(this.buffer.length + value.length);
    joined.set(this.buffer);
    joined.set(value, this.buffer.length);
    this.buffer = joined;
    return true;
  }
}

interface Head {
  status: number;
  headers: Headers;
}

async function readHead(bytes: ByteReader): Promise<Head> {
  let budget = MAX_HEAD_BYTES;
  const nextLine = async () => {
    const line = await bytes.line(budget);
    if (line === null) throw new Error('The server closed the connection before its answer was complete.');
    budget -= line.length + 2;
    if (budget < 0) throw malformed('the header is too large');
    return line;
  };
  const match = /^HTTP\/1\.[01] ([1-5]\d\d)(?: .*)?$/.exec(await nextLine());
  if (!match) throw malformed('no HTTP/1.x status line');
  const headers = new Headers();
  for (let line = await nextLine(); line !== ''; line = await nextLine()) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon);
    if (colon <= 0 || !TOKEN.test(name)) throw malformed('a header line');
    try {
      headers.append(name, line.slice(colon + 1).trim());
    } catch {
      throw malformed(`the ${name} header`);
    }
  }
  return { status: Number(match[1]), headers };
}

async function* exactly(bytes: ByteReader, length: number): AsyncGenerator<Uint8Array> {
  for (let left = length; left > 0;) {
    const chunk = await bytes.some(left);
    if (!chunk) throw new Error('The server closed the connection before the end of its answer.');
    left -= chunk.length;
    yield chunk;
  }
}

async function* untilClose(bytes: ByteReader): AsyncGenerator<Uint8Array> {
  for (let chunk = await bytes.some(); chunk; chunk = await bytes.some()) yield chunk;
}

async function* chunked(bytes: ByteReader): AsyncGenerator<Uint8Array> {
  for (;;) {
    const sizeLine = await bytes.line(1024);
    const size = sizeLine === null ? null : /^([0-9a-fA-F]{1,8})[ \t]*(?:;.*)?$/.exec(sizeLine)?.[1];
    if (!size) throw malformed('a chunk size');
    if (Number.parseInt(size, 16) === 0) {
      // Trailer fields, up to the empty line, are read past and not kept.
      let trailer = await bytes.line(MAX_HEAD_BYTES);
      while (trailer) trailer = await bytes.line(MAX_HEAD_BYTES);
      return;
    }
    yield* exactly(bytes, Number.parseInt(size, 16));
    if ((await bytes.line(2)) !== '') throw malformed('a chunk end');
  }
}

/** The body's bytes as the head frames them (RFC 9112 §6.3). */
function framedBody(bytes: ByteReader, head: Head): AsyncGenerator<Uint8Array> | null {
  if (head.status === 204 || head.status === 304) return null;
  const transfer = head.headers.get('transfer-encoding');
  if (transfer !== null)
    return transfer.split(',').at(-1)?.trim().toLowerCase() === 'chunked'
      ? chunked(bytes)
      : untilClose(bytes);
  const length = head.headers.get('content-length');
  if (length === null) return untilClose(bytes);
  if (!/^\d{1,15}$/.test(length)) throw malformed('Content-Length');
  return exactly(bytes, Number(length));
}

function streamOf(chunks: AsyncGenerator<Uint8Array>, close: () => void): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) {
          controller.close();
          close();
        } else controller.enqueue(next.value);
      } catch (error) {
        controller.error(error);
        close();
      }
    },
    cancel: close,
  });
}

/** Undoes gzip or deflate content coding (sent although identity was asked for); others pass as they are. */
function decoded(body: ReadableStream<Uint8Array>, headers: Headers): ReadableStream<Uint8Array> {
  const coding = headers.get('content-encoding')?.trim().toLowerCase();
  const format = coding === 'gzip' || coding === 'x-gzip' ? 'gzip' : coding === 'deflate' ? 'deflate' : null;
  if (!format) return body;
  // The DOM typings want ArrayBuffer-backed chunks in; any Uint8Array works.
  return body.pipeThrough(new DecompressionStream(format) as TransformStream<Uint8Array, Uint8Array>);
}

export interface OutgoingRequest {
  /** GET unless given. */
  method?: string;
  /** Names and values must already be free of CR and LF (the caller's own constants and values). */
  headers: Record<string, string>;
  body?: Uint8Array;
}

/** The request line and head; a header value with CR or LF is refused, never sent. */
function requestHead(url: URL, request: OutgoingRequest): string {
  const headers = Object.entries(request.headers);
  for (const [name, value] of headers)
    if (!TOKEN.test(name) || /[\r\n\0]/.test(value)) throw new Error(`The ${name} header is not valid.`);
  return [
    `${request.method ?? 'GET'} ${url.pathname}${url.search} HTTP/1.1`,
    `Host: ${url.host}`,
    ...headers.map(([name, value]) => `${name}: ${value}`),
    ...(request.body ? [`Content-Length: ${String(request.body.byteLength)}`] : []),
    'Accept-Encoding: identity',
    'Connection: close',
    '',
    '',
  ].join('\r\n');
}

/**
 * Sends `request` to `url` over `connection` and answers once the head has arrived; the body
 * streams after. The connection is closed through `close` when the body ends, is cancelled or fails.
 */
export async function requestOverConnection(
  connection: Connection,
  url: URL,
  request: OutgoingRequest,
  close: () => void,
): Promise<Response> {
  await connection.write(new TextEncoder().encode(requestHead(url, request)));
  if (request.body) await connection.write(request.body);
  const bytes = new ByteReader(connection.readable.getReader());
  let head = await readHead(bytes);
  // Interim answers (100 Continue, 103 Early Hints) come before the real one.
  while (head.status < 200) {
    if (head.status === 101) throw malformed('an unasked protocol switch');
    head = await readHead(bytes);
  }
  const body = framedBody(bytes, head);
  if (!body) close();
  return new Response(body && decoded(streamOf(body, close), head.headers), {
    status: head.status,
    headers: head.headers,
  });
}
