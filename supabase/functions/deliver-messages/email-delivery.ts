import type { Client } from '../_shared/clients.ts';
import { MailError, sendMail } from '../_shared/mail/send.ts';
import type { MailContext } from '../_shared/mail/templates/index.ts';
import { outgoingMail } from './email-message.ts';
import { mailContext } from './mail-context.ts';
import type { Attempt } from './outbox.ts';
import type { DeliverySettings } from './settings.ts';
import type { DeliveryUnit } from './units.ts';

/** The SMTP reply code at the start of the server's answer ("250 2.0.0 Ok: queued"), if any. */
const replyCode = (response: string): number | null => {
  const code = /^([2-5]\d\d)\b/.exec(response)?.[1];
  return code ? Number(code) : null;
};

/**
 * Sends emails and digests over SMTP for one call of the worker; the company details are read
 * once per call. An SMTP refusal is a failed attempt with the server's reply code.
 */
export function emailSender(
  service: Client,
  links: DeliverySettings['links'],
): (unit: Exclude<DeliveryUnit, { kind: 'webhook' }>) => Promise<Attempt> {
  let context: Promise<MailContext> | undefined;
  return async (unit) => {
    context ??= mailContext(service, links);
    const mail = await outgoingMail(unit, await context, links);
    try {
      const sent = await sendMail(mail);
      return { delivered: true, status: replyCode(sent.response), error: null };
    } catch (error) {
      if (!(error instanceof MailError)) throw error;
      return { delivered: false, status: error.replyCode ?? null, error: error.message };
    }
  };
}
