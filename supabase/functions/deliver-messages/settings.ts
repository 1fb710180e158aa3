import type { WebhookSettings } from './send-webhook.ts';

/** The worker's limits and the addresses its emails link to, from the function's environment. */
export interface DeliverySettings {
  /** Messages claimed at once; a call claims again while it has time. */
  batchSize: number;
  /** How long a claimed message is left to this call before another may take it over (a crash). */
  leaseSeconds: number;
  /** Messages sent at the same time. */
  concurrency: number;
  /** No new batch is claimed after this long, so a call ends well within the lease and the gateway's limit. */
  claimWindowMs: number;
  webhooks: WebhookSettings;
  links: {
    /** The public site (SITE_URL): newsletter confirm and unsubscribe pages. */
    siteUrl: string;
    /** The admin (ADMIN_URL, else SITE_URL/admin): links to the lead in staff emails. */
    adminUrl: string;
    /** The project's public API (PUBLIC_SUPABASE_URL, else SUPABASE_URL): one-click unsubscribe. */
    apiUrl: string;
  };
}

const positive = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
};

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');
/** A variable's value; an empty one counts as unset. */
const env = (name: string): string | undefined => {
  const value = Deno.env.get(name)?.trim();
  return value === '' ? undefined : value;
};

/** The settings from the function's environment (secrets); the defaults suit production. */
export function deliverySettings(): DeliverySettings {
  const siteUrl = withoutTrailingSlash(env('SITE_URL') ?? 'http://localhost:4321');
  return {
    batchSize: positive(env('DELIVERY_BATCH_SIZE'), 10),
    leaseSeconds: 300,
    concurrency: 5,
    claimWindowMs: 30_000,
    webhooks: {
      timeoutMs: positive(env('WEBHOOKS_TIMEOUT_MS'), 10_000),
      maxResponseBytes: 64 * 1024,
      // Only for a local stack whose test endpoints are on 127.0.0.1: never in production.
      allowPrivate: env('WEBHOOKS_ALLOW_PRIVATE') === 'true',
      // `npm start` on a developer's machine: a receiver on 127.0.0.1, and no other private address.
      allowLoopback: env('WEBHOOKS_ALLOW_LOOPBACK') === 'true',
    },
    links: {
      siteUrl,
      adminUrl: withoutTrailingSlash(env('ADMIN_URL') ?? `${siteUrl}/admin`),
      apiUrl: withoutTrailingSlash(env('PUBLIC_SUPABASE_URL') ?? env('SUPABASE_URL') ?? ''),
    },
  };
}
