import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Tables } from '../../../src/lib/database.types.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import type { StackAddress } from '../../support/clients.ts';
import { freshAddress, type Member, member, productAnon, productService } from '../../support/product.ts';
import { PRODUCT_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';

// A stack of its own: claiming takes every due message of the database, and the notification
// settings changed here would change what the other files' leads queue.
let running: RunningStack;
let stack: StackAddress;
let admin: Member;
let editor: Member;
let outsider: Member;
let companyEmail: string;
let openJob: { id: string; title: string; slug: string };

type Message = Tables<'outbox_messages'>;
const service = () => productService(stack);
const visitor = (address = freshAddress()) => productAnon(address, stack);
const tag = () => randomUUID().slice(0, 8);

const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n';

/** The messages queued for a lead (or a subscriber), in a stable order. */
async function messagesFor(subjectId: string): Promise<Message[]> {
  const { data } = await service()
    .from('outbox_messages')
    .select('*')
    .eq('subject_id', subjectId)
    .order('kind')
    .order('recipient')
    .throwOnError();
  return data;
}

async function messagesTo(recipient: string): Promise<Message[]> {
  const { data } = await service()
    .from('outbox_messages')
    .select('*')
    .eq('recipient', recipient)
    .throwOnError();
  return data;
}

async function contactId(email: string): Promise<string> {
  const { data } = await service()
    .from('contact_submissions')
    .select('id')
    .eq('email', email)
    .single()
    .throwOnError();
  return data.id;
}

async function addWebhook(
  events: string[],
  extra: Partial<Tables<'webhooks'>> = {},
): Promise<Tables<'webhooks'>> {
  const { data } = await admin.client
    .from('webhooks')
    .insert({ name: `Hook ${tag()}`, url: `https://hooks.example.com/${tag()}`, events, ...extra })
    .select('*')
    .single()
    .throwOnError();
  return data;
}

async function setSettings(kind: string, change: Partial<Tables<'notification_settings'>>): Promise<void> {
  await admin.client.from('notification_settings').update(change).eq('kind', kind).throwOnError();
}

/** Claims and finishes as sent every due message, so a test starts from an empty queue. */
async function drain(): Promise<void> {
  for (;;) {
    const { data } = await service().rpc('claim_outbox_messages', { batch_size: 500 }).throwOnError();
    if (data.length === 0) return;
    for (const m of data)
      await service().rpc('finish_outbox_message', { message_id: m.id, succeeded: true }).throwOnError();
  }
}

/** A message put straight into the outbox with the service role (the worker's tests' way). */
async function queueMessage(row: Partial<Message> = {}): Promise<Message> {
  const { data } = await service()
    .from('outbox_messages')
    .insert({
      channel: 'email',
      kind: 'visitor.contact_ack',
      recipient: `queued-${tag()}@example.com`,
      payload: { name: 'Queued' },
      ...row,
    })
    .select('*')
    .single()
    .throwOnError();
  return data;
}

const secondsFromNow = (iso: string | null) => (Date.parse(iso ?? '') - Date.now()) / 1000;

beforeAll(async () => {
  running = await startTestStack({ supabaseDir: PRODUCT_PROJECT, databaseUrl: await freshDatabaseUrl() });
  stack = { url: running.url, anonKey: running.keys.anonKey, serviceRoleKey: running.keys.serviceRoleKey };
  [admin, editor, outsider] = await Promise.all([
    member('admin', stack),
    member('editor', stack),
    member('no_role', stack),
  ]);
  const settings = await service().from('site_settings').select('email').single().throwOnError();
  companyEmail = settings.data.email ?? '';
  const job = await service()
    .from('jobs')
    .select('id, title, slug')
    .eq('status', 'open')
    .limit(1)
    .single()
    .throwOnError();
  openJob = job.data;
});
afterAll(() => running.stop());

describe(`leads queue their messages in the same transaction (${inject('dbKind')})`, () => {
  it('seeds one notification setting per lead kind, instant, at 8 in America/Chicago', async () => {
    expect(companyEmail).toMatch(/@/);
    const { data } = await editor.client
      .from('notification_settings')
      .select('*')
      .order('kind')
      .throwOnError();
    expect(data.map((s) => [s.kind, s.mode, s.digest_hour, s.time_zone])).toEqual([
      ['contact', 'instant', 8, 'America/Chicago'],
      ['discovery_call', 'instant', 8, 'America/Chicago'],
      ['job_application', 'instant', 8, 'America/Chicago'],
    ]);
  });

  it('a contact message: staff per recipient, the visitor’s acknowledgement, subscribed webhooks only', async () => {
    await setSettings('contact', {
      recipients: ['  Sales@Team.Example ', 'owner@team.example', 'sales@team.example'],
    });
    const stored = await service()
      .from('notification_settings')
      .select('recipients')
      .eq('kind', 'contact')
      .single();
    expect(stored.data?.recipients).toEqual(['sales@team.example', 'owner@team.example']);
    const hook = await addWebhook(['contact.created', 'newsletter.subscribed']);
    const other = await addWebhook(['discovery_call.created']);
    const disabled = await addWebhook(['contact.created'], { is_enabled: false });

    const email = `nina-${tag()}@example.com`;
    await visitor()
      .from('contact_submissions')
      .insert({
        name: 'Nina <b>Alvarez</b>',
        email,
        message: 'We need help with paid search.',
        attribution: { utm_source: 'google' },
      })
      .throwOnError();
    const id = await contactId(email);
    const messages = await messagesFor(id);
    expect(messages.map((m) => [m.channel, m.kind, m.event, m.recipient, m.status, m.webhook_id])).toEqual([
      ['email', 'staff.contact', 'contact.created', 'owner@team.example', 'queued', null],
      ['email', 'staff.contact', 'contact.created', 'sales@team.example', 'queued', null],
      ['email', 'visitor.contact_ack', 'contact.created', email, 'queued', null],
      ['webhook', 'webhook', 'contact.created', hook.url, 'queued', hook.id],
    ]);
    for (const m of messages) {
      expect(m).toMatchObject({
        subject_table: 'contact_submissions',
        subject_id: id,
        attempts: 0,
        max_attempts: 8,
      });
      expect(m.payload).toMatchObject({
        id,
        kind: 'contact',
        name: 'Nina <b>Alvarez</b>',
        email,
        attribution: { utm_source: 'google' },
      });
      expect(m.payload).not.toHaveProperty('notes');
      expect(Math.abs(secondsFromNow(m.due_at))).toBeLessThan(60);
    }
    expect(messages[0]?.payload).toMatchObject({ digest: false });
    expect(new Set(messages.map((m) => m.idempotency_key)).size).toBe(4);
    expect(messages.some((m) => m.webhook_id === other.id || m.webhook_id === disabled.id)).toBe(false);
  });

  it('a discovery call: booked through book_discovery_call; staff and webhooks on the lead, the visitor (with a reminder) and the host on the call', async () => {
    await setSettings('discovery_call', { recipients: ['calls@team.example'] });
    const hooks = await admin.client.from('webhooks').select('id, url, events').throwOnError();
    const subscribed = hooks.data.filter((h) => h.events.includes('discovery_call.created'));
    const email = `dana-${tag()}@example.com`;
    // A visitor can no longer store a call request without a booked time.
    const direct = await visitor()
      .from('contact_submissions')
      .insert({
        kind: 'discovery_call',
        name: 'Dana Caller',
        email,
        preferred_date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
        preferred_time: '10:30',
        time_zone: 'America/New_York',
      });
    expect(direct.error?.code).toBe('42501');
    const { data: slots } = await visitor()
      .rpc('free_call_slots', {
        range_start: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        range_end: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      })
      .throwOnError();
    const [slot] = slots;
    expect(slot).toBeDefined();
    const { data: booked } = await visitor()
      .rpc('book_discovery_call', {
        slot: slot ?? '',
        lead: { name: 'Dana Caller', email, time_zone: 'America/New_York' },
      })
      .throwOnError();
    const call = booked as { id: string; host_name: string };
    const id = await contactId(email);
    const messages = await messagesFor(id);
    expect(messages.map((m) => [m.kind, m.event, m.recipient])).toEqual([
      ['staff.discovery_call', 'discovery_call.created', 'calls@team.example'],
      ...subscribed.map((h) => ['webhook', 'discovery_call.created', h.url]),
    ]);
    expect(subscribed.length).toBe(1);
    expect(messages[0]?.payload).toMatchObject({ id, kind: 'discovery_call', call: { id: call.id } });
    const { data: host } = await service()
      .from('call_hosts')
      .select('email')
      .eq('display_name', call.host_name)
      .single()
      .throwOnError();
    const onCall = await messagesFor(call.id);
    expect(onCall.map((m) => [m.kind, m.recipient, m.subject_table])).toEqual([
      ['host.call_booked', host.email, 'discovery_calls'],
      ['visitor.call_booked', email, 'discovery_calls'],
      ['visitor.call_reminder', email, 'discovery_calls'],
    ]);
    const reminder = onCall.find((m) => m.kind === 'visitor.call_reminder');
    expect(Date.parse(reminder?.due_at ?? '')).toBe(Date.parse(slot ?? '') - 86_400_000);
  });

  it('a job application: staff (the company address when no recipient is set), the applicant, webhooks', async () => {
    await setSettings('job_application', { recipients: [] });
    const hook = await addWebhook(['job_application.created']);
    const address = freshAddress();
    const path = `${randomUUID()}/cv.pdf`;
    await visitor(address)
      .storage.from('resumes')
      .upload(path, new Blob([PDF], { type: 'application/pdf' }), { contentType: 'application/pdf' })
      .then(({ error }) => expect(error).toBeNull());
    const email = `ari-${tag()}@example.com`;
    await visitor(address)
      .from('job_applications')
      .insert({
        job_id: openJob.id,
        full_name: 'Ari Applicant',
        email,
        resume_path: path,
        cover_letter: 'Ten years of paid search.',
      })
      .throwOnError();
    const { data: application } = await service()
      .from('job_applications')
      .select('id')
      .eq('email', email)
      .single()
      .throwOnError();
    const messages = await messagesFor(application.id);
    expect(messages.map((m) => [m.kind, m.recipient, m.webhook_id])).toEqual([
      ['staff.job_application', companyEmail, null],
      ['visitor.job_application_ack', email, null],
      ['webhook', hook.url, hook.id],
    ]);
    const [staff, ack, webhook] = messages;
    expect(staff?.payload).toMatchObject({
      full_name: 'Ari Applicant',
      resume_path: path,
      job: openJob,
      digest: false,
    });
    expect(ack?.payload).toMatchObject({ full_name: 'Ari Applicant', job: openJob });
    expect(ack?.payload).not.toHaveProperty('resume_path');
    expect(webhook?.payload).not.toHaveProperty('resume_path');
  });

  it('a newsletter signup: a confirmation email (tokens hidden from staff) and newsletter.subscribed webhooks', async () => {
    const email = `reader-${tag()}@example.com`;
    await visitor().from('newsletter_signups').insert({ email, source: 'website-footer' }).throwOnError();
    const { data: signup } = await service()
      .from('newsletter_signups')
      .select('id')
      .eq('email', email)
      .single()
      .throwOnError();
    const hooks = await admin.client.from('webhooks').select('id, url, events, is_enabled').throwOnError();
    const subscribed = hooks.data.filter((h) => h.is_enabled && h.events.includes('newsletter.subscribed'));
    expect(subscribed.length).toBe(1);
    const messages = await messagesFor(signup.id);
    expect(messages.map((m) => [m.kind, m.event, m.recipient])).toEqual([
      ['newsletter.confirm', 'newsletter.subscribed', email],
      ['webhook', 'newsletter.subscribed', subscribed[0]?.url],
    ]);
    const seen = await editor.client
      .from('outbox_messages')
      .select('payload')
      .eq('subject_id', signup.id)
      .throwOnError();
    for (const m of seen.data) {
      expect(m.payload).not.toHaveProperty('confirm_token');
      expect(m.payload).not.toHaveProperty('unsubscribe_token');
    }
    expect(messages[1]?.payload).toMatchObject({
      id: signup.id,
      email,
      is_active: true,
      is_confirmed: false,
    });
  });

  it('a refused insert queues nothing: a constraint, row-level security, the rate limit', async () => {
    // A CHECK constraint (the message is too short).
    const short = `short-${tag()}@example.com`;
    const refused = await visitor()
      .from('contact_submissions')
      .insert({ name: 'Short', email: short, message: 'Hi' });
    expect(refused.error?.code).toBe('23514');
    // Row-level security: an application to a job that is not open, and a résumé never uploaded.
    const ghost = `ghost-${tag()}@example.com`;
    const denied = await visitor()
      .from('job_applications')
      .insert({
        job_id: openJob.id,
        full_name: 'Ghost Applicant',
        email: ghost,
        resume_path: `${randomUUID()}/cv.pdf`,
      });
    expect(denied.error?.code).toBe('42501');
    // The rate limit: five messages from one address go through, the sixth is refused.
    const address = freshAddress();
    const emails = Array.from({ length: 6 }, (_, n) => `burst-${n}-${tag()}@example.com`);
    for (const [n, email] of emails.entries()) {
      const sent = await visitor(address)
        .from('contact_submissions')
        .insert({ name: 'Burst Sender', email, message: 'Hello, this is a test.' });
      expect(sent.error?.code).toBe(n < 5 ? undefined : 'PT429');
    }
    // A duplicate newsletter signup (23505).
    const reader = `twice-${tag()}@example.com`;
    await visitor().from('newsletter_signups').insert({ email: reader }).throwOnError();
    expect((await visitor().from('newsletter_signups').insert({ email: reader })).error?.code).toBe('23505');

    expect(await messagesTo(short)).toEqual([]);
    expect(await messagesTo(ghost)).toEqual([]);
    expect((await messagesTo(emails[4] ?? '')).length).toBe(1);
    expect(await messagesTo(emails[5] ?? '')).toEqual([]);
    expect((await messagesTo(reader)).length).toBe(1);
  });

  it('a lead the database writes itself (seed, SQL import) queues nothing', async () => {
    const email = `seeded-${tag()}@example.com`;
    await running.db.exec(
      `insert into public.contact_submissions (name, email, message) values ('Seeded Lead', '${email}', 'Written by SQL directly.')`,
    );
    expect(await messagesTo(email)).toEqual([]);
  });

  it('daily digest: staff messages are due at the next digest hour in the zone, flagged digest', async () => {
    for (const zone of ['Asia/Tokyo', 'America/Chicago']) {
      const localHour = Number(
        new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(
          new Date(),
        ),
      );
      for (const digestHour of [(localHour + 2) % 24, localHour]) {
        await setSettings('contact', { mode: 'daily_digest', digest_hour: digestHour, time_zone: zone });
        const email = `digest-${tag()}@example.com`;
        await visitor()
          .from('contact_submissions')
          .insert({ name: 'Digest Reader', email, message: 'Please send me a digest.' })
          .throwOnError();
        const messages = await messagesFor(await contactId(email));
        const staff = messages.filter((m) => m.kind === 'staff.contact');
        expect(staff.length).toBe(2);
        for (const m of staff) {
          expect(m.payload).toMatchObject({ digest: true });
          const due = new Date(m.due_at);
          const parts = new Intl.DateTimeFormat('en-US', {
            timeZone: zone,
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
            hourCycle: 'h23',
          }).format(due);
          expect(parts).toBe(`${String(digestHour).padStart(2, '0')}:00:00`);
          expect(secondsFromNow(m.due_at)).toBeGreaterThan(0);
          expect(secondsFromNow(m.due_at)).toBeLessThanOrEqual(25 * 3600);
          // The current hour has started already, so its digest is tomorrow's.
          if (digestHour === localHour) expect(secondsFromNow(m.due_at)).toBeGreaterThan(22 * 3600);
        }
        // The visitor's acknowledgement is never held for a digest.
        const ack = messages.find((m) => m.kind === 'visitor.contact_ack');
        expect(Math.abs(secondsFromNow(ack?.due_at ?? null))).toBeLessThan(60);
      }
    }
    await setSettings('contact', { mode: 'instant', digest_hour: 8, time_zone: 'America/Chicago' });
  });

  it('refuses invalid settings with 400: a bad address, more than 20, an unknown zone, an hour out of range', async () => {
    const attempts: Partial<Tables<'notification_settings'>>[] = [
      { recipients: ['not an email'] },
      { recipients: Array.from({ length: 21 }, (_, n) => `r${n}@team.example`) },
      { time_zone: 'Mars/Olympus_Mons' },
      { digest_hour: 24 },
      { mode: 'weekly' },
    ];
    for (const change of attempts) {
      const { error, status } = await admin.client
        .from('notification_settings')
        .update(change)
        .eq('kind', 'contact');
      expect(status).toBe(400);
      expect(error?.code).toBe('23514');
    }
  });
});

describe(`who reads and writes the outbox, the settings and the webhooks (${inject('dbKind')})`, () => {
  it('visitors and signed-in users without a role read nothing', async () => {
    for (const client of [visitor(), outsider.client]) {
      for (const table of ['outbox_messages', 'notification_settings', 'webhooks'] as const) {
        const { data } = await client.from(table).select('*');
        expect(data ?? []).toEqual([]);
      }
    }
  });

  it('editors read the outbox and the settings, not the webhooks; admins read all three', async () => {
    expect((await editor.client.from('outbox_messages').select('id')).data?.length).toBeGreaterThan(0);
    expect((await editor.client.from('notification_settings').select('kind')).data?.length).toBe(3);
    expect((await editor.client.from('webhooks').select('id')).data).toEqual([]);
    expect((await admin.client.from('outbox_messages').select('id')).data?.length).toBeGreaterThan(0);
    expect((await admin.client.from('webhooks').select('id, secret')).data?.length).toBeGreaterThan(0);
  });

  it('only admins change the settings and the webhooks', async () => {
    const before = await service()
      .from('notification_settings')
      .select('recipients')
      .eq('kind', 'contact')
      .single();
    const changed = await editor.client
      .from('notification_settings')
      .update({ recipients: ['editor@team.example'] })
      .eq('kind', 'contact')
      .select('kind');
    expect(changed.data ?? []).toEqual([]);
    const after = await service()
      .from('notification_settings')
      .select('recipients')
      .eq('kind', 'contact')
      .single();
    expect(after.data).toEqual(before.data);
    const added = await editor.client
      .from('webhooks')
      .insert({ name: 'Sneaky', url: 'https://evil.example/', events: ['contact.created'] });
    expect(added.error?.code).toBe('42501');
    const hook = await addWebhook(['contact.created']);
    expect((await editor.client.from('webhooks').delete().eq('id', hook.id).select('id')).data ?? []).toEqual(
      [],
    );
    await admin.client
      .from('webhooks')
      .update({ name: 'Renamed by an admin' })
      .eq('id', hook.id)
      .throwOnError();
    await admin.client.from('webhooks').delete().eq('id', hook.id).throwOnError();

    // Both are in the audit log, named for the dashboard (the secret's value never is).
    const { data: audit } = await admin.client
      .from('audit_log_entries')
      .select('action, table_name, row_label, changed_fields')
      .in('table_name', ['webhooks', 'notification_settings'])
      .order('occurred_at', { ascending: false })
      .throwOnError();
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'delete', table_name: 'webhooks', row_label: 'Renamed by an admin' }),
    );
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'update',
        table_name: 'notification_settings',
        row_label: 'contact messages',
      }),
    );
    expect(JSON.stringify(audit)).not.toContain(hook.secret);
  });

  it('nobody but the service role writes the outbox or runs the worker’s functions', async () => {
    const target = await queueMessage();
    for (const client of [visitor(), outsider.client, editor.client, admin.client]) {
      const inserted = await client
        .from('outbox_messages')
        .insert({ channel: 'email', kind: 'visitor.contact_ack', recipient: 'x@example.com', payload: {} });
      expect(inserted.error?.code).toBe('42501');
      const updated = await client.from('outbox_messages').update({ status: 'sent' }).eq('id', target.id);
      expect(updated.error?.code).toBe('42501');
      const deleted = await client.from('outbox_messages').delete().eq('id', target.id);
      expect(deleted.error?.code).toBe('42501');
      for (const [fn, args] of [
        ['claim_outbox_messages', {}],
        ['finish_outbox_message', { message_id: target.id, succeeded: true }],
        ['newsletter_cleanup', {}],
      ] as const) {
        const { error, status } = await client.rpc(fn, args);
        expect(error).not.toBeNull();
        expect([401, 403, 404]).toContain(status);
      }
    }
    const still = await service()
      .from('outbox_messages')
      .select('status, attempts')
      .eq('id', target.id)
      .single();
    expect(still.data).toEqual({ status: 'queued', attempts: 0 });
  });
});

describe(`the delivery worker’s functions (${inject('dbKind')})`, () => {
  it('claims due messages once each: concurrent claims never return the same row', async () => {
    await drain();
    const queued = await Promise.all(Array.from({ length: 12 }, () => queueMessage()));
    const notYet = await queueMessage({ due_at: new Date(Date.now() + 3_600_000).toISOString() });
    const batches = await Promise.all(
      Array.from({ length: 4 }, () =>
        service().rpc('claim_outbox_messages', { batch_size: 5 }).throwOnError(),
      ),
    );
    const ids = batches.flatMap((b) => b.data.map((m) => m.id));
    expect(ids.length).toBe(12);
    expect(new Set(ids)).toEqual(new Set(queued.map((m) => m.id)));
    expect(ids).not.toContain(notYet.id);
    for (const m of batches.flatMap((b) => b.data)) {
      expect(m.status).toBe('sending');
      expect(m.attempts).toBe(1);
      expect(Math.abs(secondsFromNow(m.claimed_at))).toBeLessThan(60);
    }
    // Nothing is left to claim.
    expect((await service().rpc('claim_outbox_messages').throwOnError()).data).toEqual([]);
  });

  it('claims a message again when its worker stopped mid-send (the lease passed), not before', async () => {
    await drain();
    const message = await queueMessage();
    const first = await service().rpc('claim_outbox_messages', { lease_seconds: 120 }).throwOnError();
    expect(first.data.map((m) => m.id)).toEqual([message.id]);
    // Within the lease: not claimed again.
    expect(
      (await service().rpc('claim_outbox_messages', { lease_seconds: 120 }).throwOnError()).data,
    ).toEqual([]);
    await running.db.query(
      `update public.outbox_messages set claimed_at = now() - interval '5 minutes' where id = $1`,
      [message.id],
    );
    expect(
      (await service().rpc('claim_outbox_messages', { lease_seconds: 600 }).throwOnError()).data,
    ).toEqual([]);
    const again = await service().rpc('claim_outbox_messages', { lease_seconds: 120 }).throwOnError();
    expect(again.data.map((m) => [m.id, m.status, m.attempts, m.idempotency_key])).toEqual([
      [message.id, 'sending', 2, message.idempotency_key],
    ]);
    // A stopped worker's message with no attempts left is given up, not sent again.
    await running.db.query(
      `update public.outbox_messages set claimed_at = now() - interval '5 minutes', max_attempts = 2 where id = $1`,
      [message.id],
    );
    expect((await service().rpc('claim_outbox_messages').throwOnError()).data).toEqual([]);
    const dead = await service()
      .from('outbox_messages')
      .select('status, last_error')
      .eq('id', message.id)
      .single();
    expect(dead.data).toEqual({
      status: 'dead',
      last_error: 'The worker stopped while sending, and no attempts are left.',
    });
  });

  it('retries a failure with exponential backoff, then gives up as dead', async () => {
    await drain();
    const message = await queueMessage({ max_attempts: 3 });
    const expectedDelays = [30, 60];
    for (const [n, delay] of expectedDelays.entries()) {
      const claimed = await service().rpc('claim_outbox_messages').throwOnError();
      expect(claimed.data.map((m) => [m.id, m.attempts])).toEqual([[message.id, n + 1]]);
      const finished = await service()
        .rpc('finish_outbox_message', {
          message_id: message.id,
          succeeded: false,
          error: 'SMTP 451 try later',
          response_status: 451,
        })
        .throwOnError();
      expect(finished.data).toMatchObject({
        status: 'failed',
        attempts: n + 1,
        last_error: 'SMTP 451 try later',
        last_status: 451,
        claimed_at: null,
      });
      expect(secondsFromNow(finished.data.due_at)).toBeGreaterThan(delay - 5);
      expect(secondsFromNow(finished.data.due_at)).toBeLessThan(delay + 5);
      // Not due yet: nothing to claim.
      expect((await service().rpc('claim_outbox_messages').throwOnError()).data).toEqual([]);
      await running.db.query(
        `update public.outbox_messages set due_at = now() - interval '1 second' where id = $1`,
        [message.id],
      );
    }
    await service().rpc('claim_outbox_messages').throwOnError();
    const dead = await service()
      .rpc('finish_outbox_message', {
        message_id: message.id,
        succeeded: false,
        error: 'SMTP 550 no such user',
        response_status: 550,
      })
      .throwOnError();
    expect(dead.data).toMatchObject({ status: 'dead', attempts: 3, last_status: 550, sent_at: null });
    expect((await service().rpc('claim_outbox_messages').throwOnError()).data).toEqual([]);

    // The backoff stops growing at an hour.
    const late = await queueMessage({ max_attempts: 20 });
    await running.db.query(`update public.outbox_messages set attempts = 9 where id = $1`, [late.id]);
    await service().rpc('claim_outbox_messages').throwOnError();
    const capped = await service()
      .rpc('finish_outbox_message', { message_id: late.id, succeeded: false })
      .throwOnError();
    expect(capped.data.attempts).toBe(10);
    expect(capped.data.last_error).toBe('Delivery failed.');
    expect(secondsFromNow(capped.data.due_at)).toBeGreaterThan(3590);
    expect(secondsFromNow(capped.data.due_at)).toBeLessThan(3610);
  });

  it('records a success as sent, and refuses to finish a message twice or one that does not exist', async () => {
    await drain();
    const message = await queueMessage();
    await service().rpc('claim_outbox_messages').throwOnError();
    const sent = await service()
      .rpc('finish_outbox_message', { message_id: message.id, succeeded: true, response_status: 250 })
      .throwOnError();
    expect(sent.data).toMatchObject({ status: 'sent', last_status: 250, last_error: null, attempts: 1 });
    expect(Math.abs(secondsFromNow(sent.data.sent_at))).toBeLessThan(60);
    const twice = await service().rpc('finish_outbox_message', { message_id: message.id, succeeded: false });
    expect([twice.status, twice.error?.code]).toEqual([409, 'PT409']);
    const unknown = await service().rpc('finish_outbox_message', {
      message_id: randomUUID(),
      succeeded: true,
    });
    expect([unknown.status, unknown.error?.code]).toEqual([404, 'PT404']);
  });

  it('disables a webhook after 10 failed deliveries in a row; a success starts the count again', async () => {
    await drain();
    const hook = await addWebhook(['contact.created']);
    const deliver = async (succeeded: boolean) => {
      await queueMessage({
        channel: 'webhook',
        kind: 'webhook',
        event: 'contact.created',
        recipient: hook.url,
        webhook_id: hook.id,
        max_attempts: 1,
      });
      const claimed = await service().rpc('claim_outbox_messages').throwOnError();
      expect(claimed.data.length).toBe(1);
      await service()
        .rpc('finish_outbox_message', {
          message_id: claimed.data[0]?.id ?? '',
          succeeded,
          response_status: succeeded ? 200 : 500,
        })
        .throwOnError();
      return (await admin.client.from('webhooks').select('*').eq('id', hook.id).single().throwOnError()).data;
    };
    for (let n = 1; n <= 9; n++) expect((await deliver(false)).consecutive_failures).toBe(n);
    expect((await deliver(true)).consecutive_failures).toBe(0);
    for (let n = 1; n <= 9; n++)
      expect(await deliver(false)).toMatchObject({ consecutive_failures: n, is_enabled: true });
    const disabled = await deliver(false);
    expect(disabled).toMatchObject({
      consecutive_failures: 10,
      is_enabled: false,
      disabled_reason: 'Disabled after 10 failed deliveries in a row.',
    });
    expect(disabled.disabled_at).not.toBeNull();

    // A disabled webhook's waiting deliveries are given up at claim time; new leads queue none for it.
    const waiting = await queueMessage({
      channel: 'webhook',
      kind: 'webhook',
      event: 'contact.created',
      recipient: hook.url,
      webhook_id: hook.id,
    });
    expect((await service().rpc('claim_outbox_messages').throwOnError()).data).toEqual([]);
    const givenUp = await service()
      .from('outbox_messages')
      .select('status, last_error')
      .eq('id', waiting.id)
      .single();
    expect(givenUp.data).toEqual({ status: 'dead', last_error: 'The webhook is disabled.' });

    // A test event still goes to it; re-enabling starts again from zero.
    const test = await admin.client.rpc('send_test_webhook', { webhook_id: hook.id }).throwOnError();
    const claimed = await service().rpc('claim_outbox_messages').throwOnError();
    expect(claimed.data.map((m) => [m.id, m.event, m.recipient, m.max_attempts])).toEqual([
      [test.data, 'webhook.test', hook.url, 1],
    ]);
    await service()
      .rpc('finish_outbox_message', { message_id: test.data, succeeded: false, response_status: 404 })
      .throwOnError();
    const enabled = await admin.client
      .from('webhooks')
      .update({ is_enabled: true })
      .eq('id', hook.id)
      .select('*')
      .single()
      .throwOnError();
    expect(enabled.data).toMatchObject({
      is_enabled: true,
      consecutive_failures: 0,
      disabled_at: null,
      disabled_reason: null,
    });

    // A deleted webhook's waiting deliveries are given up too.
    const orphan = await queueMessage({
      channel: 'webhook',
      kind: 'webhook',
      event: 'contact.created',
      recipient: hook.url,
      webhook_id: hook.id,
    });
    await admin.client.from('webhooks').delete().eq('id', hook.id).throwOnError();
    expect((await service().rpc('claim_outbox_messages').throwOnError()).data).toEqual([]);
    const gone = await service()
      .from('outbox_messages')
      .select('status, last_error, webhook_id')
      .eq('id', orphan.id)
      .single();
    expect(gone.data).toEqual({ status: 'dead', last_error: 'The webhook was deleted.', webhook_id: null });
  });

  it('send_test_webhook: admins queue a webhook.test delivery; others are refused', async () => {
    await drain();
    const hook = await addWebhook(['newsletter.confirmed']);
    const { data: id } = await admin.client.rpc('send_test_webhook', { webhook_id: hook.id }).throwOnError();
    const { data: message } = await service()
      .from('outbox_messages')
      .select('*')
      .eq('id', id)
      .single()
      .throwOnError();
    expect(message).toMatchObject({
      channel: 'webhook',
      kind: 'webhook',
      event: 'webhook.test',
      recipient: hook.url,
      webhook_id: hook.id,
      status: 'queued',
      payload: { webhook_id: hook.id, name: hook.name },
    });
    const byEditor = await editor.client.rpc('send_test_webhook', { webhook_id: hook.id });
    expect(byEditor.error?.code).toBe('42501');
    const byVisitor = await visitor().rpc('send_test_webhook', { webhook_id: hook.id });
    expect(byVisitor.error).not.toBeNull();
    const unknown = await admin.client.rpc('send_test_webhook', { webhook_id: randomUUID() });
    expect([unknown.status, unknown.error?.code]).toEqual([404, 'PT404']);

    const rotated = await admin.client.rpc('rotate_webhook_secret', { webhook_id: hook.id }).throwOnError();
    expect(rotated.data).toMatch(/^[0-9a-f]{64}$/);
    expect(rotated.data).not.toBe(hook.secret);
    expect((await editor.client.rpc('rotate_webhook_secret', { webhook_id: hook.id })).error?.code).toBe(
      '42501',
    );
  });

  it('retry_outbox_message: staff queue a failed or dead delivery again; others are refused', async () => {
    await drain();
    const failing = await queueMessage({ max_attempts: 3 });
    const dying = await queueMessage({ max_attempts: 1 });
    await service().rpc('claim_outbox_messages').throwOnError();
    await service()
      .rpc('finish_outbox_message', { message_id: failing.id, succeeded: false, error: 'timeout' })
      .throwOnError();
    await service()
      .rpc('finish_outbox_message', { message_id: dying.id, succeeded: false, error: 'refused' })
      .throwOnError();

    const stats = await editor.client.rpc('dashboard_stats').throwOnError();
    const { count } = await service()
      .from('outbox_messages')
      .select('id', { count: 'exact', head: true })
      .in('status', ['failed', 'dead']);
    expect((stats.data as { failed_deliveries: number }).failed_deliveries).toBe(count);
    expect(count).toBeGreaterThanOrEqual(2);

    expect((await visitor().rpc('retry_outbox_message', { message_id: failing.id })).error).not.toBeNull();
    expect((await outsider.client.rpc('retry_outbox_message', { message_id: failing.id })).error?.code).toBe(
      '42501',
    );

    const retried = await editor.client
      .rpc('retry_outbox_message', { message_id: failing.id })
      .throwOnError();
    expect(retried.data).toMatchObject({ status: 'queued', attempts: 1 });
    expect(Math.abs(secondsFromNow(retried.data.due_at))).toBeLessThan(60);
    const revived = await admin.client.rpc('retry_outbox_message', { message_id: dying.id }).throwOnError();
    expect(revived.data).toMatchObject({ status: 'queued', attempts: 0 });

    const again = await editor.client.rpc('retry_outbox_message', { message_id: failing.id });
    expect([again.status, again.error?.code, again.error?.message]).toEqual([
      409,
      'PT409',
      'Only a failed or dead delivery can be retried.',
    ]);
    const unknown = await editor.client.rpc('retry_outbox_message', { message_id: randomUUID() });
    expect([unknown.status, unknown.error?.code]).toEqual([404, 'PT404']);

    const claimed = await service().rpc('claim_outbox_messages').throwOnError();
    expect(new Set(claimed.data.map((m) => m.id))).toEqual(new Set([failing.id, dying.id]));
    const after = await editor.client.rpc('dashboard_stats').throwOnError();
    expect((after.data as { failed_deliveries: number }).failed_deliveries).toBe((count ?? 0) - 2);
  });
});
