import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Tables } from '../../../src/lib/database.types.ts';
import { NEWSLETTER_MESSAGES } from '../../../src/lib/newsletter/messages.ts';
import { subscribe } from '../../../src/lib/newsletter/subscribe.ts';
import { createPublicRest } from '../../../src/lib/supabase/public-rest.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import type { StackAddress } from '../../support/clients.ts';
import { freshAddress, type Member, member, productAnon, productService } from '../../support/product.ts';
import { PRODUCT_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';

// A stack of its own: the tokens come from claiming the confirmation emails, which takes every
// due message, and newsletter_cleanup() deletes across the whole list.
let running: RunningStack;
let stack: StackAddress;
let editor: Member;
let admin: Member;

type Message = Tables<'outbox_messages'>;
const service = () => productService(stack);
const visitor = (address = freshAddress()) => productAnon(address, stack);
const tag = () => randomUUID().slice(0, 8);

/** The footer's REST client (the specification's two calls), from one client address. */
function footer(address = freshAddress()) {
  const rest = createPublicRest({ supabaseUrl: stack.url, supabaseAnonKey: stack.anonKey });
  rest.headers.set('X-Forwarded-For', address);
  return rest;
}

interface Links {
  confirm: string;
  unsubscribe: string;
  message: Message;
}

/** The worker's view of the address's latest confirmation email: its tokens (sent, so claimed once). */
async function confirmationLinks(email: string): Promise<Links> {
  const claimed = await service().rpc('claim_outbox_messages', { batch_size: 500 }).throwOnError();
  for (const m of claimed.data)
    await service().rpc('finish_outbox_message', { message_id: m.id, succeeded: true }).throwOnError();
  const mine = claimed.data.filter((m) => m.kind === 'newsletter.confirm' && m.recipient === email);
  expect(mine.length).toBe(1);
  const [message] = mine;
  if (!message) throw new Error(`No confirmation email for ${email}`);
  const payload = message.payload as { confirm_token?: string; unsubscribe_token?: string };
  expect(payload.confirm_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(payload.unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { confirm: payload.confirm_token ?? '', unsubscribe: payload.unsubscribe_token ?? '', message };
}

async function signup(email: string) {
  const { data } = await service().from('newsletter_signups').select('*').eq('email', email).throwOnError();
  return data;
}

async function confirmationsTo(email: string): Promise<Message[]> {
  const { data } = await service()
    .from('outbox_messages')
    .select('*')
    .eq('kind', 'newsletter.confirm')
    .eq('recipient', email)
    .order('created_at')
    .throwOnError();
  return data;
}

const forged = () => randomBytes(32).toString('base64url');

beforeAll(async () => {
  running = await startTestStack({ supabaseDir: PRODUCT_PROJECT, databaseUrl: await freshDatabaseUrl() });
  stack = { url: running.url, anonKey: running.keys.anonKey, serviceRoleKey: running.keys.serviceRoleKey };
  [editor, admin] = await Promise.all([member('editor', stack), member('admin', stack)]);
  await admin.client
    .from('webhooks')
    .insert({
      name: 'Newsletter CRM',
      url: 'https://crm.example.com/hooks',
      events: ['newsletter.subscribed', 'newsletter.confirmed', 'newsletter.unsubscribed'],
    })
    .throwOnError();
});
afterAll(() => running.stop());

describe(`newsletter double opt-in and unsubscribe (${inject('dbKind')})`, () => {
  it('confirms with the emailed link once; the stored tokens are hashes, never the link', async () => {
    const email = `confirm-${tag()}@example.com`;
    expect((await subscribe(footer(), email)).kind).toBe('subscribed');
    const links = await confirmationLinks(email);
    const stored = await running.db.query<{ hash: string; purpose: string }>(
      `select encode(token_hash, 'hex') as hash, purpose from private.newsletter_tokens where email = $1 order by purpose`,
      [email],
    );
    expect(stored.rows.map((r) => r.purpose)).toEqual(['confirm', 'unsubscribe']);
    const text = JSON.stringify(stored.rows);
    expect(text).not.toContain(links.confirm);
    expect(text).not.toContain(links.unsubscribe);

    const confirmed = await visitor().rpc('confirm_newsletter', { token: links.confirm });
    expect(confirmed.data).toBe('confirmed');
    expect((await signup(email))[0]).toMatchObject({ is_active: true, is_confirmed: true });

    const reused = await visitor().rpc('confirm_newsletter', { token: links.confirm });
    expect(reused.status).toBe(400);
    expect(reused.error).toMatchObject({
      code: '22023',
      message: 'This confirmation link has already been used.',
    });

    const events = await service()
      .from('outbox_messages')
      .select('event')
      .eq('subject_id', links.message.subject_id ?? '')
      .eq('kind', 'webhook')
      .order('created_at');
    expect(events.data?.map((e) => e.event)).toEqual(['newsletter.subscribed', 'newsletter.confirmed']);
  });

  it('answers already_confirmed when staff confirmed the subscriber first', async () => {
    const email = `staff-first-${tag()}@example.com`;
    expect((await subscribe(footer(), email)).kind).toBe('subscribed');
    const links = await confirmationLinks(email);
    await editor.client
      .from('newsletter_signups')
      .update({ is_confirmed: true })
      .eq('email', email)
      .throwOnError();
    expect((await visitor().rpc('confirm_newsletter', { token: links.confirm })).data).toBe(
      'already_confirmed',
    );
  });

  it('refuses an expired link (7 days), a forged one and one of the wrong shape, with 400', async () => {
    const email = `late-${tag()}@example.com`;
    expect((await subscribe(footer(), email)).kind).toBe('subscribed');
    const links = await confirmationLinks(email);
    await running.db.query(
      `update private.newsletter_tokens set created_at = now() - interval '7 days 1 minute' where email = $1`,
      [email],
    );
    const expired = await visitor().rpc('confirm_newsletter', { token: links.confirm });
    expect(expired.status).toBe(400);
    expect(expired.error).toMatchObject({
      code: '22023',
      message: 'This confirmation link has expired. Subscribe again to get a new one.',
    });
    for (const token of [
      forged(),
      'not-a-token',
      '',
      links.unsubscribe,
      `${links.confirm.slice(0, -1)}${links.confirm.endsWith('A') ? 'B' : 'A'}`,
    ]) {
      const refused = await visitor().rpc('confirm_newsletter', { token });
      expect(refused.status).toBe(400);
      expect(refused.error).toMatchObject({ code: '22023', message: 'This confirmation link is not valid.' });
    }
    expect((await signup(email))[0]).toMatchObject({ is_confirmed: false });
    // Unsubscribe links never expire.
    expect((await visitor().rpc('unsubscribe_newsletter', { token: links.unsubscribe })).data).toBe(
      'unsubscribed',
    );
  });

  it('unsubscribes with the link, harmlessly again; a forged link is refused', async () => {
    const email = `leaving-${tag()}@example.com`;
    expect((await subscribe(footer(), email)).kind).toBe('subscribed');
    const links = await confirmationLinks(email);
    expect((await visitor().rpc('unsubscribe_newsletter', { token: links.unsubscribe })).data).toBe(
      'unsubscribed',
    );
    expect((await signup(email))[0]).toMatchObject({ is_active: false });
    expect((await visitor().rpc('unsubscribe_newsletter', { token: links.unsubscribe })).data).toBe(
      'already_unsubscribed',
    );
    for (const token of [forged(), links.confirm, 'x']) {
      const refused = await visitor().rpc('unsubscribe_newsletter', { token });
      expect(refused.status).toBe(400);
      expect(refused.error).toMatchObject({ code: '22023', message: 'This unsubscribe link is not valid.' });
    }
    const events = await service()
      .from('outbox_messages')
      .select('event')
      .eq('subject_id', links.message.subject_id ?? '')
      .eq('kind', 'webhook')
      .order('created_at');
    expect(events.data?.map((e) => e.event)).toEqual(['newsletter.subscribed', 'newsletter.unsubscribed']);
  });

  it('subscribing again after unsubscribing works through the footer’s two calls and sends a new confirmation', async () => {
    const email = `returning-${tag()}@example.com`;
    expect((await subscribe(footer(), email)).kind).toBe('subscribed');
    const first = await confirmationLinks(email);
    expect((await visitor().rpc('confirm_newsletter', { token: first.confirm })).data).toBe('confirmed');
    expect((await visitor().rpc('unsubscribe_newsletter', { token: first.unsubscribe })).data).toBe(
      'unsubscribed',
    );

    expect(await subscribe(footer(), email)).toEqual({
      kind: 'subscribed',
      toast: NEWSLETTER_MESSAGES.subscribed,
      email,
    });
    const rows = await signup(email);
    expect(rows.length).toBe(1);
    expect(rows[0]).toMatchObject({ is_active: true, is_confirmed: false });
    expect(rows[0]?.id).not.toBe(first.message.subject_id);
    const second = await confirmationLinks(email);
    expect(second.message.subject_id).toBe(rows[0]?.id);
    expect(second.confirm).not.toBe(first.confirm);
    // While subscribed, a second signup is still "Already subscribed".
    expect((await subscribe(footer(), email)).kind).toBe('duplicate');

    // The old confirmation link belonged to the old signup; the old unsubscribe link still works.
    const old = await visitor().rpc('confirm_newsletter', { token: first.confirm });
    expect(old.error?.message).toBe('This confirmation link is not valid.');
    expect((await visitor().rpc('confirm_newsletter', { token: second.confirm })).data).toBe('confirmed');
    expect((await visitor().rpc('unsubscribe_newsletter', { token: first.unsubscribe })).data).toBe(
      'unsubscribed',
    );
    expect((await signup(email))[0]).toMatchObject({ is_active: false, is_confirmed: true });
  });

  it('staff imports never bring back an address that unsubscribed, and queue no confirmation', async () => {
    const gone = `unsubscribed-${tag()}@example.com`;
    expect((await subscribe(footer(), gone)).kind).toBe('subscribed');
    const links = await confirmationLinks(gone);
    await visitor().rpc('unsubscribe_newsletter', { token: links.unsubscribe }).throwOnError();
    const imported = `imported-${tag()}@example.com`;
    const { data } = await editor.client
      .from('newsletter_signups')
      .upsert(
        [
          { email: gone, source: 'csv-import', is_active: true, is_confirmed: false },
          { email: imported, source: 'csv-import', is_active: true, is_confirmed: false },
        ],
        { onConflict: 'email', ignoreDuplicates: true },
      )
      .select('email')
      .throwOnError();
    expect(data.map((r) => r.email)).toEqual([imported]);
    expect((await signup(gone))[0]).toMatchObject({ is_active: false });
    expect(await confirmationsTo(imported)).toEqual([]);
  });

  it('queues at most 3 confirmation emails per address in 24 hours; the signup is still stored', async () => {
    const email = `target-${tag()}@example.com`;
    // Three confirmation emails for the address already went out today (from earlier signups).
    for (let n = 0; n < 3; n++)
      await service()
        .from('outbox_messages')
        .insert({
          channel: 'email',
          kind: 'newsletter.confirm',
          recipient: email,
          payload: {},
          status: 'sent',
        })
        .throwOnError();
    expect((await subscribe(footer(), email)).kind).toBe('subscribed');
    expect((await signup(email)).length).toBe(1);
    expect((await confirmationsTo(email)).length).toBe(3);

    // A day later the address may be asked again.
    await running.db.query(
      `update public.outbox_messages set created_at = now() - interval '25 hours' where recipient = $1`,
      [email],
    );
    await editor.client
      .from('newsletter_signups')
      .update({ is_active: false })
      .eq('email', email)
      .throwOnError();
    expect((await subscribe(footer(), email)).kind).toBe('subscribed');
    expect((await confirmationsTo(email)).length).toBe(4);
  });

  it('newsletter_cleanup() deletes signups left unconfirmed 30 days after their email, nothing else; service role only', async () => {
    const stale = `stale-${tag()}@example.com`;
    const recent = `recent-${tag()}@example.com`;
    const confirmedOld = `kept-${tag()}@example.com`;
    const importedOld = `imported-old-${tag()}@example.com`;
    for (const email of [stale, recent, confirmedOld])
      expect((await subscribe(footer(), email)).kind).toBe('subscribed');
    const links = await confirmationLinks(confirmedOld);
    await visitor().rpc('confirm_newsletter', { token: links.confirm }).throwOnError();
    await editor.client
      .from('newsletter_signups')
      .insert({ email: importedOld, source: 'csv-import' })
      .throwOnError();
    await running.db.query(
      `update public.newsletter_signups set created_at = now() - interval '31 days' where email = any($1)`,
      [[stale, confirmedOld, importedOld]],
    );

    for (const client of [visitor(), editor.client, admin.client]) {
      const refused = await client.rpc('newsletter_cleanup');
      expect(refused.error).not.toBeNull();
    }
    const { data: deleted } = await service().rpc('newsletter_cleanup').throwOnError();
    expect(deleted).toBe(1);
    expect(await signup(stale)).toEqual([]);
    for (const email of [recent, confirmedOld, importedOld]) expect((await signup(email)).length).toBe(1);
    expect((await service().rpc('newsletter_cleanup').throwOnError()).data).toBe(0);
  });
});
