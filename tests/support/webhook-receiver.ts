import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a receiver got: its headers, the raw body, and whether the signature checked out. */
export interface ReceivedWebhook {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  signatureValid: boolean;
}

/**
 * Verifies `X-GrowDigital-Signature: t=<seconds>,v1=<hex>` over the raw body, as the README shows a
 * receiver doing it: HMAC-SHA256(secret, t + '.' + body), compared in constant time, and not older
 * than five minutes.
 */
export function verifySignature(
  secret: string,
  header: string,
  rawBody: string,
  nowSeconds: number,
): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const expected = createHmac('sha256', secret)
    .update(`${parts.get('t') ?? ''}.${rawBody}`)
    .digest();
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  return (
    Number.isInteger(t) &&
    Math.abs(nowSeconds - t) <= 300 &&
    given.length === expected.length &&
    timingSafeEqual(given, expected)
  );
}

export interface WebhookReceiver {
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** What the next requests are answered with (status; `hold` never answers). */
  answer: number | 'hold';
  /** The idempotency keys it acted on, once each: a receiver that honours the key. */
  processed: Set<string>;
  /** Requests whose key it had already acted on, and so ignored. */
  repeats: number;
  close(): Promise<void>;
}

/**
 * A webhook endpoint on 127.0.0.1 that checks each signature with the secret `secretFor` names for
 * the request, records every request, and acts on each idempotency key once (on receipt, before it
 * answers, as a receiver that stores the event first does).
 */
export async function startWebhookReceiver(
  secretFor: (request: { path: string }) => string,
): Promise<WebhookReceiver> {
  const receiver: Omit<WebhookReceiver, 'url' | 'port' | 'close'> = {
    received: [],
    answer: 200,
    processed: new Set(),
    repeats: 0,
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signature = String(request.headers['x-growdigital-signature'] ?? '');
      const path = request.url ?? '';
      const secret = secretFor({ path });
      const signatureValid = verifySignature(secret, signature, body, Math.floor(Date.now() / 1000));
      receiver.received.push({ path, headers: request.headers, body, signatureValid });
      const key = String(request.headers['idempotency-key']);
      if (signatureValid && receiver.processed.has(key)) receiver.repeats += 1;
      else if (signatureValid) receiver.processed.add(key);
      if (receiver.answer === 'hold') return;
      response
        .writeHead(receiver.answer, {
          'Content-Type': 'text/plain',
          // A redirect points at another path of the receiver: a client that followed it would show there.
          ...(receiver.answer >= 300 && receiver.answer < 400 ? { Location: '/redirected' } : {}),
        })
        .end(`answered ${String(receiver.answer)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${String(port)}`,
    port,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}
