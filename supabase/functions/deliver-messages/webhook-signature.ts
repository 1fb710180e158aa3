/**
 * The webhook signature: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, as
 * Stripe signs its events. The receiver recomputes it over the bytes it received and compares in
 * constant time; the timestamp lets it refuse replays older than a few minutes.
 */
const encoder = new TextEncoder();

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The HMAC-SHA256 of `"<timestamp>.<body>"` with `secret`, in hex. */
export async function webhookDigest(secret: string, timestamp: number, body: Uint8Array): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const prefix = encoder.encode(`${String(timestamp)}.`);
  const signed = new Uint8Array(prefix.byteLength + body.byteLength);
  signed.set(prefix);
  signed.set(body, prefix.byteLength);
  return hex(await crypto.subtle.sign('HMAC', key, signed));
}

/** The `X-GrowDigital-Signature` header's value for `body` sent at `timestamp` (unix seconds). */
export async function signatureHeader(secret: string, timestamp: number, body: Uint8Array): Promise<string> {
  return `t=${String(timestamp)},v1=${await webhookDigest(secret, timestamp, body)}`;
}
