import { pinnedFetch } from '../_shared/net/pinned-fetch.ts';
import { isLoopbackAddress, isPublicAddress } from '../_shared/net/public-address.ts';
import {
  checkedAddresses,
  hostName,
  RefusedHost,
  type Resolve,
  systemResolve,
} from '../_shared/net/resolve-host.ts';
import { oneLine } from '../_shared/mail/templates/text.ts';
import type { SignedRequest } from './webhook-request.ts';

export interface WebhookSettings {
  /** For one delivery: the DNS look-up, the connection, the request and the answer together. */
  timeoutMs: number;
  /** Bytes of the answer read at most; the rest is not read. */
  maxResponseBytes: number;
  /** Send to private, loopback and link-local addresses too (WEBHOOKS_ALLOW_PRIVATE, local only). */
  allowPrivate: boolean;
  /**
   * Send to this machine's loopback addresses too, and still to no other private address
   * (WEBHOOKS_ALLOW_LOOPBACK): `npm start` sets it, so a receiver on the developer's machine can be tried.
   */
  allowLoopback: boolean;
  /** Trusted certificates instead of the system's (PEM); for tests with a certificate of their own. */
  caCerts?: string[];
}

export interface WebhookOutcome {
  delivered: boolean;
  /** The endpoint's HTTP status; null when no answer came. */
  status: number | null;
  /** Why it was not delivered, in words for staff; null when delivered. */
  error: string | null;
}

const SNIPPET_CHARS = 200;

/** Reads at most `maxBytes` of the answer (the rest is left unread) as text. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  while (total < maxBytes) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value.subarray(0, maxBytes - total));
    total += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** The start of an answer's text on one line, for the delivery log. */
const snippet = (text: string) => oneLine(text, SNIPPET_CHARS);

function refusal(status: number, text: string): string {
  if (status >= 300 && status < 400)
    return `The endpoint answered HTTP ${String(status)} (a redirect, which webhooks do not follow).`;
  const said = snippet(text);
  return `The endpoint answered HTTP ${String(status)}${said ? `: ${said}` : '.'}`;
}

function unreachable(error: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `No answer within ${String(timeoutMs / 1000)} seconds.`;
  if (error instanceof RefusedHost)
    return error.kind === 'private'
      ? `${error.host} is a private or local address, which webhooks are not sent to.`
      : error.message;
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error instanceof Error ? error.message : String(error)}${cause}`;
}

/**
 * POSTs a signed webhook: the host is resolved and judged first (public addresses only unless
 * allowed) and the request goes to exactly the addresses judged, so DNS rebinding cannot redirect
 * it; redirects are not followed; one time limit covers everything; at most `maxResponseBytes` of
 * the answer are read. Any 2xx is a delivery.
 */
export async function sendWebhook(
  request: SignedRequest,
  settings: WebhookSettings,
  resolve: Resolve = systemResolve,
): Promise<WebhookOutcome> {
  if (request.url.protocol !== 'http:' && request.url.protocol !== 'https:')
    return { delivered: false, status: null, error: 'The webhook address is not http or https.' };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  const timedOut = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(new Error('timeout')), { once: true }),
  );
  timedOut.catch(() => undefined);
  try {
    const addresses = await Promise.race([
      checkedAddresses(request.url, settings.allowPrivate || settings.allowLoopback, resolve),
      timedOut,
    ]);
    if (!settings.allowPrivate && !addresses.every((a) => isPublicAddress(a) || isLoopbackAddress(a)))
      throw new RefusedHost(hostName(request.url), 'private');
    const response = await Promise.race([
      pinnedFetch(request.url, addresses, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        signal: controller.signal,
        ...(settings.caCerts ? { caCerts: settings.caCerts } : {}),
      }),
      timedOut,
    ]);
    if (response.status >= 200 && response.status < 300) {
      await response.body?.cancel().catch(() => undefined);
      return { delivered: true, status: response.status, error: null };
    }
    // The answer's start goes into the delivery log; one that never ends still counts as this status.
    const text = await Promise.race([readCapped(response, settings.maxResponseBytes), timedOut]).catch(
      () => '',
    );
    return { delivered: false, status: response.status, error: refusal(response.status, text) };
  } catch (error) {
    return {
      delivered: false,
      status: null,
      error: unreachable(error, controller.signal.aborted, settings.timeoutMs),
    };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
