/**
 * One-click unsubscribe (issue 17, RFC 8058): a mail app's POST of `List-Unsubscribe=One-Click` to
 * `/functions/v1/newsletter-unsubscribe?token=…`, without a session, sets the subscriber inactive
 * through unsubscribe_newsletter and answers 200; again, harmlessly; a GET (a link scanner) changes
 * nothing; a forged token or a wrong body is refused in the functions' error shape.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { productService } from '../../support/product.ts';
import { PRODUCT_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';

// A stack of its own: the raw tokens are only in the database's private schema (the worker gets
// them when it claims the email), so the test reads them there instead of claiming shared rows.
let running: RunningStack;
beforeAll(async () => {
  running = await startTestStack({ supabaseDir: PRODUCT_PROJECT, databaseUrl: await freshDatabaseUrl() });
});
afterAll(() => running.stop());

const service = () =>
  productService({
    url: running.url,
    anonKey: running.keys.anonKey,
    serviceRoleKey: running.keys.serviceRoleKey,
  });

/** A new subscriber and the unsubscribe token its confirmation email carries. */
async function subscriber(): Promise<{ email: string; token: string }> {
  const email = `one-click-${randomUUID().slice(0, 8)}@example.com`;
  await service().from('newsletter_signups').insert({ email }).throwOnError();
  const { rows } = await running.db.query<{ token: string }>(
    `SELECT s.secrets->>'unsubscribe_token' AS token FROM private.outbox_secrets s
     JOIN public.outbox_messages m ON m.id = s.message_id
     WHERE m.kind = 'newsletter.confirm' AND m.recipient = $1`,
    [email],
  );
  const token = rows[0]?.token;
  if (!token) throw new Error(`no confirmation email was queued for ${email}`);
  return { email, token };
}

const ONE_CLICK = 'List-Unsubscribe=One-Click';

/** What a mail app sends: no apikey, no Authorization, a form body. */
async function oneClick(
  token: string | null,
  init: { body?: BodyInit; type?: string; method?: string } = {},
) {
  const url = new URL(`${running.url}/functions/v1/newsletter-unsubscribe`);
  if (token !== null) url.searchParams.set('token', token);
  const response = await fetch(url, {
    method: init.method ?? 'POST',
    headers:
      init.type === undefined
        ? { 'Content-Type': 'application/x-www-form-urlencoded' }
        : init.type
          ? { 'Content-Type': init.type }
          : {},
    ...(init.body !== undefined ? { body: init.body } : init.method === 'GET' ? {} : { body: ONE_CLICK }),
  });
  return {
    status: response.status,
    allow: response.headers.get('allow'),
    body: (await response.json()) as { status?: string; error?: { code: string; message: string } },
  };
}

async function isActive(email: string): Promise<boolean | undefined> {
  const { data } = await service()
    .from('newsletter_signups')
    .select('is_active')
    .eq('email', email)
    .throwOnError();
  return data[0]?.is_active;
}

describe(`one-click newsletter unsubscribe (${inject('dbKind')})`, () => {
  it('unsubscribes on the RFC 8058 POST without a session, then answers a second click as already done', async () => {
    const { email, token } = await subscriber();
    expect(await isActive(email)).toBe(true);
    expect(await oneClick(token)).toEqual({ status: 200, allow: null, body: { status: 'unsubscribed' } });
    expect(await isActive(email)).toBe(false);
    expect(await oneClick(token)).toEqual({
      status: 200,
      allow: null,
      body: { status: 'already_unsubscribed' },
    });
  });

  it('takes the one-click body as multipart form data too', async () => {
    const { email, token } = await subscriber();
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await oneClick(token, { body: form, type: '' })).body).toEqual({ status: 'unsubscribed' });
    expect(await isActive(email)).toBe(false);
  });

  it('answers a GET (a link scanner, a browser) 405 pointing to the site’s page, and unsubscribes nobody', async () => {
    const { email, token } = await subscriber();
    const answer = await oneClick(token, { method: 'GET' });
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe('POST');
    expect(answer.body.error?.code).toBe('method_not_allowed');
    expect(answer.body.error?.message).toContain('/newsletter/unsubscribe');
    expect(await isActive(email)).toBe(true);
  });

  it('refuses a forged, missing or cut token and a body that is not the one-click pair, changing nothing', async () => {
    const { email, token } = await subscriber();
    const forged = await oneClick(`${'A'.repeat(42)}B`);
    expect(forged).toEqual({
      status: 400,
      allow: null,
      body: { error: { code: 'invalid_token', message: 'This unsubscribe link is not valid.' } },
    });
    expect((await oneClick(token.slice(0, -1))).body.error?.code).toBe('invalid_token');
    const missing = await oneClick(null);
    expect(missing.status).toBe(400);
    expect(missing.body.error?.code).toBe('invalid_request');
    for (const [body, type] of [
      ['List-Unsubscribe=Yes', undefined],
      ['{"List-Unsubscribe":"One-Click"}', 'application/json'],
      ['', undefined],
    ] as const) {
      const wrong = await oneClick(token, { body, ...(type ? { type } : {}) });
      expect(wrong.status, body).toBe(400);
      expect(wrong.body.error?.message).toContain('List-Unsubscribe=One-Click');
    }
    expect(await isActive(email)).toBe(true);
  });
});
