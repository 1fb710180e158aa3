import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailError, sendMail, type MailSettings } from '../../../../supabase/functions/_shared/mail/send.ts';

// A real SMTP server in this process: it keeps what it received and refuses `refused@…` with 550.
const received: string[] = [];
let server: SMTPServer;
let settings: MailSettings;

function refuse(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: (address, _session, done) =>
      address.address.startsWith('refused@') ? done(refuse('No such mailbox', 550)) : done(),
    onData: (stream: SMTPServerDataStream, _session, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  settings = { host: '127.0.0.1', port, secure: false, from: 'Grow "Digital" <hello@grow.test>' };
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const base = {
  to: 'lead@example.com',
  subject: 'Hello',
  text: 'Plain words',
  html: '<p>HTML words</p>',
  messageId: '6d1f7c8e-2a8b-4c55-9a43-2f0a6a1f0b11@growdigital.local',
};

async function lastReceived() {
  const raw = received.at(-1);
  if (!raw) throw new Error('nothing received');
  return { raw, parsed: await simpleParser(raw) };
}

describe('sendMail', () => {
  it('sends a multipart text and HTML message with the given stable Message-ID and headers', async () => {
    const sent = await sendMail(
      {
        ...base,
        replyTo: 'visitor@example.org',
        headers: {
          'List-Unsubscribe': '<https://example.com/u?token=a>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
      settings,
    );
    expect(sent.messageId).toBe(`<${base.messageId}>`);
    expect(sent.response).toMatch(/^250 /);
    const { raw, parsed } = await lastReceived();
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(parsed.messageId).toBe(`<${base.messageId}>`);
    expect(parsed.text?.trim()).toBe('Plain words');
    expect(parsed.html).toBe('<p>HTML words</p>');
    expect(parsed.from?.value).toEqual([{ name: 'Grow "Digital"', address: 'hello@grow.test' }]);
    expect(parsed.replyTo?.value[0]?.address).toBe('visitor@example.org');
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/example\.com\/u\?token=a>\r$/m);
  });

  it('sends a calendar invitation as the text/calendar alternative with its method and as invite.ics', async () => {
    const content = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n';
    await sendMail({ ...base, calendar: { method: 'CANCEL', filename: 'invite.ics', content } }, settings);
    const { raw, parsed } = await lastReceived();
    expect(raw).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=CANCEL\r$/m);
    expect(parsed.text?.trim()).toBe('Plain words');
    expect(
      parsed.attachments.map((part) => [part.contentType, part.filename, part.content.toString('utf8')]),
    ).toEqual([
      ['text/calendar', undefined, content],
      ['application/ics', 'invite.ics', content],
    ]);
  });

  it('keeps CR/LF out of the subject and headers: no header can be injected', async () => {
    await sendMail(
      {
        ...base,
        subject: 'Hi\r\nBcc: victim@example.net\u0000',
        headers: { 'X-Lead': 'a\nBcc: victim@example.net' },
      },
      settings,
    );
    const { raw, parsed } = await lastReceived();
    expect(raw).not.toMatch(/^Bcc:/im);
    expect(parsed.subject).toBe('Hi Bcc: victim@example.net');
    expect(parsed.headers.get('x-lead')).toBe('a Bcc: victim@example.net');
    expect(parsed.bcc).toBeUndefined();
  });

  it('refuses recipients that are not one plain address, and reserved headers, before connecting', async () => {
    const count = received.length;
    for (const to of [
      'a@example.com, b@example.com',
      'Name <a@example.com>',
      'a@example.com\r\nBcc: b@example.com',
    ]) {
      await expect(sendMail({ ...base, to }, settings)).rejects.toMatchObject({
        name: 'MailError',
        reason: 'EINVALID',
      });
    }
    await expect(sendMail({ ...base, headers: { Bcc: 'b@example.com' } }, settings)).rejects.toBeInstanceOf(
      MailError,
    );
    await expect(sendMail({ ...base, headers: { 'Bad Name:': 'x' } }, settings)).rejects.toBeInstanceOf(
      MailError,
    );
    await expect(sendMail({ ...base, messageId: 'no-at-sign' }, settings)).rejects.toBeInstanceOf(MailError);
    expect(received.length).toBe(count);
  });

  it('surfaces a refusal as MailError with the SMTP reply code', async () => {
    const error = await sendMail({ ...base, to: 'refused@example.com' }, settings).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailError);
    expect(error).toMatchObject({ replyCode: 550, permanent: true });
  });

  it('surfaces an unreachable server as a MailError without a reply code, worth retrying', async () => {
    const closed = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.server.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await sendMail(base, { ...settings, port }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailError);
    expect(error).toMatchObject({ replyCode: undefined, permanent: false });
  });
});
