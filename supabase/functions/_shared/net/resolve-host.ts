import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from './public-address.ts';

/** Why nothing was sent to a host: it has no address (`not_found`), or one that is not public (`private`). */
export class RefusedHost extends Error {
  constructor(
    readonly host: string,
    readonly kind: 'not_found' | 'private',
  ) {
    super(
      kind === 'not_found'
        ? `The address ${host} could not be found (DNS).`
        : `${host} is a private or local address.`,
    );
    this.name = 'RefusedHost';
  }
}

/** Every address of a name, in the resolver's order. */
export type Resolve = (name: string) => Promise<string[]>;

export const systemResolve: Resolve = async (name) =>
  (await lookup(name, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * A URL's host as the guard judges and names it: lowercased, without IPv6 brackets and without
 * the trailing dot of a fully qualified name (`localhost.` is `localhost`). The URL parser has
 * already turned decimal, hex and octal IPv4 forms into dotted decimal.
 */
export function hostName(url: URL): string {
  return url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase();
}

/** `localhost` and its subdomains are loopback, never asked of a resolver (RFC 6761). */
const isLocalhostName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * The addresses a request may go to for the URL's host: the host itself when it is an IP
 * address, loopback for `localhost`, else the resolver's answer. Refused when there is none, or
 * when any of them is not public (unless private addresses are allowed). The request then goes to
 * exactly these addresses (pinned-fetch.ts), so a second look-up that answers differently
 * (DNS rebinding) cannot send it elsewhere.
 */
export async function checkedAddresses(
  url: URL,
  allowPrivate: boolean,
  resolve: Resolve = systemResolve,
): Promise<string[]> {
  const host = hostName(url);
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else if (isLocalhostName(host)) addresses = ['127.0.0.1', '::1'];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new RefusedHost(host, 'not_found');
    }
  }
  if (addresses.length === 0) throw new RefusedHost(host, 'not_found');
  if (!allowPrivate && !addresses.every(isPublicAddress)) throw new RefusedHost(host, 'private');
  return addresses;
}
