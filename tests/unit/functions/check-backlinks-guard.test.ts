import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPage } from '../../../supabase/functions/check-backlinks/fetch-page.ts';
import { pinnedFetch } from '../../../supabase/functions/_shared/net/pinned-fetch.ts';
import { checkedAddresses, type Resolve } from '../../../supabase/functions/_shared/net/resolve-host.ts';
import type { CheckSettings } from '../../../supabase/functions/check-backlinks/settings.ts';

/**
 * The checker's address guard switched on, as in production (the test stacks switch it off to
 * reach pages on 127.0.0.1), and proof that a page is fetched from the address that was checked.
 * Names are answered by a resolver of the test's own; pages are served on 127.0.0.1.
 */
const PUBLIC = '93.184.216.34';

/** A resolver with fixed answers that counts its look-ups; a name it does not know does not exist. */
function resolver(answers: Record<string, string[] | (() => string[])>) {
  const asked: string[] = [];
  const resolve: Resolve = (name) => {
    asked.push(name);
    const answer = answers[name];
    if (!answer) return Promise.reject(new Error(`ENOTFOUND ${name}`));
    return Promise.resolve(typeof answer === 'function' ? answer() : answer);
  };
  return { resolve, asked };
}

const settings = (allowPrivate: boolean): CheckSettings => ({
  timeoutMs: 2000,
  maxBytes: 1024 * 1024,
  maxRedirects: 5,
  concurrency: 1,
  allowPrivate,
});

const PAGE = '<!doctype html><p><a href="https://grow.example/">Grow</a></p>';
const seen: { host: string | undefined; servername?: string | false | null }[] = [];
let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push({ host: request.headers.host });
    response.writeHead(200, { 'Content-Type': 'text/html' }).end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const read = async (url: string, allowPrivate: boolean, resolve: Resolve) => {
  let text = '';
  const outcome = await fetchPage(url, settings(allowPrivate), (chunk) => (text += chunk), resolve);
  return { outcome, text };
};

describe('the backlink checker’s address guard (private addresses refused)', () => {
  it.each([
    'http://127.0.0.1/',
    'http://127.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0x7f.0.0.1/',
    'http://0177.0.0.1/',
    'http://127.0.0.1./',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://0.0.0.0/',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.0.10/',
    'http://100.64.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fe80::1]/',
    'http://[fd00::1]/',
    'http://localhost/',
    'http://localhost./',
    'http://LOCALHOST/',
    'http://admin.localhost./',
  ])('refuses %s without asking a resolver', async (url) => {
    const { resolve, asked } = resolver({});
    await expect(checkedAddresses(new URL(url), false, resolve)).rejects.toThrow(
      'is a private or local address.',
    );
    expect(asked).toEqual([]);
  });

  it.each([
    ['intranet.test', ['10.1.2.3']],
    ['metadata.test', ['169.254.169.254']],
    ['mapped.test', ['::ffff:192.168.1.1']],
    ['unique-local.test', ['fd12:3456::1']],
    ['mixed.test', [PUBLIC, '127.0.0.1']],
  ])('refuses %s, which resolves to %j', async (name, addresses) => {
    const { resolve, asked } = resolver({ [name]: addresses });
    await expect(checkedAddresses(new URL(`https://${name}./page`), false, resolve)).rejects.toThrow(
      `${name} is a private or local address`,
    );
    // Asked once, without the trailing dot.
    expect(asked).toEqual([name]);
  });

  it('allows a public address and a name that resolves only to public ones, and reports a name that does not resolve', async () => {
    const { resolve } = resolver({ 'public.test': [PUBLIC, '2606:4700::1111'] });
    expect(await checkedAddresses(new URL(`http://${PUBLIC}/`), false, resolve)).toEqual([PUBLIC]);
    expect(await checkedAddresses(new URL('http://public.test/'), false, resolve)).toEqual([
      PUBLIC,
      '2606:4700::1111',
    ]);
    await expect(checkedAddresses(new URL('http://missing.test/'), false, resolve)).rejects.toThrow(
      'The address missing.test could not be found (DNS).',
    );
  });

  it('fetches nothing from a refused address, whatever its spelling', async () => {
    const before = seen.length;
    for (const host of ['localhost.', '[::ffff:127.0.0.1]', '2130706433', 'rebound.test']) {
      const { outcome } = await read(
        `http://${host}:${port}/`,
        false,
        resolver({ 'rebound.test': ['127.0.0.1'] }).resolve,
      );
      expect(outcome).toMatchObject({
        kind: 'failed',
        reason: expect.stringContaining('private or local') as string,
      });
    }
    expect(seen.length).toBe(before);
  });
});

describe('the page is fetched from the address that was checked', () => {
  it('connects to the resolver’s answer, sending the name as the Host', async () => {
    const { resolve, asked } = resolver({ 'pinned.test': ['127.0.0.1'] });
    const before = seen.length;
    const { outcome, text } = await read(`http://pinned.test:${port}/page`, true, resolve);
    expect(outcome).toMatchObject({ kind: 'fetched', status: 200 });
    expect(text).toBe(PAGE);
    expect(asked).toEqual(['pinned.test']);
    expect(seen.slice(before)).toEqual([{ host: `pinned.test:${port}` }]);
  });

  it('does not look the name up again: a second answer pointing at a private address is never used', async () => {
    let answers = 0;
    const { resolve, asked } = resolver({
      'rebind.test': () => (answers++ === 0 ? [PUBLIC] : ['127.0.0.1']),
    });
    const before = seen.length;
    const { outcome } = await read(`http://rebind.test:${port}/`, false, resolve);
    // The connection went to the public address (unreachable here), not to the page on 127.0.0.1.
    expect(outcome.kind).toBe('failed');
    expect(asked).toEqual(['rebind.test']);
    expect(seen.length).toBe(before);
  });
});

describe('https from a checked address', () => {
  let tlsServer: https.Server;
  let tlsPort = 0;
  let certificate = '';
  beforeAll(async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pinned-tls-'));
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '2',
        '-subj',
        '/CN=pinned.test',
        '-addext',
        'subjectAltName=DNS:pinned.test',
      ],
      { stdio: 'ignore' },
    );
    certificate = await fs.readFile(cert, 'utf8');
    tlsServer = https.createServer(
      { key: await fs.readFile(key), cert: certificate },
      (request, response) => {
        const { socket } = request;
        seen.push({
          host: request.headers.host,
          servername: socket instanceof TLSSocket && socket.servername,
        });
        response.writeHead(200, { 'Content-Type': 'text/html' }).end(PAGE);
      },
    );
    await new Promise<void>((resolve) => tlsServer.listen(0, '127.0.0.1', resolve));
    tlsPort = (tlsServer.address() as AddressInfo).port;
  });
  afterAll(async () => {
    tlsServer.closeAllConnections();
    await new Promise((resolve) => tlsServer.close(resolve));
  });

  const get = (host: string) =>
    pinnedFetch(new URL(`https://${host}:${tlsPort}/`), ['127.0.0.1'], {
      headers: {},
      signal: AbortSignal.timeout(5000),
      caCerts: [certificate],
    });

  it('sends the name as the TLS server name and the Host, and checks the certificate against the name', async () => {
    const before = seen.length;
    const response = await get('pinned.test');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(PAGE);
    expect(seen.slice(before)).toEqual([{ host: `pinned.test:${tlsPort}`, servername: 'pinned.test' }]);
    // The same address under another name: its certificate does not match, so nothing is read.
    await expect(get('impostor.test')).rejects.toThrow('The server could not be reached.');
    expect(seen.length).toBe(before + 1);
  });
});
