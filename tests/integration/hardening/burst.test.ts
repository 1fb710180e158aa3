import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../../supabase/local/config.ts';
import { PASSWORD } from '../../support/accounts.ts';
import { freshAddress, productService, productStack } from '../../support/product.ts';
import '../../support/provided.ts';

/**
 * A bounded burst on loopback, all requests in flight at once from one client address: anonymous
 * inbox writes and password sign-ins, with a public read in the middle. The per-address limits
 * in the database and the per-email sign-in limit in auth make the accepted counts exact.
 * Runtime: 3-8 s per database (most of it bcrypt on a busy machine).
 */

/** The inbox triggers' per-address limit (migration 20261122000600_inboxes.sql). */
const INBOX_LIMIT_PER_ADDRESS = 5;
/** Sign-in attempts per email address in five minutes (the stack's default; tests keep it). */
const SIGN_INS_PER_EMAIL = loadConfig({}).auth.rateLimits.signInPerEmail;
const REQUEST_TIMEOUT = 20_000;

interface Answer {
  status: number;
  body: Record<string, unknown> | null;
  retryAfter: string | null;
}

const stack = () => productStack();

async function send(path: string, body: unknown, address: string): Promise<Answer> {
  const response = await fetch(`${stack().url}${path}`, {
    method: 'POST',
    headers: {
      apikey: stack().anonKey,
      Authorization: `Bearer ${stack().anonKey}`,
      'Content-Type': 'application/json',
      'X-Forwarded-For': address,
      'X-Supabase-Api-Version': '2024-01-01',
      Prefer: 'return=minimal',
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    retryAfter: response.headers.get('retry-after'),
  };
}

async function timedPublicRead(): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${stack().url}/rest/v1/faqs?select=id&limit=1`, {
    headers: { apikey: stack().anonKey, 'X-Forwarded-For': freshAddress() },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

async function confirmedUser(): Promise<string> {
  const email = `burst-${randomUUID()}@example.test`;
  const created = await productService().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  expect(created.error).toBeNull();
  return email;
}

const count = (answers: Answer[], status: number) => answers.filter((a) => a.status === status).length;

describe(`a burst of anonymous writes and sign-ins (${inject('dbKind')})`, () => {
  it('keeps serving, keeps every accepted write once, and answers the excess with 429', async () => {
    const address = freshAddress();
    const run = randomUUID().slice(0, 8);
    const [victim, member] = await Promise.all([confirmedUser(), confirmedUser()]);
    const newsletterEmails = Array.from({ length: 45 }, (_, i) => `burst-${run}-${i}@example.com`);
    const contactEmails = Array.from({ length: 45 }, (_, i) => `burst-contact-${run}-${i}@example.com`);

    const newsletter = newsletterEmails.map((email) =>
      send('/rest/v1/newsletter_signups', { email, source: 'burst-test' }, address),
    );
    const contact = contactEmails.map((email) =>
      send(
        '/rest/v1/contact_submissions',
        { kind: 'contact', name: 'Burst Visitor', email, message: 'Please call me back about SEO.' },
        address,
      ),
    );
    // Each checked password costs a bcrypt comparison (slow on purpose): few right ones.
    const wrongPasswords = Array.from({ length: 30 }, () =>
      send('/auth/v1/token?grant_type=password', { email: victim, password: 'not the password' }, address),
    );
    const rightPasswords = Array.from({ length: 3 }, () =>
      send('/auth/v1/token?grant_type=password', { email: member, password: PASSWORD }, address),
    );
    const read = await timedPublicRead();
    const [signups, messages, guesses, signIns] = await Promise.all([
      Promise.all(newsletter),
      Promise.all(contact),
      Promise.all(wrongPasswords),
      Promise.all(rightPasswords),
    ]);

    // The public site kept answering during the burst.
    expect(read.status).toBe(200);
    expect(read.ms).toBeLessThan(5_000);
    const all = [...signups, ...messages, ...guesses, ...signIns];
    expect(all.filter((a) => a.status >= 500)).toEqual([]);

    // Exactly the per-address limit got in; the rest is PostgREST's 429 for SQLSTATE PT429.
    for (const answers of [signups, messages]) {
      expect(count(answers, 201)).toBe(INBOX_LIMIT_PER_ADDRESS);
      expect(count(answers, 429)).toBe(answers.length - INBOX_LIMIT_PER_ADDRESS);
      for (const refused of answers.filter((a) => a.status === 429))
        expect(refused.body).toMatchObject({ code: 'PT429', hint: 'rate_limited', details: null });
    }

    // Guessing one account's password: the per-email limit answers GoTrue's 429 with Retry-After.
    expect(count(guesses, 400)).toBe(SIGN_INS_PER_EMAIL);
    expect(count(guesses, 429)).toBe(guesses.length - SIGN_INS_PER_EMAIL);
    for (const refused of guesses.filter((a) => a.status === 429)) {
      expect(refused.body).toEqual({
        code: 'over_request_rate_limit',
        message: 'Request rate limit reached',
      });
      expect(refused.retryAfter).toMatch(/^[1-9]\d*$/);
    }
    for (const wrong of guesses.filter((a) => a.status === 400))
      expect(wrong.body).toMatchObject({ code: 'invalid_credentials' });
    expect(signIns.map((a) => a.status)).toEqual(signIns.map(() => 200));
    for (const session of signIns) expect(session.body).toHaveProperty('access_token');

    // Every accepted write is stored once; no refused write is.
    const accepted = (answers: Answer[], emails: string[]) =>
      emails.filter((_, i) => answers[i]?.status === 201).sort();
    const service = productService();
    const storedSignups = await service
      .from('newsletter_signups')
      .select('email')
      .in('email', newsletterEmails);
    expect(storedSignups.error).toBeNull();
    expect((storedSignups.data ?? []).map((r) => r.email).sort()).toEqual(
      accepted(signups, newsletterEmails),
    );
    const storedMessages = await service
      .from('contact_submissions')
      .select('email')
      .in('email', contactEmails);
    expect(storedMessages.error).toBeNull();
    expect((storedMessages.data ?? []).map((r) => r.email).sort()).toEqual(accepted(messages, contactEmails));
  });
});
