/**
 * Whether an IP address is on the public internet. The backlink checker and the webhooks send
 * requests to addresses staff type in, so they must not be pointed at the server's own network (SSRF): loopback, private,
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast, NAT64 and reserved
 * ranges are all refused.
 */
import ipaddr from 'ipaddr.js';

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // `process` reads an IPv4-mapped IPv6 address (::ffff:a.b.c.d) as the IPv4 address it carries.
  return ipaddr.process(address).range() === 'unicast';
}

/** Whether an IP address is this machine's own (127.0.0.0/8, ::1, or ::ffff:127.x.x.x). */
export function isLoopbackAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}
