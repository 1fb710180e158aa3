import { describe, expect, it } from 'vitest';
import { comparableUrl } from '../../../supabase/functions/check-backlinks/link-url.ts';
import { isPublicAddress } from '../../../supabase/functions/_shared/net/public-address.ts';

describe('isPublicAddress: what the backlink checker refuses to visit', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fd00::1',
    'fc00::abcd',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::a9fe:a9fe',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('comparableUrl: two spellings of one page match', () => {
  it('ignores scheme and host case, default ports, a trailing slash and the fragment', () => {
    const target = comparableUrl('https://grow.example/services');
    expect(comparableUrl('HTTPS://Grow.EXAMPLE:443/services/#top')).toBe(target);
    expect(comparableUrl('/services/', 'https://grow.example/blog/post')).toBe(target);
    expect(comparableUrl('http://grow.example/services')).not.toBe(target);
    expect(comparableUrl('https://grow.example/services?page=2')).not.toBe(target);
    expect(comparableUrl('https://grow.example:8443/services')).not.toBe(target);
  });

  it('treats non-web links as no match', () => {
    expect(comparableUrl('mailto:hello@grow.example')).toBeNull();
    expect(comparableUrl('javascript:void(0)')).toBeNull();
    expect(comparableUrl('http://[bad')).toBeNull();
  });
});
