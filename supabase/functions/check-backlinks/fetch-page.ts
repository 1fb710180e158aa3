import { pinnedFetch } from '../_shared/net/pinned-fetch.ts';
import { checkedAddresses, RefusedHost, type Resolve, systemResolve } from '../_shared/net/resolve-host.ts';
import type { CheckSettings } from './settings.ts';

export type PageOutcome =
  /** The page was read whole (up to the size cap) and fed to `read`. */
  | { kind: 'fetched'; status: number; url: string; isHtml: boolean }
  | { kind: 'http_error'; status: number }
  | { kind: 'too_large'; status: number }
  | { kind: 'failed'; reason: string };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'GrowDigitalBacklinkChecker/1.0 (+https://growdigital.example)';

/** The charset of a Content-Type header, if the decoder knows it (else UTF-8). */
function decoderFor(contentType: string): TextDecoder {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8');
  } catch {
    return new TextDecoder('utf-8');
  }
}

/** Reads the body into `read` as text; false when it passed `maxBytes` (reading stopped there). */
async function readBody(
  response: Response,
  maxBytes: number,
  read: (text: string) => void,
): Promise<boolean> {
  if (!response.body) return true;
  const decoder = decoderFor(response.headers.get('content-type') ?? '');
  const reader = response.body.getReader();
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return false;
    }
    read(decoder.decode(value, { stream: true }));
  }
  read(decoder.decode());
  return true;
}

/** Why a page's host was refused, in words for staff. */
const describeRefusal = (error: unknown): string => {
  if (error instanceof RefusedHost && error.kind === 'private')
    return `${error.host} is a private or local address, which the checker does not visit.`;
  return error instanceof Error ? error.message : String(error);
};

function describeFailure(error: unknown, signal: AbortSignal, timeoutMs: number): string {
  if (signal.aborted) return `No answer within ${String(timeoutMs / 1000)} seconds.`;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  return `The page could not be reached${cause ? ` (${cause})` : ''}.`;
}

/**
 * Fetches a page as the checker: the host is resolved and judged before every request and the
 * request goes to the addresses judged (pinned-fetch.ts), redirects are followed by hand (at most
 * `maxRedirects`), and one time limit covers the look-ups, the redirects and the body. An HTML body
 * is handed to `read` as it arrives.
 */
export async function fetchPage(
  address: string,
  settings: CheckSettings,
  read: (text: string, pageUrl: string) => void,
  resolve: Resolve = systemResolve,
): Promise<PageOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  const timedOut = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(new Error('timeout')), { once: true }),
  );
  timedOut.catch(() => undefined);
  try {
    let url = new URL(address);
    for (let hop = 0; ; hop++) {
      let addresses: string[];
      try {
        addresses = await Promise.race([checkedAddresses(url, settings.allowPrivate, resolve), timedOut]);
      } catch (error) {
        if (controller.signal.aborted) throw error;
        return { kind: 'failed', reason: describeRefusal(error) };
      }
      const response = await Promise.race([
        pinnedFetch(url, addresses, {
          signal: controller.signal,
          headers: { 'User-Agent': USER_AGENT, Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1' },
        }),
        timedOut,
      ]);
      const location = response.headers.get('location');
      if (REDIRECTS.has(response.status) && location) {
        await response.body?.cancel().catch(() => undefined);
        if (hop >= settings.maxRedirects)
          return { kind: 'failed', reason: `More than ${String(settings.maxRedirects)} redirects.` };
        url = new URL(location, url);
        if (url.protocol !== 'http:' && url.protocol !== 'https:')
          return { kind: 'failed', reason: 'A redirect led away from the web (not http or https).' };
        continue;
      }
      if (response.status >= 400) {
        await response.body?.cancel().catch(() => undefined);
        return { kind: 'http_error', status: response.status };
      }
      const length = Number(response.headers.get('content-length') ?? '0');
      if (length > settings.maxBytes) {
        await response.body?.cancel().catch(() => undefined);
        return { kind: 'too_large', status: response.status };
      }
      const type = response.headers.get('content-type') ?? '';
      const isHtml = type === '' || /html/i.test(type);
      if (!isHtml) {
        await response.body?.cancel().catch(() => undefined);
        return { kind: 'fetched', status: response.status, url: url.href, isHtml };
      }
      const pageUrl = url.href;
      const whole = await Promise.race([
        readBody(response, settings.maxBytes, (text) => read(text, pageUrl)),
        timedOut,
      ]);
      if (!whole) return { kind: 'too_large', status: response.status };
      return { kind: 'fetched', status: response.status, url: pageUrl, isHtml };
    }
  } catch (error) {
    return { kind: 'failed', reason: describeFailure(error, controller.signal, settings.timeoutMs) };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
