import type { IncomingMessage } from 'node:http';

/**
 * The client's address: the socket's (IPv4 without its IPv6 mapping), or — behind a trusted
 * reverse proxy — the first X-Forwarded-For entry.
 */
export function clientAddress(incoming: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = incoming.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  const address = incoming.socket.remoteAddress ?? '127.0.0.1';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * Request headers as Supabase's gateway passes them on: `x-forwarded-for` and `x-real-ip` carry the
 * client's address — the socket's, whatever the client claimed, unless a trusted proxy set it —
 * so SQL can rate-limit by it.
 */
export function gatewayHeaders(headers: Headers, incoming: IncomingMessage, trustProxy: boolean): Headers {
  const passed = new Headers(headers);
  const address = clientAddress(incoming, trustProxy);
  passed.set('x-forwarded-for', address);
  passed.set('x-real-ip', address);
  return passed;
}
