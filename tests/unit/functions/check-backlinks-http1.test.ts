import net from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinnedFetch } from '../../../supabase/functions/_shared/net/pinned-fetch.ts';

/** Answers that a raw TCP server writes byte for byte, by request path, read back through pinnedFetch. */
const ANSWERS: Record<string, Buffer> = {
  '/length': Buffer.from(
    'HTTP/1.1 200 OK\r\nContent-Length: 5\r\nContent-Type: text/html\r\n\r\nhello and more',
  ),
  '/chunked': Buffer.from(
    'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5;ext=1\r\nhello\r\n7\r\n, world\r\n0\r\nTrailer: x\r\n\r\n',
  ),
  '/close': Buffer.from('HTTP/1.0 200 OK\nContent-Type: text/html\n\nuntil the end'),
  '/hints': Buffer.from(
    'HTTP/1.1 103 Early Hints\r\nLink: </a.css>\r\n\r\nHTTP/1.1 301 Moved\r\nLocation: /next\r\nContent-Length: 0\r\n\r\n',
  ),
  '/gzip': Buffer.concat([
    Buffer.from(
      `HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: ${gzipSync('squeezed').length}\r\n\r\n`,
    ),
    gzipSync('squeezed'),
  ]),
  '/garbage': Buffer.from('SSH-2.0-OpenSSH_9.6\r\n\r\n'),
  '/bad-header': Buffer.from('HTTP/1.1 200 OK\r\nBad Header: x\r\n\r\n'),
  '/short': Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 50\r\n\r\nonly this'),
};

const requests: string[] = [];
let server: net.Server;
let port = 0;
beforeAll(async () => {
  server = net.createServer((socket) => {
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const length = Number(/\r\nContent-Length: (\d+)\r\n/.exec(received)?.[1] ?? '0');
      if (received.length < headEnd + 4 + length) return;
      requests.push(received);
      const path = /^[A-Z]+ (\S+) /.exec(received)?.[1] ?? '';
      socket.end(ANSWERS[path] ?? Buffer.from('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const get = (path: string) =>
  pinnedFetch(new URL(`http://page.test:${port}${path}`), ['127.0.0.1'], {
    headers: { 'User-Agent': 'checker' },
    signal: AbortSignal.timeout(5000),
  });

describe('pinnedFetch speaks HTTP/1.1 as RFC 9112 frames it', () => {
  it('writes one GET with the name as Host, asking for no compression and no keep-alive', async () => {
    await (await get('/length?q=1')).text();
    expect(requests.at(-1)).toBe(
      `GET /length?q=1 HTTP/1.1\r\nHost: page.test:${port}\r\nUser-Agent: checker\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n`,
    );
  });

  it('reads a body by its length, in chunks, or up to the close', async () => {
    expect(await (await get('/length')).text()).toBe('hello');
    expect(await (await get('/chunked')).text()).toBe('hello, world');
    const closed = await get('/close');
    expect([closed.status, closed.headers.get('content-type'), await closed.text()]).toEqual([
      200,
      'text/html',
      'until the end',
    ]);
  });

  it('skips interim answers and hands redirects back unfollowed', async () => {
    const moved = await get('/hints');
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/next']);
  });

  it('undoes gzip sent although identity was asked for', async () => {
    expect(await (await get('/gzip')).text()).toBe('squeezed');
  });

  it('writes a POST with its body and length, and refuses a header value with a line break', async () => {
    const body = new TextEncoder().encode('{"a":"é"}');
    const post = (headers: Record<string, string>) =>
      pinnedFetch(new URL(`http://hook.test:${port}/length`), ['127.0.0.1'], {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(5000),
      });
    await (await post({ 'Content-Type': 'application/json' })).text();
    expect(requests.at(-1)).toBe(
      `POST /length HTTP/1.1\r\nHost: hook.test:${port}\r\nContent-Type: application/json\r\nContent-Length: 10\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n{"a":"Ã©"}`,
    );
    const before = requests.length;
    await expect(post({ 'X-Event': 'a\r\nInjected: yes' })).rejects.toThrow('The answer could not be read.');
    expect(requests.length).toBe(before);
  });

  it('refuses what is not HTTP, malformed headers and a body shorter than announced', async () => {
    await expect(get('/garbage')).rejects.toThrow('The answer could not be read.');
    await expect(get('/bad-header')).rejects.toThrow('The answer could not be read.');
    await expect((await get('/short')).text()).rejects.toThrow();
  });
});
