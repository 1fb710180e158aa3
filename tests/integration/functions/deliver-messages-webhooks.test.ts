import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startMessageDelivery } from '../../../supabase/local/schedule/deliver-messages.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import type { StackAddress } from '../../support/clients.ts';
import { callDeliverMessages, deliverMessages } from '../../support/deliveries.ts';
import { member, productAnonAt, productService } from '../../support/product.ts';
import { PRODUCT_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';

/**
 * The delivery worker's webhooks, for real: leads stored through the API queue deliveries, the
 * deliver-messages function signs and POSTs them to a receiver on 127.0.0.1 (this stack allows
 * loopback, as the local stack's tests do; the guard is tested with it on in
 * deliver-messages-guard.test.ts), and records each outcome. Time is moved by setting due_at in
 * the database, never by waiting.
 */
let running: RunningStack;
let stack: StackAddress;
let receiver: WebhookReceiver;
const secrets = new Map<string, string>();
beforeAll(async () => {
  const envFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'deliver-env-')), 'functions.env');
  await fs.writeFile(envFile, 'WEBHOOKS_ALLOW_PRIVATE=true\nWEBHOOKS_TIMEOUT_MS=1500\n');
  running = await startTestStack({
    supabaseDir: PRODUCT_PROJECT,
    databaseUrl: await freshDatabaseUrl(),
    env: { FUNCTIONS_ENV_FILE: envFile },
  });
  stack = { url: running.url, anonKey: running.keys.anonKey, serviceRoleKey: running.keys.serviceRoleKey };
  // The receiver checks each request with the secret of the webhook its path names.
  receiver = await startWebhookReceiver((request) => secrets.get(request.path.slice(1)) ?? '');
  // Only webhooks here: no staff emails are queued for these leads.
  await running.db.query(`UPDATE public.notification_settings SET recipients = '{}'`);
  await running.db.query(`UPDATE public.site_settings SET email = NULL`);
});
afterAll(async () => {
  await receiver.close();
  await running.stop();
});
afterEach(async () => {
  receiver.answer = 200;
  await running.db.query('DELETE FROM public.webhooks');
  await running.db.query('DELETE FROM public.outbox_messages');
});

const service = () => productService(stack);
const sql = async <Row extends object>(text: string, params: unknown[] = []) =>
  (await running.db.query<Row>(text, params)).rows;

/** A webhook to the receiver (at a path of its own), subscribed to `events`. */
async function addWebhook(events: string[] = ['contact.created']): Promise<{ id: string; path: string }> {
  const id = randomUUID();
  const { data } = await service()
    .from('webhooks')
    .insert({ id, name: `Hook ${id.slice(0, 8)}`, url: `${receiver.url}/${id}`, events })
    .select('secret')
    .single()
    .throwOnError();
  secrets.set(id, data.secret);
  return { id, path: `/${id}` };
}

/** A contact message sent as a visitor, through the API: its trigger queues the deliveries. */
async function contact(fields: { name?: string; message?: string } = {}): Promise<string> {
  const email = `visitor-${randomUUID()}@example.com`;
  await productAnonAt(stack)
    .from('contact_submissions')
    .insert({ kind: 'contact', name: 'Ada Lovelace', email, message: 'Please call me about SEO.', ...fields })
    .throwOnError();
  const [row] = await sql<{ id: string }>('SELECT id FROM public.contact_submissions WHERE email = $1', [
    email,
  ]);
  // The visitor's acknowledgement is for the email tests (deliver-messages-email.test.ts).
  await sql(`DELETE FROM public.outbox_messages WHERE channel = 'email'`);
  return row?.id ?? '';
}

interface Delivery {
  id: string;
  status: string;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  idempotency_key: string;
  retry_in: number | null;
}
async function deliveries(webhookId: string): Promise<Delivery[]> {
  return sql<Delivery>(
    `SELECT id, status, attempts, last_status, last_error, idempotency_key,
            round(extract(epoch FROM due_at - now()))::int AS retry_in
     FROM public.outbox_messages WHERE webhook_id = $1 ORDER BY created_at, id`,
    [webhookId],
  );
}
const requestsTo = (hook: { path: string }) => receiver.received.filter((r) => r.path === hook.path);
const makeDue = (id: string) => sql(`UPDATE public.outbox_messages SET due_at = now() WHERE id = $1`, [id]);

describe('deliver-messages', () => {
  it('runs for the service role only, in the functions’ error shape', async () => {
    const editor = await member('editor', stack);
    expect(await callDeliverMessages(stack, stack.anonKey)).toMatchObject({
      status: 401,
      body: { error: { code: 'not_signed_in' } },
    });
    expect(await callDeliverMessages(stack, editor.accessToken)).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden' } },
    });
    expect(await callDeliverMessages(stack, stack.serviceRoleKey, { body: '{"all":true}' })).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_request' } },
    });
    expect(await deliverMessages(stack)).toEqual({ claimed: 0, sent: 0, failed: 0, dead: 0 });
  });

  it('is called by the local stack’s schedule, which logs what it did and only logs a failure', async () => {
    const lines: string[] = [];
    const refused = startMessageDelivery({
      apiUrl: stack.url,
      serviceRoleKey: stack.anonKey,
      log: (line) => lines.push(line),
      firstCallMs: 0,
    });
    await expect.poll(() => lines.join('\n')).toMatch(/^Deliveries failed \(401\): /);
    await refused.stop();

    const hook = await addWebhook();
    await contact();
    lines.length = 0;
    const schedule = startMessageDelivery({
      apiUrl: stack.url,
      serviceRoleKey: stack.serviceRoleKey,
      log: (line) => lines.push(line),
      firstCallMs: 0,
    });
    await expect.poll(() => lines).toEqual(['Deliveries: 1 sent, 0 to retry, 0 given up (of 1)']);
    await schedule.stop();
    expect(requestsTo(hook)).toHaveLength(1);
  });

  it('POSTs a lead’s event signed, with its idempotency key, and records the answer', async () => {
    const hook = await addWebhook();
    const leadId = await contact();
    expect(await deliverMessages(stack)).toEqual({ claimed: 1, sent: 1, failed: 0, dead: 0 });
    const [row] = await deliveries(hook.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_status: 200, last_error: null });
    const [got] = requestsTo(hook);
    expect(got?.signatureValid).toBe(true);
    expect(got?.headers).toMatchObject({
      'idempotency-key': row?.idempotency_key,
      'x-growdigital-event': 'contact.created',
      'user-agent': 'GrowDigital-Webhooks/1',
    });
    const body = JSON.parse(got?.body ?? '') as { id: string; event: string; data: Record<string, unknown> };
    expect(body).toMatchObject({ id: row?.idempotency_key, event: 'contact.created' });
    expect(body.data).toMatchObject({ id: leadId, name: 'Ada Lovelace', kind: 'contact' });
    expect(body.data).not.toHaveProperty('notes');
    // Nothing is due any more.
    expect(await deliverMessages(stack)).toMatchObject({ claimed: 0 });
  });

  it('retries an endpoint that answers 500 with exponential backoff, then gives up (dead)', async () => {
    const hook = await addWebhook();
    receiver.answer = 500;
    await contact();
    const [first] = await deliveries(hook.id);
    const id = first?.id ?? '';
    const waits: (number | null)[] = [];
    for (let attempt = 1; attempt <= 8; attempt++) {
      const counts = await deliverMessages(stack);
      const [row] = await deliveries(hook.id);
      expect(row, `attempt ${String(attempt)}`).toMatchObject({
        attempts: attempt,
        status: attempt < 8 ? 'failed' : 'dead',
        last_status: 500,
        last_error: 'The endpoint answered HTTP 500: answered 500',
      });
      expect(counts).toEqual({ claimed: 1, sent: 0, failed: attempt < 8 ? 1 : 0, dead: attempt < 8 ? 0 : 1 });
      if (attempt < 8) {
        waits.push(row?.retry_in ?? null);
        // Not due before its time: a call now claims nothing.
        expect((await deliverMessages(stack)).claimed).toBe(0);
        await makeDue(id);
      }
    }
    // 30 s doubled each time (up to an hour), as finish_outbox_message sets it.
    const expected = [30, 60, 120, 240, 480, 960, 1920];
    waits.forEach((wait, index) =>
      expect(Math.abs((wait ?? 0) - (expected[index] ?? 0))).toBeLessThanOrEqual(2),
    );
    // Every attempt was the same message: one key, signed each time.
    const got = requestsTo(hook);
    expect(got).toHaveLength(8);
    expect(new Set(got.map((r) => r.headers['idempotency-key']))).toEqual(new Set([first?.idempotency_key]));
    expect(got.every((r) => r.signatureValid)).toBe(true);
    expect(await deliverMessages(stack)).toMatchObject({ claimed: 0 });
  });

  it('gives up on an endpoint that does not answer within the time limit', async () => {
    const hook = await addWebhook();
    receiver.answer = 'hold';
    await contact();
    expect(await deliverMessages(stack)).toMatchObject({ claimed: 1, failed: 1 });
    expect((await deliveries(hook.id))[0]).toMatchObject({
      status: 'failed',
      last_status: null,
      last_error: 'No answer within 1.5 seconds.',
    });
  });

  it('does not follow a redirect', async () => {
    const hook = await addWebhook();
    receiver.answer = 307;
    await contact();
    expect(await deliverMessages(stack)).toMatchObject({ claimed: 1, failed: 1 });
    expect((await deliveries(hook.id))[0]).toMatchObject({
      status: 'failed',
      last_status: 307,
      last_error: 'The endpoint answered HTTP 307 (a redirect, which webhooks do not follow).',
    });
    expect(receiver.received.filter((r) => r.path === '/redirected')).toEqual([]);
    expect(requestsTo(hook)).toHaveLength(1);
  });

  it('disables a webhook after 10 failed deliveries in a row; its queued deliveries are given up, a test still goes', async () => {
    const hook = await addWebhook();
    receiver.answer = 500;
    const queue = (count: number, event = 'contact.created') =>
      sql(
        `INSERT INTO public.outbox_messages (channel, kind, event, recipient, webhook_id, payload)
         SELECT 'webhook', 'webhook', $2, 'http://example.invalid/', $1, jsonb_build_object('n', g)
         FROM generate_series(1, $3::int) g`,
        [hook.id, event, count],
      );
    await queue(10);
    const counts = await deliverMessages(stack);
    expect(counts).toEqual({ claimed: 10, sent: 0, failed: 10, dead: 0 });
    const [webhook] = await sql<{
      is_enabled: boolean;
      consecutive_failures: number;
      disabled_reason: string;
    }>('SELECT is_enabled, consecutive_failures, disabled_reason FROM public.webhooks WHERE id = $1', [
      hook.id,
    ]);
    expect(webhook).toEqual({
      is_enabled: false,
      consecutive_failures: 10,
      disabled_reason: 'Disabled after 10 failed deliveries in a row.',
    });
    // It went to the webhook's own address, not the one the row was queued with.
    expect(requestsTo(hook)).toHaveLength(10);

    receiver.answer = 200;
    await queue(1);
    await sql(`UPDATE public.outbox_messages SET due_at = now() WHERE webhook_id = $1`, [hook.id]);
    const before = requestsTo(hook).length;
    await deliverMessages(stack);
    const rows = await deliveries(hook.id);
    expect(rows.map((r) => r.status)).toEqual(Array<string>(11).fill('dead'));
    expect(rows.at(-1)?.last_error).toBe('The webhook is disabled.');
    expect(requestsTo(hook)).toHaveLength(before);

    const admin = await member('admin', stack);
    const { data: testId } = await admin.client
      .rpc('send_test_webhook', { webhook_id: hook.id })
      .throwOnError();
    expect(await deliverMessages(stack)).toMatchObject({ claimed: 1, sent: 1 });
    const test = requestsTo(hook).at(-1);
    expect(test?.signatureValid).toBe(true);
    expect(test?.headers['x-growdigital-event']).toBe('webhook.test');
    expect(
      (await sql<{ status: string }>('SELECT status FROM public.outbox_messages WHERE id = $1', [testId]))[0],
    ).toEqual({
      status: 'sent',
    });
  });

  it('sends hostile lead fields as inert JSON data', async () => {
    const hook = await addWebhook();
    const name = '<script>alert(1)</script>\r\nX-Injected: yes';
    const message = '</script><img src=x onerror=alert(1)> & "quotes"\r\nBcc: victim@example.com';
    await contact({ name, message });
    // A 10 KB name cannot come through the API (120 characters at most); a row holding one still goes out inert.
    const huge = `<b>${'é'.repeat(10_000)}</b>\r\n`;
    await sql(
      `INSERT INTO public.outbox_messages (channel, kind, event, recipient, webhook_id, payload)
       VALUES ('webhook', 'webhook', 'contact.created', 'http://example.invalid/', $1, jsonb_build_object('name', $2::text))`,
      [hook.id, huge],
    );
    expect(await deliverMessages(stack)).toMatchObject({ claimed: 2, sent: 2 });
    const got = requestsTo(hook);
    expect(got).toHaveLength(2);
    for (const request of got) {
      expect(request.signatureValid).toBe(true);
      expect(request.body).not.toMatch(/[<>&\r\n]/);
      expect(request.headers['x-injected']).toBeUndefined();
    }
    const names = got.map((r) => (JSON.parse(r.body) as { data: { name: string } }).data.name);
    expect(names.sort()).toEqual([name, huge].sort());
  });
});
