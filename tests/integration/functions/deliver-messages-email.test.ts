import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import type { StackAddress } from '../../support/clients.ts';
import { deliverMessages } from '../../support/deliveries.ts';
import { member, productAnonAt } from '../../support/product.ts';
import { startTcpRelay, type TcpRelay } from '../../support/tcp-relay.ts';
import { PRODUCT_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';

/**
 * The delivery worker's emails, for real: leads stored through the API, the deliver-messages
 * function rendering each kind's template and sending it over SMTP to the local stack's sink, which
 * stores it in supabase_local.outbox (what /_local/outbox and the web inbox show). The functions
 * reach the sink through a TCP relay the test can take away, so "nothing listens on the SMTP port"
 * is real too. Time is moved by setting due_at in the database, never by waiting.
 */
const SITE = 'http://site.test';
const COMPANY = 'hello@growdigital.example';
let running: RunningStack;
let stack: StackAddress;
let smtp: TcpRelay;
beforeAll(async () => {
  smtp = await startTcpRelay(() => running.mail.smtpPort);
  const envFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'deliver-mail-')), 'functions.env');
  await fs.writeFile(envFile, `SITE_URL=${SITE}\nSMTP_HOST=127.0.0.1\nSMTP_PORT=${String(smtp.port)}\n`);
  running = await startTestStack({
    supabaseDir: PRODUCT_PROJECT,
    databaseUrl: await freshDatabaseUrl(),
    env: { FUNCTIONS_ENV_FILE: envFile },
  });
  stack = { url: running.url, anonKey: running.keys.anonKey, serviceRoleKey: running.keys.serviceRoleKey };
  await sql(`UPDATE public.site_settings SET email = $1`, [COMPANY]);
});
afterAll(async () => {
  await smtp.shut();
  await running.stop();
});
afterEach(async () => {
  await smtp.open();
  await sql(`UPDATE public.notification_settings SET recipients = '{}', mode = 'instant'`);
  await sql('DELETE FROM public.outbox_messages');
});

async function sql<Row extends object>(text: string, params: unknown[] = []): Promise<Row[]> {
  return (await running.db.query<Row>(text, params)).rows;
}
const recipients = (kind: string, list: string[], mode = 'instant') =>
  sql(`UPDATE public.notification_settings SET recipients = $2, mode = $3 WHERE kind = $1`, [
    kind,
    list,
    mode,
  ]);
const visitor = () => productAnonAt(stack);
const tag = () => randomUUID().slice(0, 8);

interface Sent {
  message_id: string;
  to_email: string;
  from_email: string | null;
  subject: string;
  body: string;
  html: string | null;
  headers: Record<string, string>;
}
/** What the local sink stored for an outbox row (by its Message-ID). */
async function inbox(messageId: string): Promise<Sent[]> {
  return sql<Sent>(
    'SELECT message_id, to_email, from_email, subject, body, html, headers FROM supabase_local.outbox WHERE message_id = $1',
    [messageId],
  );
}
interface Message {
  id: string;
  kind: string;
  recipient: string;
  status: string;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  idempotency_key: string;
}
const messages = () =>
  sql<Message>(
    `SELECT id, kind, recipient, status, attempts, last_status, last_error, idempotency_key
     FROM public.outbox_messages ORDER BY kind, recipient`,
  );
const messageIdOf = (message: Message | undefined) => `<${message?.idempotency_key ?? ''}@growdigital.local>`;

/** Leaves the visitor's acknowledgement alone in the outbox (without recipients, staff get the company address). */
const onlyTheAcknowledgement = () => sql(`DELETE FROM public.outbox_messages WHERE kind LIKE 'staff.%'`);

async function contact(fields: Record<string, unknown> = {}): Promise<string> {
  const email = `visitor-${tag()}@example.com`;
  await visitor()
    .from('contact_submissions')
    .insert({ kind: 'contact', name: 'Ada Lovelace', email, message: 'Please call me about SEO.', ...fields })
    .throwOnError();
  return email;
}

describe('deliver-messages sends email', () => {
  it('delivers every kind to the local inbox, with the company details and the right links', async () => {
    await recipients('contact', ['sales@growdigital.example', 'ceo@growdigital.example']);
    await recipients('discovery_call', ['sales@growdigital.example']);
    await recipients('job_application', ['hr@growdigital.example']);
    const contactEmail = await contact({ subject: 'SEO audit' });
    // A discovery call is booked on a free slot a few days out (its reminder is due the day before).
    const graceEmail = `grace-${tag()}@example.com`;
    const from = new Date(Date.now() + 3 * 86_400_000);
    const { data: slots } = await visitor()
      .rpc('free_call_slots', {
        range_start: from.toISOString(),
        range_end: new Date(from.getTime() + 7 * 86_400_000).toISOString(),
      })
      .throwOnError();
    await visitor()
      .rpc('book_discovery_call', {
        slot: slots[0] ?? 'no free slot',
        lead: { name: 'Grace Hopper', email: graceEmail, time_zone: 'America/Chicago' },
      })
      .throwOnError();
    const [host] = await sql<{ email: string }>(
      `SELECT h.email FROM public.discovery_calls c JOIN public.call_hosts h ON h.id = c.host_id
       JOIN public.contact_submissions s ON s.id = c.submission_id WHERE s.email = $1`,
      [graceEmail],
    );
    const resume = `${randomUUID()}/cv.pdf`;
    const applicant = productAnonAt(stack);
    await applicant.storage
      .from('resumes')
      .upload(resume, new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), {
        contentType: 'application/pdf',
      })
      .then(({ error }) => expect(error).toBeNull());
    const [job] = await sql<{ id: string }>(`SELECT id FROM public.jobs WHERE status = 'open' LIMIT 1`);
    const applicantEmail = `ari-${tag()}@example.com`;
    await applicant
      .from('job_applications')
      .insert({
        job_id: job?.id ?? null,
        full_name: 'Ari Applicant',
        email: applicantEmail,
        resume_path: resume,
      })
      .throwOnError();
    const reader = `reader-${tag()}@example.com`;
    await productAnonAt(stack)
      .from('newsletter_signups')
      .insert({ email: reader, source: 'website-footer' })
      .throwOnError();

    expect(await deliverMessages(stack)).toEqual({ claimed: 9, sent: 9, failed: 0, dead: 0 });
    const rows = await messages();
    expect(rows.map((m) => [m.kind, m.recipient, m.status, m.last_status])).toEqual([
      ['host.call_booked', host?.email, 'sent', 250],
      ['newsletter.confirm', reader, 'sent', 250],
      ['staff.contact', 'ceo@growdigital.example', 'sent', 250],
      ['staff.contact', 'sales@growdigital.example', 'sent', 250],
      ['staff.discovery_call', 'sales@growdigital.example', 'sent', 250],
      ['staff.job_application', 'hr@growdigital.example', 'sent', 250],
      ['visitor.call_booked', graceEmail, 'sent', 250],
      ['visitor.call_reminder', graceEmail, 'queued', null],
      ['visitor.contact_ack', contactEmail, 'sent', 250],
      ['visitor.job_application_ack', applicantEmail, 'sent', 250],
    ]);
    for (const row of rows.filter((m) => m.status === 'sent')) {
      const [mail] = await inbox(messageIdOf(row));
      expect(mail, row.kind).toMatchObject({
        to_email: row.recipient,
        from_email: 'no-reply@growdigital.example',
      });
      expect(mail?.html, row.kind).toContain('Grow Digital');
    }
    const byKind = (kind: string) => rows.find((m) => m.kind === kind);

    const [staff] = await inbox(messageIdOf(byKind('staff.contact')));
    expect(staff?.subject).toBe('New contact message from Ada Lovelace: SEO audit');
    expect(staff?.headers['reply-to']).toContain(contactEmail);
    const [stored] = await sql<{ id: string }>('SELECT id FROM public.contact_submissions WHERE email = $1', [
      contactEmail,
    ]);
    expect(staff?.html).toContain(`href="${SITE}/admin/contact-submissions?open=${stored?.id ?? 'none'}"`);
    const [ack] = await inbox(messageIdOf(byKind('visitor.contact_ack')));
    expect(ack?.headers['reply-to']).toContain(COMPANY);

    const [confirm] = await inbox(messageIdOf(byKind('newsletter.confirm')));
    const token = new RegExp(`${SITE}/newsletter/confirm\\?token=([A-Za-z0-9_-]{43})`).exec(
      confirm?.body ?? '',
    )?.[1];
    const unsubscribe = /newsletter-unsubscribe\?token=([A-Za-z0-9_-]{43})/.exec(
      confirm?.headers['list-unsubscribe'] ?? '',
    )?.[1];
    expect(confirm?.headers['list-unsubscribe']).toBe(
      `<${stack.url}/functions/v1/newsletter-unsubscribe?token=${unsubscribe ?? ''}>, <mailto:${COMPANY}?subject=unsubscribe>`,
    );
    expect(confirm?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The emailed links work: the confirm link confirms, the unsubscribe token unsubscribes.
    expect((await visitor().rpc('confirm_newsletter', { token: token ?? '' })).data).toBe('confirmed');
    expect((await visitor().rpc('unsubscribe_newsletter', { token: unsubscribe ?? '' })).data).toBe(
      'unsubscribed',
    );
  });

  it('puts a recipient’s digest leads of one kind into one email when they come due', async () => {
    await recipients('contact', ['sales@growdigital.example'], 'daily_digest');
    await contact({ name: 'Digest One' });
    await contact({ name: 'Digest Two' });
    // The acknowledgements go at once; the staff notifications wait for the digest hour.
    expect(await deliverMessages(stack)).toMatchObject({ claimed: 2, sent: 2 });
    await sql(`UPDATE public.outbox_messages SET due_at = now() WHERE status = 'queued'`);
    expect(await deliverMessages(stack)).toEqual({ claimed: 2, sent: 2, failed: 0, dead: 0 });
    const digests = await sql<Sent>(
      `SELECT message_id, to_email, from_email, subject, body, html, headers FROM supabase_local.outbox
       WHERE to_email = 'sales@growdigital.example' AND message_id LIKE '<digest-%'`,
    );
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe('Daily digest: 2 new contact messages');
    expect(digests[0]?.body).toContain('Digest One');
    expect(digests[0]?.body).toContain('Digest Two');
  });

  it('retries when nothing listens on the SMTP port, gives up after the last attempt, and sends after “Retry now”', async () => {
    await smtp.shut();
    const email = await contact();
    await onlyTheAcknowledgement();
    for (let attempt = 1; attempt <= 8; attempt++) {
      const counts = await deliverMessages(stack);
      expect(counts).toEqual({ claimed: 1, sent: 0, failed: attempt < 8 ? 1 : 0, dead: attempt < 8 ? 0 : 1 });
      const [row] = await messages();
      expect(row, `attempt ${String(attempt)}`).toMatchObject({
        kind: 'visitor.contact_ack',
        attempts: attempt,
        status: attempt < 8 ? 'failed' : 'dead',
        last_status: null,
      });
      expect(row?.last_error).toMatch(/^The email was not sent: .*ECONNREFUSED/);
      await sql(`UPDATE public.outbox_messages SET due_at = now()`);
    }
    expect((await messages())[0]?.status).toBe('dead');

    await smtp.open();
    const editor = await member('editor', stack);
    const [dead] = await messages();
    await editor.client.rpc('retry_outbox_message', { message_id: dead?.id ?? '' }).throwOnError();
    expect(await deliverMessages(stack)).toMatchObject({ claimed: 1, sent: 1 });
    expect(await inbox(messageIdOf(dead))).toMatchObject([{ to_email: email }]);
  });

  it('sends a message whose outcome was lost again as the same message, which the inbox keeps once', async () => {
    await contact();
    await onlyTheAcknowledgement();
    expect(await deliverMessages(stack)).toMatchObject({ sent: 1 });
    // As if the worker had died after the server's 250 and before recording it.
    await sql(
      `UPDATE public.outbox_messages SET status = 'sending', claimed_at = now() - interval '10 minutes'`,
    );
    expect(await deliverMessages(stack)).toMatchObject({ claimed: 1, sent: 1 });
    const [row] = await messages();
    expect(row?.attempts).toBe(2);
    expect(await inbox(messageIdOf(row))).toHaveLength(1);
  });

  it('keeps hostile lead fields inert: escaped in HTML, no header from a name, absurd lengths cut', async () => {
    await recipients('contact', ['sales@growdigital.example']);
    const name = '<img src=x onerror=alert(1)>\r\nBcc: victim@example.com';
    const message = '<script>alert(document.cookie)</script> "quoted" & \'single\'\r\nX-Injected: yes';
    await contact({ name, message, subject: 'Hi\r\nBcc: victim@example.com' });
    // 10 KB names cannot come through the API (120 characters at most); rows holding them still render.
    const huge = `<b onmouseover=alert(1)>${'Ω'.repeat(10_000)}</b>\r\nBcc: victim@example.com`;
    for (const kind of ['staff.contact', 'visitor.contact_ack'])
      await sql(
        `INSERT INTO public.outbox_messages (channel, kind, event, recipient, payload)
         VALUES ('email', $1, 'contact.created', 'sales@growdigital.example',
           jsonb_build_object('id', gen_random_uuid(), 'kind', 'contact', 'name', $2::text,
             'email', 'huge@example.com', 'message', $2::text, 'created_at', now()))`,
        [kind, huge],
      );
    expect(await deliverMessages(stack)).toEqual({ claimed: 4, sent: 4, failed: 0, dead: 0 });
    for (const row of await messages()) {
      const [mail] = await inbox(messageIdOf(row));
      expect(mail, row.kind).toBeDefined();
      expect(mail?.to_email).toBe(row.recipient);
      expect(mail?.subject).not.toMatch(/[\r\n]/);
      expect(mail?.subject.length).toBeLessThan(200);
      expect(Object.keys(mail?.headers ?? {})).not.toEqual(expect.arrayContaining(['bcc']));
      expect(mail?.headers).not.toHaveProperty('x-injected');
      // The markup arrives as text: no tag of the visitor's, no event handler on any tag.
      expect(mail?.html).not.toMatch(/<(img|script|b)[\s>]/i);
      expect(mail?.html).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
    }
    const [staff] = await inbox(
      messageIdOf(
        (await messages()).find(
          (m) => m.kind === 'staff.contact' && m.recipient.startsWith('sales') && m.last_status === 250,
        ),
      ),
    );
    expect(staff?.html).toMatch(/&lt;(img|b)/);
  });
});
