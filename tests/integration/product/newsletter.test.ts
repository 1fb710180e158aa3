import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../../../src/lib/newsletter/messages.ts';
import { subscribe } from '../../../src/lib/newsletter/subscribe.ts';
import { createPublicRest } from '../../../src/lib/supabase/public-rest.ts';
import { freshAddress, productService } from '../../support/product.ts';

/** The islands' REST client, from one client address. */
function restFrom(address: string) {
  const rest = createPublicRest({ supabaseUrl: inject('productUrl'), supabaseAnonKey: inject('anonKey') });
  rest.headers.set('X-Forwarded-For', address);
  return rest;
}

describe('newsletter subscribe() against the product stack', () => {
  it('subscribes once, then answers "Already subscribed" from the unique violation', async () => {
    const rest = restFrom(freshAddress());
    const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
    expect(await subscribe(rest, email)).toEqual({
      kind: 'subscribed',
      toast: NEWSLETTER_MESSAGES.subscribed,
      email,
    });
    expect(await subscribe(rest, email)).toEqual({
      kind: 'duplicate',
      toast: NEWSLETTER_MESSAGES.alreadySubscribed,
    });
    const { data } = await productService()
      .from('newsletter_signups')
      .select('source, is_active, is_confirmed')
      .eq('email', email);
    expect(data).toEqual([{ source: 'website-footer', is_active: true, is_confirmed: false }]);
  });

  it('passes the database’s rate-limit message through "Subscription failed"', async () => {
    const rest = restFrom(freshAddress());
    for (let i = 0; i < 5; i++)
      expect((await subscribe(rest, `burst-${i}-${randomUUID().slice(0, 6)}@example.com`)).kind).toBe(
        'subscribed',
      );
    expect(await subscribe(rest, `sixth-${randomUUID().slice(0, 6)}@example.com`)).toEqual({
      kind: 'failed',
      toast: {
        title: 'Subscription failed',
        description: 'Too many submissions from this network. Please wait a few minutes and try again.',
        variant: 'destructive',
      },
    });
  });

  it('counts "Already subscribed" answers against the client address’s limit', async () => {
    const rest = restFrom(freshAddress());
    const email = `asked-${randomUUID().slice(0, 8)}@example.com`;
    expect((await subscribe(rest, email)).kind).toBe('subscribed');
    // Four more attempts for the address on the list: each one still answers 23505, and each counts.
    for (let i = 0; i < 4; i++) {
      const again = await rest.from('newsletter_signups').insert({ email });
      expect(again.status).toBe(409);
      expect(again.error?.code).toBe('23505');
    }
    expect(await subscribe(rest, `sixth-${randomUUID().slice(0, 6)}@example.com`)).toEqual({
      kind: 'failed',
      toast: {
        title: 'Subscription failed',
        description: 'Too many submissions from this network. Please wait a few minutes and try again.',
        variant: 'destructive',
      },
    });
    expect((await rest.from('newsletter_signups').insert({ email })).error?.code).toBe('PT429');
    // Another address still gets the seed's answer.
    expect(await subscribe(restFrom(freshAddress()), email)).toEqual({
      kind: 'duplicate',
      toast: NEWSLETTER_MESSAGES.alreadySubscribed,
    });
  });

  it('reports a lookup that cannot reach the API as "Failed to check existing subscriptions"', async () => {
    const rest = createPublicRest({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: inject('anonKey') });
    const outcome = await subscribe(rest, `offline-${randomUUID().slice(0, 6)}@example.com`);
    expect(outcome).toEqual({ kind: 'failed', toast: NEWSLETTER_MESSAGES.lookupFailed });
  }, 20_000);
});
