import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { member, productAnon, productService } from '../../support/product.ts';

const tag = randomUUID().slice(0, 8);
const SOURCE = `sources-${tag}`;
const service = productService();

beforeAll(async () => {
  await service
    .from('newsletter_signups')
    .insert(
      ['a', 'b'].map((name) => ({
        email: `src-${tag}-${name}@example.test`,
        source: SOURCE,
        is_active: true,
        is_confirmed: false,
      })),
    )
    .throwOnError();
});
afterAll(async () => {
  await service.from('newsletter_signups').delete().eq('source', SOURCE).throwOnError();
});

describe('newsletter_sources (the admin’s source filter)', () => {
  it('lists each source once to staff', async () => {
    for (const role of ['editor', 'admin'] as const) {
      const { client } = await member(role);
      const { data, error } = await client.from('newsletter_sources').select('source').eq('source', SOURCE);
      expect(error).toBeNull();
      expect(data).toEqual([{ source: SOURCE }]);
    }
  });

  it('shows visitors nothing: anon may not read it, a user without a role sees no rows', async () => {
    const anon = await productAnon().from('newsletter_sources').select('source').eq('source', SOURCE);
    expect(anon.error?.code).toBe('42501');
    const { client } = await member('no_role');
    const { data, error } = await client.from('newsletter_sources').select('source').eq('source', SOURCE);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('refuses every write with 401/403 42501, not a server error', async () => {
    const editor = await member('editor');
    const writers = [
      ['anon', inject('anonKey'), 401],
      ['editor', editor.accessToken, 403],
      ['service role', inject('serviceRoleKey'), 403],
    ] as const;
    // Raw requests: the generated types give the view no insert or update, so supabase-js would not send them.
    const write = (method: string, token: string, query = '', body?: unknown) =>
      fetch(`${inject('productUrl')}/rest/v1/newsletter_sources${query}`, {
        method,
        headers: {
          apikey: inject('anonKey'),
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    for (const [who, token, status] of writers) {
      for (const answer of [
        await write('POST', token, '', { source: `${SOURCE}-new` }),
        await write('PATCH', token, `?source=eq.${SOURCE}`, { source: `${SOURCE}-renamed` }),
        await write('DELETE', token, `?source=eq.${SOURCE}`),
      ]) {
        const { code } = (await answer.json()) as { code?: string };
        expect([who, answer.status, code]).toEqual([who, status, '42501']);
      }
    }
    const { data } = await service.from('newsletter_signups').select('source').eq('source', SOURCE);
    expect(data).toHaveLength(2);
  });
});
