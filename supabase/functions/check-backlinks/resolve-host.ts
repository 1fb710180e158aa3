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

/**
 * Resolves the URL's host first and refuses it when any of its addresses is not public (unless
 * private addresses are allowed). A name that fails to resolve is a DNS failure.
 */
export async function assertFetchableHost(url: URL, allowPrivate: boolean): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
    } catch {
      throw new RefusedHost(`The address ${host} could not be found (DNS).`);
    }
  }
  if (addresses.length === 0) throw new RefusedHost(`The address ${host} could not be found (DNS).`);
  if (!allowPrivate && !addresses.every(isPublicAddress))
    throw new RefusedHost(`${host} is a private or local address, which the checker does not visit.`);
}
