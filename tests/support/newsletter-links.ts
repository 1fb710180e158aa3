import { expect, inject } from 'vitest';
import { productService } from './product.ts';
import './provided.ts';

export interface NewsletterLinks {
  confirmToken: string;
  unsubscribeToken: string;
}

interface OutboxMail {
  subject?: string;
  body?: string;
  html?: string | null;
  link?: string | null;
}

const tokenIn = (text: string, page: 'confirm' | 'unsubscribe'): string | undefined =>
  new RegExp(`/newsletter/${page}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];

/** The tokens of the confirmation email in the local mail outbox, once the delivery worker has sent it. */
async function fromMailOutbox(email: string): Promise<NewsletterLinks | undefined> {
  const key = inject('serviceRoleKey');
  const response = await fetch(`${inject('productUrl')}/_local/outbox?to=${encodeURIComponent(email)}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  if (!response.ok) return undefined;
  for (const mail of (await response.json()) as OutboxMail[]) {
    const text = [mail.link ?? '', mail.body ?? '', mail.html ?? ''].join('\n').replaceAll('&amp;', '&');
    const confirmToken = tokenIn(text, 'confirm');
    const unsubscribeToken = tokenIn(text, 'unsubscribe');
    if (confirmToken && unsubscribeToken) return { confirmToken, unsubscribeToken };
  }
  return undefined;
}

/**
 * The tokens of the confirmation email not yet sent: claimed from the outbox as the delivery
 * worker claims it (claim_outbox_messages adds the raw tokens, which staff never see), then
 * finished as sent. Other due messages claimed alongside stay `sending` until their lease ends and
 * a worker claims them again, as after a worker that stopped.
 */
async function fromOutboxQueue(email: string): Promise<NewsletterLinks | undefined> {
  const service = productService();
  const { data, error } = await service.rpc('claim_outbox_messages', { batch_size: 200, lease_seconds: 60 });
  expect(error).toBeNull();
  const mine = (data ?? []).find((row) => row.kind === 'newsletter.confirm' && row.recipient === email);
  if (!mine) return undefined;
  await service.rpc('finish_outbox_message', { message_id: mine.id, succeeded: true }).throwOnError();
  const payload = mine.payload as { confirm_token?: unknown; unsubscribe_token?: unknown };
  if (typeof payload.confirm_token !== 'string' || typeof payload.unsubscribe_token !== 'string')
    throw new Error(`the confirmation email to ${email} carries no tokens`);
  return { confirmToken: payload.confirm_token, unsubscribeToken: payload.unsubscribe_token };
}

/** The confirm and unsubscribe tokens emailed to `email` (from the inbox, or the queue until it is sent). */
export async function newsletterLinks(email: string): Promise<NewsletterLinks> {
  let found: NewsletterLinks | undefined;
  await expect
    .poll(async () => (found = (await fromMailOutbox(email)) ?? (await fromOutboxQueue(email))), {
      timeout: 15_000,
    })
    .toBeDefined();
  if (!found) throw new Error(`no confirmation email for ${email}`);
  return found;
}
