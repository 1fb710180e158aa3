import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { freshAddress, member, productAnon, productService } from '../../support/product.ts';

describe('inbox rate limits for everyone who is not staff (enforced in the database)', () => {
  it('allows 5 sign-ups per client address in 10 minutes, then answers 429 with PT429', async () => {
    const address = freshAddress();
    const visitor = productAnon(address);
    for (let i = 0; i < 5; i++) {
      expect(
        (await visitor.from('newsletter_signups').insert({ email: `burst-${randomUUID()}@example.com` }))
          .error,
      ).toBeNull();
    }
    const refused = await visitor
      .from('newsletter_signups')
      .insert({ email: `burst-${randomUUID()}@example.com` });
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'PT429', hint: 'rate_limited' });
    expect(refused.error?.message).toContain('Too many submissions');
    // Another address is not affected.
    expect(
      (
        await productAnon()
          .from('newsletter_signups')
          .insert({ email: `other-${randomUUID()}@example.com` })
      ).error,
    ).toBeNull();
  });

  it('allows 3 contact messages per email address whatever the client address', async () => {
    const email = `persistent-${randomUUID()}@example.com`;
    const message = {
      kind: 'contact' as const,
      name: 'Persistent Visitor',
      email,
      message: 'Please call me back about SEO.',
    };
    for (let i = 0; i < 3; i++)
      expect((await productAnon().from('contact_submissions').insert(message)).error).toBeNull();
    const refused = await productAnon().from('contact_submissions').insert(message);
    expect(refused.error?.code).toBe('PT429');
    const stored = await productService().from('contact_submissions').select('id').eq('email', email);
    expect(stored.data).toHaveLength(3);
  });

  it('counts a signed-in user without a staff role like a visitor', async () => {
    const { client } = await member('no_role');
    for (let i = 0; i < 5; i++)
      expect(
        (await client.from('newsletter_signups').insert({ email: `signed-in-${randomUUID()}@example.com` }))
          .error,
      ).toBeNull();
    const refused = await client
      .from('newsletter_signups')
      .insert({ email: `signed-in-${randomUUID()}@example.com` });
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'PT429', hint: 'rate_limited' });
  });

  it('does not limit staff', async () => {
    const editor = await member('editor');
    for (let i = 0; i < 7; i++) {
      expect(
        (
          await editor.client
            .from('newsletter_signups')
            .insert({ email: `staff-added-${randomUUID()}@example.com`, source: 'admin-import' })
        ).error,
      ).toBeNull();
    }
  });
});
