import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readActiveRedirects } from '../../../src/integrations/build-state.ts';
import { hostRedirects, redirectsFile } from '../../../src/integrations/lib/host-rules.ts';
import { createPublicRest } from '../../../src/lib/supabase/public-rest.ts';
import { parseRedirects } from '../../../supabase/local/site/redirects.ts';
import { productService } from '../../support/product.ts';

/** The build reads the redirects as a visitor may (anon key): the active ones only, every page of them. */
const service = productService();
const prefix = `/build-${randomUUID().slice(0, 8)}`;
const rows = [
  { from_path: `${prefix}-a`, to_path: '/contact', status_code: 301, is_active: true },
  { from_path: `${prefix}-b`, to_path: 'https://partner.example/x?y=1', status_code: 302, is_active: true },
  { from_path: `${prefix}-c`, to_path: '/about', status_code: 301, is_active: true },
  { from_path: `${prefix}-off`, to_path: '/about', status_code: 301, is_active: false },
];
const anonRest = () =>
  createPublicRest({ supabaseUrl: inject('productUrl'), supabaseAnonKey: inject('anonKey') });
const ours = <T extends { from_path: string }>(list: T[]) =>
  list.filter((row) => row.from_path.startsWith(prefix));

beforeAll(async () => {
  await service.from('redirects').insert(rows).throwOnError();
});
afterAll(async () => {
  await service.from('redirects').delete().like('from_path', `${prefix}%`);
});

describe('the redirects the build reads', () => {
  it('are the active rows, read with the anon key, in pages', async () => {
    const read = await readActiveRedirects(anonRest(), 2);
    expect(ours(read)).toEqual(
      rows
        .filter((row) => row.is_active)
        .map(({ from_path, to_path, status_code }) => ({ from_path, to_path, status_code })),
    );
    // The seeded demo redirects are there too.
    expect(read.map((row) => row.from_path)).toEqual(expect.arrayContaining(['/ppc', '/resources', '/team']));
    expect(await readActiveRedirects(anonRest())).toEqual(read);
  });

  it('become _redirects lines the local server answers', async () => {
    // Only this file's rows: other files add redirects of their own meanwhile.
    const { redirects, skipped } = hostRedirects(ours(await readActiveRedirects(anonRest())));
    expect(skipped).toEqual([]);
    expect(parseRedirects(redirectsFile(redirects))).toEqual([
      { kind: 'redirect', from: `${prefix}-a`, to: '/contact', status: 301 },
      { kind: 'redirect', from: `${prefix}-b`, to: 'https://partner.example/x?y=1', status: 302 },
      { kind: 'redirect', from: `${prefix}-c`, to: '/about', status: 301 },
    ]);
  });

  it('cannot be changed with the anon key', async () => {
    const { data } = await anonRest()
      .from('redirects')
      .update({ to_path: '/hijacked' })
      .eq('from_path', `${prefix}-a`)
      .select('id');
    expect(data ?? []).toEqual([]);
    const { data: row } = await service
      .from('redirects')
      .select('to_path')
      .eq('from_path', `${prefix}-a`)
      .single();
    expect(row?.to_path).toBe('/contact');
  });
});
