import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
