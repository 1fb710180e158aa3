import { connect } from './connection.ts';
import { requestOverConnection } from './http1.ts';
import { hostName } from './resolve-host.ts';

export interface PinnedRequest {
  /** GET unless given. */
  method?: string;
  headers: Record<string, string>;
  body?: Uint8Array;
  signal: AbortSignal;
  /** Trusted certificates instead of the system's (PEM); for tests with a certificate of their own. */
  caCerts?: string[];
}

/**
 * Sends a request for `url` to one of `addresses`, tried in order: the addresses the host check
 * approved, never a new look-up of the URL's name (which could answer differently: DNS rebinding).
 * The Host header and, for https, the TLS server name and certificate check use the URL's host, as
 * fetch would. Redirects are answered, not followed.
 */
export async function pinnedFetch(
  url: URL,
  addresses: readonly string[],
  request: PinnedRequest,
): Promise<Response> {
  const { signal } = request;
  const https = url.protocol === 'https:';
  const port = Number(url.port || (https ? 443 : 80));
  let failure: unknown = new Error('no address to connect to');
  for (const address of addresses) {
    signal.throwIfAborted();
    let connection;
    try {
      connection = await connect({
        address,
        port,
        tlsName: https ? hostName(url) : null,
        caCerts: request.caCerts,
        signal,
      });
    } catch (error) {
      failure = error;
      continue;
    }
    const opened = connection;
    const close = () => {
      signal.removeEventListener('abort', close);
      opened.close();
    };
    signal.addEventListener('abort', close, { once: true });
    try {
      return await requestOverConnection(opened, url, request, close);
    } catch (error) {
      close();
      throw new Error('The answer could not be read.', { cause: error });
    }
  }
  throw new Error('The server could not be reached.', { cause: failure });
}
