import { describe, expect, inject, it } from 'vitest';
import { firstRow, readRows } from '../../../src/lib/supabase/rest-read.ts';
import { productService } from '../../support/product.ts';

/** The page gate's reads (src/scripts/page-gate.ts), with plain fetch, as a visitor's browser makes them. */
const env = () => ({ supabaseUrl: inject('productUrl'), supabaseAnonKey: inject('anonKey') });
const service = productService();

describe('readRows, the page gate reader', () => {
  it('reads the maintenance settings and a visibility switch as the anon role, the same rows postgrest-js gets', async () => {
    const settings = await readRows<{ maintenance_enabled: boolean }>(env(), 'site_settings', {
      select: 'maintenance_enabled,maintenance_message,maintenance_ends_at',
      limit: '1',
    }).then(firstRow);
    const { data: expected } = await service
      .from('site_settings')
      .select('maintenance_enabled,maintenance_message,maintenance_ends_at')
      .single()
      .throwOnError();
    expect(settings).toEqual({ data: expected, error: null });

    const { data: page } = await service
      .from('page_visibility')
      .select('page_name,is_visible')
      .limit(1)
      .single()
      .throwOnError();
    const visibility = await readRows<{ is_visible: boolean }>(env(), 'page_visibility', {
      select: 'is_visible',
      page_name: `eq.${page.page_name}`,
      limit: '1',
    }).then(firstRow);
    expect(visibility).toEqual({ data: { is_visible: page.is_visible }, error: null });
  });

  it('answers no row as null, and a refused read or an unreachable API as an error, never thrown', async () => {
    const none = await readRows(env(), 'page_visibility', { page_name: 'eq.no/such/page' }).then(firstRow);
    expect(none).toEqual({ data: null, error: null });

    const refused = await readRows(env(), 'no_such_table', {});
    expect(refused.data).toBeNull();
    expect(String(refused.error)).toMatch(/HTTP 404/);

    const unreachable = await readRows({ ...env(), supabaseUrl: 'http://127.0.0.1:1' }, 'site_settings', {});
    expect(unreachable.data).toBeNull();
    expect(unreachable.error).toBeInstanceOf(Error);
  });

  it('reads as a signed-in user with the token given', async () => {
    const bad = await readRows(env(), 'user_roles', { select: 'role' }, 'not-a-jwt');
    expect(bad.data).toBeNull();
    expect(String(bad.error)).toMatch(/HTTP 401/);
  });
});
