import { expect, inject } from 'vitest';
import { deliverMessages } from './deliveries.ts';
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
 * The confirm and unsubscribe links of the confirmation email sent to `email`: the delivery worker
 * runs as the local schedule runs it (the browser tests' stack has no schedule of its own) and
 * sends it by SMTP to the local sink, where the links are read as a visitor would read them.
 */
export async function newsletterLinks(email: string): Promise<NewsletterLinks> {
  const stack = {
    url: inject('productUrl'),
    anonKey: inject('anonKey'),
    serviceRoleKey: inject('serviceRoleKey'),
  };
  let found: NewsletterLinks | undefined;
  await expect
    .poll(
      async () => {
        found = await fromMailOutbox(email);
        if (!found) await deliverMessages(stack);
        return found;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  if (!found) throw new Error(`no confirmation email for ${email}`);
  return found;
}
