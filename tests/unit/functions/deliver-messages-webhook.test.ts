import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Resolve } from '../../../supabase/functions/_shared/net/resolve-host.ts';
import {
  sendWebhook,
  type WebhookSettings,
} from '../../../supabase/functions/deliver-messages/send-webhook.ts';
import {
  signedWebhookRequest,
  type WebhookDelivery,
} from '../../../supabase/functions/deliver-messages/webhook-request.ts';
import {
  startWebhookReceiver,
  verifySignature,
  type WebhookReceiver,
} from '../../support/webhook-receiver.ts';

/**
 * A signed webhook sent for real to a receiver on 127.0.0.1: the receiver checks the signature as
 * the README shows; with the guard on (as in production) nothing reaches it by any local address.
 */
const SECRET = 'a'.repeat(64);
const settings = (allowPrivate: boolean, timeoutMs = 3000): WebhookSettings => ({
  timeoutMs,
  maxResponseBytes: 64 * 1024,
  allowPrivate,
  allowLoopback: false,
});
const names =
  (answers: Record<string, string[]>): Resolve =>
  (name) =>
    answers[name] ? Promise.resolve(answers[name]) : Promise.reject(new Error(`ENOTFOUND ${name}`));

const HOSTILE_NAME = `<script>alert(1)</script>\r\nBcc: victim@example.com ${'x'.repeat(10_000)}`;
const delivery = (url: string, data: unknown = { name: 'Ada' }): WebhookDelivery => ({
  url,
  secret: SECRET,
  idempotencyKey: '6f1f0c2e-4b7a-4c39-9d7e-0f7a1e2b3c4d',
  event: 'contact.created',
  createdAt: '2026-11-26T10:00:00.000Z',
  data,
});
const send = async (url: string, allowPrivate = true, data?: unknown, resolve?: Resolve) =>
  sendWebhook(await signedWebhookRequest(delivery(url, data), new Date()), settings(allowPrivate), resolve);

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver(() => SECRET);
});
afterAll(() => receiver.close());
afterEach(() => {
  receiver.answer = 200;
});

describe('a signed webhook', () => {
  it('arrives as JSON with a signature over the timestamp and the body, and the idempotency key', async () => {
    const before = receiver.received.length;
    expect(await send(`${receiver.url}/hook?x=1`)).toEqual({ delivered: true, status: 200, error: null });
    const [got] = receiver.received.slice(before);
    expect(got?.path).toBe('/hook?x=1');
    expect(got?.signatureValid).toBe(true);
    expect(got?.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'GrowDigital-Webhooks/1',
      'idempotency-key': '6f1f0c2e-4b7a-4c39-9d7e-0f7a1e2b3c4d',
      'x-growdigital-event': 'contact.created',
    });
    expect(JSON.parse(got?.body ?? '')).toEqual({
      id: '6f1f0c2e-4b7a-4c39-9d7e-0f7a1e2b3c4d',
      event: 'contact.created',
      created_at: '2026-11-26T10:00:00.000Z',
      data: { name: 'Ada' },
    });
  });

  it('fails verification with another secret, a changed body or an old timestamp', async () => {
    const request = await signedWebhookRequest(delivery(receiver.url), new Date());
    const header = request.headers['X-GrowDigital-Signature'] ?? '';
    const body = new TextDecoder().decode(request.body);
    const now = Math.floor(Date.now() / 1000);
    expect(verifySignature(SECRET, header, body, now)).toBe(true);
    expect(verifySignature('b'.repeat(64), header, body, now)).toBe(false);
    expect(verifySignature(SECRET, header, body.replace('Ada', 'Eve'), now)).toBe(false);
    expect(verifySignature(SECRET, header, body, now + 600)).toBe(false);
  });

  it('carries hostile lead fields as inert data: no markup in the text, no header added', async () => {
    const before = receiver.received.length;
    const data = { name: HOSTILE_NAME, message: '</script><img src=x onerror=alert(1)>&amp;\u2028' };
    expect((await send(receiver.url, true, data)).delivered).toBe(true);
    const [got] = receiver.received.slice(before);
    expect(got?.signatureValid).toBe(true);
    expect(got?.body).not.toMatch(/[<>&\u2028]/);
    expect((JSON.parse(got?.body ?? '') as { data: unknown }).data).toEqual(data);
    expect(got?.headers.bcc).toBeUndefined();
  });

  it('counts only a 2xx: a 500 is a failure with its status and the start of the answer', async () => {
    receiver.answer = 500;
    expect(await send(receiver.url)).toEqual({
      delivered: false,
      status: 500,
      error: 'The endpoint answered HTTP 500: answered 500',
    });
  });
});

describe('limits', () => {
  let server: http.Server;
  let url = '';
  const hits: string[] = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      hits.push(request.url ?? '');
      if (request.url === '/silent') return;
      if (request.url === '/redirect')
        return void response.writeHead(307, { Location: `${url}/target` }).end();
      if (request.url === '/huge') {
        response.writeHead(500, { 'Content-Type': 'text/plain' });
        response.write('x'.repeat(1024 * 1024));
        return; // Never ends: only the first 64 KB are read.
      }
      response.writeHead(200).end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives up after the time limit', async () => {
    const request = await signedWebhookRequest(delivery(`${url}/silent`), new Date());
    expect(await sendWebhook(request, settings(true, 300))).toEqual({
      delivered: false,
      status: null,
      error: 'No answer within 0.3 seconds.',
    });
  });

  it('does not follow a redirect', async () => {
    const before = hits.length;
    expect(await send(`${url}/redirect`)).toEqual({
      delivered: false,
      status: 307,
      error: 'The endpoint answered HTTP 307 (a redirect, which webhooks do not follow).',
    });
    expect(hits.slice(before)).toEqual(['/redirect']);
  });

  it('reads at most 64 KB of an answer', async () => {
    const outcome = await send(`${url}/huge`);
    expect(outcome).toMatchObject({ delivered: false, status: 500 });
    expect(outcome.error?.length).toBeLessThan(300);
  });
});

describe('the address guard on (production)', () => {
  it.each([
    (port: number) => `http://127.0.0.1:${String(port)}/`,
    (port: number) => `http://localhost:${String(port)}/`,
    (port: number) => `http://[::ffff:127.0.0.1]:${String(port)}/`,
    (port: number) => `http://2130706433:${String(port)}/`,
    (port: number) => `http://intranet.test:${String(port)}/`,
    () => 'http://169.254.169.254/latest/meta-data/',
  ])('refuses a local address without sending anything (%#)', async (address) => {
    const before = receiver.received.length;
    const outcome = await send(
      address(receiver.port),
      false,
      undefined,
      names({ 'intranet.test': ['127.0.0.1'] }),
    );
    expect(outcome).toMatchObject({ delivered: false, status: null });
    expect(outcome.error).toMatch(/is a private or local address, which webhooks are not sent to\.$/);
    expect(receiver.received.length).toBe(before);
  });

  it('sends to the address the name resolved to, never to a second answer', async () => {
    let asked = 0;
    const rebinding: Resolve = () => Promise.resolve(asked++ === 0 ? ['93.184.216.34'] : ['127.0.0.1']);
    const before = receiver.received.length;
    const request = await signedWebhookRequest(
      delivery(`http://rebind.test:${String(receiver.port)}/`),
      new Date(),
    );
    const outcome = await sendWebhook(request, settings(false, 1000), rebinding);
    expect(outcome.delivered).toBe(false);
    expect(asked).toBe(1);
    expect(receiver.received.length).toBe(before);
  });
});

describe('the loopback allowance of `npm start` (WEBHOOKS_ALLOW_LOOPBACK)', () => {
  const loopbackOnly: WebhookSettings = { ...settings(false), allowLoopback: true };
  const sendLoopbackOnly = async (url: string, resolve?: Resolve) =>
    sendWebhook(await signedWebhookRequest(delivery(url), new Date()), loopbackOnly, resolve);

  it('delivers to a receiver on this machine', async () => {
    const before = receiver.received.length;
    expect(await sendLoopbackOnly(`http://127.0.0.1:${String(receiver.port)}/`)).toEqual({
      delivered: true,
      status: 200,
      error: null,
    });
    expect(receiver.received.length).toBe(before + 1);
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://192.168.1.1/',
    'http://intranet.test/',
    'http://mixed.test/',
  ])('still refuses any other private address: %s', async (url) => {
    const outcome = await sendLoopbackOnly(
      url,
      names({ 'intranet.test': ['10.1.2.3'], 'mixed.test': ['127.0.0.1', '172.16.0.1'] }),
    );
    expect(outcome).toMatchObject({ delivered: false, status: null });
    expect(outcome.error).toMatch(/is a private or local address, which webhooks are not sent to\.$/);
  });
});
