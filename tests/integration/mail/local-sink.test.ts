import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import fs from 'node:fs/promises';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MailError, sendMail, type MailSettings } from '../../../supabase/functions/_shared/mail/send.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { outbox, PASSWORD } from '../../support/accounts.ts';
import { clientFor } from '../../support/clients.ts';
import { calendarOf, sinkMails } from '../../support/mail-attachments.ts';
import { REST_FIXTURE_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';
import '../../support/provided.ts';

interface OutboxRow {
  id: number;
  to: string;
  from: string | null;
  kind: string;
  subject: string;
  body: string;
  html: string | null;
  message_id: string | null;
  headers: Record<string, string> | null;
  link: string | null;
  otp: string | null;
}

describe(`the local SMTP sink and web inbox (${inject('dbKind')})`, () => {
  let stack: RunningStack;
  let settings: MailSettings;
  const address = () => ({
    url: stack.url,
    anonKey: stack.keys.anonKey,
    serviceRoleKey: stack.keys.serviceRoleKey,
  });
  const rows = async (to: string) => (await outbox(address(), to)) as unknown as OutboxRow[];

  beforeAll(async () => {
    stack = await startTestStack({
      supabaseDir: REST_FIXTURE_PROJECT,
      databaseUrl: await freshDatabaseUrl(),
    });
    settings = {
      host: '127.0.0.1',
      port: stack.mail.smtpPort,
      secure: false,
      from: 'Grow Digital <hello@growdigital.example>',
    };
  });
  afterAll(() => stack.stop());

  const message = (to: string) => ({
    to,
    subject: `Welcome <b>${to}</b>`,
    text: 'The text part.',
    html: '<p>The <strong>HTML</strong> part.</p><script>parent.stolen = true</script>',
    messageId: `<${randomUUID()}@growdigital.local>`,
    headers: {
      'X-Mail-Kind': 'newsletter.confirm',
      'List-Unsubscribe': '<https://growdigital.example/u?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });

  it('stores an email sent with sendMail: in /_local/outbox with its parts and headers', async () => {
    const to = `sink-${randomUUID()}@example.test`;
    const sent = message(to);
    const answer = await sendMail(sent, settings);
    expect(answer.response).toMatch(/^250 Stored as \d+/);
    const [row] = await rows(to);
    expect(row).toMatchObject({
      to,
      from: 'hello@growdigital.example',
      kind: 'newsletter.confirm',
      subject: sent.subject,
      message_id: sent.messageId,
      html: sent.html,
      link: null,
      otp: null,
    });
    expect(row?.body.trim()).toBe('The text part.');
    expect(row?.headers?.['content-type']).toMatch(/^multipart\/alternative;/);
    expect(row?.headers?.['list-unsubscribe']).toBe('<https://growdigital.example/u?token=t>');
    expect(row?.headers?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('accepts the login the functions send with (SMTP_USER/SMTP_PASS), as a provider would', async () => {
    const to = `login-${randomUUID()}@example.test`;
    await sendMail(message(to), { ...settings, user: 'resend', pass: 're_local' });
    expect(await rows(to)).toHaveLength(1);
  });

  it('shows it in the web inbox: newest first, headers, text, and the HTML in a sandboxed frame', async () => {
    const to = `inbox-${randomUUID()}@example.test`;
    const older = message(to);
    const sent = message(to);
    await sendMail(older, settings);
    await sendMail(sent, settings);
    const [row, olderRow] = await rows(to);
    const list = await fetch(stack.mail.inboxUrl);
    expect(list.status).toBe(200);
    const listHtml = await list.text();
    const link = `<a href="/messages/${String(row?.id)}">Welcome &lt;b&gt;${to}&lt;/b&gt;</a>`;
    expect(listHtml).toContain(link);
    expect(listHtml.indexOf(link)).toBeLessThan(listHtml.indexOf(`/messages/${String(olderRow?.id)}"`));
    expect(list.headers.get('content-security-policy')).toContain("default-src 'none'");

    const page = await fetch(`${stack.mail.inboxUrl}/messages/${String(row?.id)}`);
    const pageHtml = await page.text();
    expect(pageHtml).toContain(
      `<iframe sandbox title="The email's HTML part" src="/messages/${String(row?.id)}/html">`,
    );
    expect(pageHtml).toContain('The text part.');
    expect(pageHtml).toContain('list-unsubscribe-post: List-Unsubscribe=One-Click');
    expect(pageHtml).not.toContain('<script>');

    const framed = await fetch(`${stack.mail.inboxUrl}/messages/${String(row?.id)}/html`);
    expect(await framed.text()).toBe(sent.html);
    const policy = framed.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toMatch(/(^|; )sandbox($|;)/);
  });

  const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';

  it('keeps the calendar part and the attachments: in /_local/outbox, the JSON API and as downloads', async () => {
    const to = `attached-${randomUUID()}@example.test`;
    const invite = {
      ...message(to),
      calendar: { method: 'REQUEST' as const, filename: 'invite.ics' as const, content: CALENDAR },
    };
    await sendMail(invite, settings);
    const [row] = await sinkMails(address(), { to });
    expect(row?.attachments).toEqual([
      // The text/calendar alternative with its iTIP method, and the same as an invite.ics attachment.
      {
        filename: null,
        content_type: 'text/calendar',
        method: 'REQUEST',
        size: CALENDAR.length,
        encoding: 'utf-8',
        content: CALENDAR,
      },
      {
        filename: 'invite.ics',
        content_type: 'application/ics',
        method: null,
        size: CALENDAR.length,
        encoding: 'utf-8',
        content: CALENDAR,
      },
    ]);
    expect(await calendarOf(address(), { to, subject: 'Welcome' })).toBe(CALENDAR);
    expect(await calendarOf(address(), { messageId: invite.messageId })).toBe(CALENDAR);

    // Bytes that are not text come back byte for byte (base64), with their name.
    const binary = Buffer.from([0, 1, 2, 0xfe, 0xff]);
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: stack.mail.smtpPort,
      secure: false,
    });
    await transport.sendMail({
      from: 'hello@growdigital.example',
      to,
      subject: 'A file',
      text: 'See attached.',
      attachments: [{ filename: 'résumé "final".pdf', content: binary, contentType: 'application/pdf' }],
    });
    transport.close();
    const [withFile] = await sinkMails(address(), { to, subject: 'A file' });
    expect(withFile?.attachments).toEqual([
      {
        filename: 'résumé "final".pdf',
        content_type: 'application/pdf',
        method: null,
        size: 5,
        encoding: 'base64',
        content: binary.toString('base64'),
      },
    ]);

    const api = await fetch(`${stack.mail.inboxUrl}/api/messages/${String(row?.id)}`);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await api.json()).toMatchObject({
      id: String(row?.id),
      subject: invite.subject,
      attachments: row?.attachments,
    });
    const list = (await (await fetch(`${stack.mail.inboxUrl}/api/messages`)).json()) as { id: string }[];
    expect(list.map((entry) => entry.id)).toContain(String(row?.id));
    expect((await fetch(`${stack.mail.inboxUrl}/api/messages/999999999`)).status).toBe(404);

    const page = await (await fetch(`${stack.mail.inboxUrl}/messages/${String(row?.id)}`)).text();
    expect(page).toContain(`<a href="/messages/${String(row?.id)}/attachments/1" download>invite.ics</a>`);
    expect(page).toContain('text/calendar; method=REQUEST');
    expect(page).toContain('BEGIN:VCALENDAR');
    const download = await fetch(`${stack.mail.inboxUrl}/messages/${String(row?.id)}/attachments/1`);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="invite.ics"; filename*=UTF-8''invite.ics`,
    );
    expect(download.headers.get('content-type')).toBe('application/ics; charset=utf-8');
    expect(await download.text()).toBe(CALENDAR);
    const file = await fetch(`${stack.mail.inboxUrl}/messages/${String(withFile?.id)}/attachments/0`);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(binary);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="r_sum_ _final_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22final%22.pdf`,
    );
    expect(file.headers.get('content-security-policy')).toMatch(/(^|; )sandbox($|;)/);
    expect((await fetch(`${stack.mail.inboxUrl}/messages/${String(row?.id)}/attachments/2`)).status).toBe(
      404,
    );
    expect((await fetch(`${stack.mail.inboxUrl}/messages/${String(row?.id)}/attachments/-1`)).status).toBe(
      404,
    );
  });

  it('reads a data folder from before attachments were stored: its emails have none', async () => {
    const to = `old-${randomUUID()}@example.test`;
    await stack.db.exec('ALTER TABLE supabase_local.outbox DROP COLUMN attachments');
    try {
      await stack.db.query(
        `INSERT INTO supabase_local.outbox (to_email, kind, subject, body) VALUES ($1, 'email', 'Old', 'Stored long ago')`,
        [to],
      );
    } finally {
      const script = new URL('../../../supabase/local/db/bootstrap/50_local_outbox.sql', import.meta.url);
      await stack.db.exec(await fs.readFile(script, 'utf8'));
    }
    const [row] = await sinkMails(address(), { to });
    expect(row).toMatchObject({ subject: 'Old', attachments: [] });
    const page = await (await fetch(`${stack.mail.inboxUrl}/messages/${String(row?.id)}`)).text();
    expect(page).toContain('No attachments.');
  });

  it('stores a repeated Message-ID once and still answers 250', async () => {
    const to = `repeat-${randomUUID()}@example.test`;
    const sent = message(to);
    await sendMail(sent, settings);
    const again = await sendMail(sent, settings);
    expect(again.response).toMatch(/^250 Already stored/);
    expect((await rows(to)).filter((row) => row.message_id === sent.messageId)).toHaveLength(1);
  });

  it('carries the auth recovery email through SMTP with its link and code', async () => {
    const email = `recover-${randomUUID()}@example.test`;
    await clientFor(address(), 'service').auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
    });
    expect((await clientFor(address()).auth.resetPasswordForEmail(email)).error).toBeNull();
    const [row] = await rows(email);
    expect(row).toMatchObject({
      kind: 'recovery',
      subject: 'Reset your password',
      from: 'no-reply@growdigital.example',
    });
    expect(row?.message_id).toMatch(/^<[0-9a-f-]{36}@auth\.localhost>$/);
    expect(row?.otp).toMatch(/^\d{6}$/);
    expect(row?.link).toContain('/auth/v1/verify?token=');
    expect(row?.body).toContain(row?.link ?? 'no link');
    expect(row?.html).toContain(`Or enter this code: <strong>${row?.otp ?? ''}</strong>`);
  });

  it('answers only requests addressed to loopback (no DNS rebinding into the inbox)', async () => {
    const { port } = new URL(stack.mail.inboxUrl);
    const { request } = await import('node:http');
    const status = await new Promise<number | undefined>((resolve, reject) => {
      request(
        { host: '127.0.0.1', port, path: '/', headers: { Host: `evil.example:${port}` } },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      )
        .on('error', reject)
        .end();
    });
    expect(status).toBe(421);
  });

  it('surfaces a refusing SMTP server as MailError with its reply code', async () => {
    const refusing = new SMTPServer({
      logger: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onMailFrom: (_address, _session, done) => {
        done(Object.assign(new Error('Too many messages, try later'), { responseCode: 421 }));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = refusing.server.address() as AddressInfo;
      const error = await sendMail(message('someone@example.test'), { ...settings, port }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(MailError);
      expect(error).toMatchObject({ replyCode: 421, permanent: false });
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });
});
