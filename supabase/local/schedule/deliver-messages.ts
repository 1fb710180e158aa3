/**
 * The local stack's delivery worker: the deliver-messages function every 5 seconds, as pg_cron with
 * pg_net calls it every minute in production. It sends what the outbox holds that is due (lead
 * notifications, acknowledgements, newsletter confirmations, webhooks) and records each result.
 */
import { callPeriodically, type PeriodicCall } from './periodic-function.ts';

export const DELIVERY_EVERY_MS = 5000;

interface DeliveryCounts {
  claimed?: number;
  sent?: number;
  failed?: number;
  dead?: number;
}

function describe(_status: number, body: unknown): string {
  const { claimed = 0, sent = 0, failed = 0, dead = 0 } = body as DeliveryCounts;
  if (claimed === 0) return '';
  return `${String(sent)} sent, ${String(failed)} to retry, ${String(dead)} given up (of ${String(claimed)})`;
}

export function startMessageDelivery(options: {
  apiUrl: string;
  serviceRoleKey: string;
  log: (line: string) => void;
  firstCallMs?: number;
  everyMs?: number;
}): PeriodicCall {
  return callPeriodically({
    ...options,
    functionName: 'deliver-messages',
    body: {},
    label: 'Deliveries',
    summarise: describe,
    firstCallMs: options.firstCallMs ?? DELIVERY_EVERY_MS,
    everyMs: options.everyMs ?? DELIVERY_EVERY_MS,
  });
}
