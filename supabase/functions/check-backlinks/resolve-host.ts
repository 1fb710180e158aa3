import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from './public-address.ts';

/** Why a page was not fetched: its host has no address, or one that is not public. */
export class RefusedHost extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'RefusedHost';
  }
}

/** Every address of a name, in the resolver's order. */
export type Resolve = (name: string) => Promise<string[]>;

export const systemResolve: Resolve = async (name) =>
  (await lookup(name, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * A URL's host as the checker judges and names it: lowercased, without IPv6 brackets and without
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
 * The addresses the checker may connect to for the URL's host: the host itself when it is an IP
 * address, loopback for `localhost`, else the resolver's answer. Refused when there is none, or
 * when any of them is not public (unless private addresses are allowed). The page is then fetched
 * from exactly these addresses (pinned-fetch.ts), so a second look-up that answers differently
 * (DNS rebinding) cannot send the checker elsewhere.
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
      throw new RefusedHost(`The address ${host} could not be found (DNS).`);
    }
  }
  if (addresses.length === 0) throw new RefusedHost(`The address ${host} could not be found (DNS).`);
  if (!allowPrivate && !addresses.every(isPublicAddress))
    throw new RefusedHost(`${host} is a private or local address, which the checker does not visit.`);
  return addresses;
}
