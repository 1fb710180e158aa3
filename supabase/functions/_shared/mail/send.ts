import nodemailer from 'nodemailer';
import { cleanHeaderValue, extraHeaders, messageIdHeader, plainAddress, senderAddress } from './headers.ts';
import { MailError, toMailError } from './mail-error.ts';
import { mailSettingsFromEnv } from './settings.ts';
import type { MailSettings, OutgoingMail, SentMail } from './types.ts';

export { MailError } from './mail-error.ts';
export { mailSettingsFromEnv } from './settings.ts';
export type { CalendarPart, MailSettings, OutgoingMail, SentMail } from './types.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * Sends one email over SMTP (multipart: the text and the HTML part, and the calendar invitation
 * when there is one) and resolves with the server's answer; throws MailError, with the SMTP reply
 * code when the server refused. Settings come from SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS,
 * SMTP_SECURE and MAIL_FROM unless given.
 */
export async function sendMail(
  message: OutgoingMail,
  settings: MailSettings = mailSettingsFromEnv(),
): Promise<SentMail> {
  const messageId = messageIdHeader(message.messageId);
  const mail = {
    from: senderAddress(settings.from),
    to: plainAddress(message.to, 'The recipient'),
    ...(message.replyTo ? { replyTo: plainAddress(message.replyTo, 'Reply-To') } : {}),
    subject: cleanHeaderValue(message.subject),
    text: message.text,
    html: message.html,
    messageId,
    headers: extraHeaders(message.headers),
    ...(message.calendar
      ? {
          icalEvent: {
            method: message.calendar.method,
            filename: message.calendar.filename,
            content: message.calendar.content,
          },
        }
      : {}),
  };
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    // Credentials and leads' details never cross the network in clear text, except to this machine.
    requireTLS: !settings.secure && !LOCAL_HOSTS.has(settings.host),
    ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    const info = (await transport.sendMail(mail)) as {
      messageId?: string;
      response?: string;
      rejected?: unknown[];
    };
    if (info.rejected?.length) throw new MailError(`The server refused ${mail.to}`, { reason: 'EENVELOPE' });
    return { messageId: info.messageId ?? messageId, response: info.response ?? '' };
  } catch (error) {
    throw toMailError(error);
  } finally {
    transport.close();
  }
}
