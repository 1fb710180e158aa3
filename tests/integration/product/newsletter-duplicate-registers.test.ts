import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import type { StackAddress } from '../../support/clients.ts';
import { freshAddress, productAnon, productService } from '../../support/product.ts';
import { PRODUCT_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';

// A product stack of its own: filling every register refuses duplicates from new addresses for
// ten minutes, which would change what the shared stack's other tests see.
let running: RunningStack;
let stack: StackAddress;
beforeAll(async () => {
  running = await startTestStack({ supabaseDir: PRODUCT_PROJECT, databaseUrl: await freshDatabaseUrl() });
  stack = { url: running.url, anonKey: running.keys.anonKey, serviceRoleKey: running.keys.serviceRoleKey };
});
afterAll(() => running.stop());

const visitor = (address: string) => productAnon(address, stack);

describe('failed newsletter sign-ups are counted in 64 registers, one per client address', () => {
  it('refuses a duplicate from a 65th address while 64 others hold a count, and still takes new addresses', async () => {
    const email = `listed-${randomUUID().slice(0, 8)}@example.com`;
    await productService(stack).from('newsletter_signups').insert({ email }).throwOnError();
    for (let i = 0; i < 64; i++) {
      const answer = await visitor(freshAddress()).from('newsletter_signups').insert({ email });
      expect(answer.error?.code).toBe('23505');
    }
    const latecomer = visitor(freshAddress());
    const refused = await latecomer.from('newsletter_signups').insert({ email });
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'PT429', hint: 'rate_limited' });
    const fresh = await latecomer
      .from('newsletter_signups')
      .insert({ email: `new-${randomUUID()}@example.com` });
    expect(fresh.error).toBeNull();
  });
});
