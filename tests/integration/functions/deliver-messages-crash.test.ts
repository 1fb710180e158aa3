import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { startApiProcess } from '../../support/api-process.ts';
import type { StackAddress } from '../../support/clients.ts';
import { deliverMessages } from '../../support/deliveries.ts';
import { productAnonAt, productService } from '../../support/product.ts';
import { PRODUCT_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';

/**
 * The worker killed mid-batch: `npm run api` (whose schedule calls deliver-messages every 5 s) is
 * killed with SIGKILL while its webhook deliveries wait on a receiver that holds every request (the
 * lead's emails went to the stack's SMTP sink, which stores into the same database); a stack
 * restarted on the same database finds the claimed messages still `sending`, leaves them alone
 * while their lease runs, and delivers each once the lease has passed (moved in the database, not
 * waited for). The receiver, which acts on each idempotency key once, acts on every message exactly
 * once: nothing lost, nothing done twice.
 */
const PROCESS_TIMEOUT = 240_000;
/** Webhook deliveries; the lead also queues two emails (staff and the visitor's acknowledgement). */
const WEBHOOKS = 6;
const MESSAGES = WEBHOOKS + 2;

let dataDir: string;
let databaseUrl: string | undefined;
let envFile: string;
let receiver: WebhookReceiver;
let running: RunningStack | undefined;
let secret = '';
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'deliver-crash-'));
  databaseUrl = await freshDatabaseUrl();
  envFile = path.join(dataDir, 'functions.env');
  // Long enough that a held request is still waiting when the process is killed.
  await fs.writeFile(envFile, 'WEBHOOKS_ALLOW_PRIVATE=true\nWEBHOOKS_TIMEOUT_MS=120000\n');
  receiver = await startWebhookReceiver(() => secret);
});
afterAll(async () => {
  await running?.stop();
  await receiver.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const startOnData = () =>
  startTestStack({
    supabaseDir: PRODUCT_PROJECT,
    databaseUrl,
    dataDir: path.join(dataDir, 'data'),
    env: { FUNCTIONS_ENV_FILE: envFile },
  });
const addressOf = (stack: RunningStack): StackAddress => ({
  url: stack.url,
  anonKey: stack.keys.anonKey,
  serviceRoleKey: stack.keys.serviceRoleKey,
});

interface Row {
  channel: string;
  status: string;
  attempts: number;
  idempotency_key: string;
}

describe('a worker killed mid-batch', () => {
  it(
    'loses no message and repeats none at a receiver that honours the idempotency key',
    async () => {
      running = await startOnData();
      const { data: hook } = await productService(addressOf(running))
        .from('webhooks')
        .insert({ name: 'CRM', url: `${receiver.url}/crm`, events: ['contact.created'] })
        .select('id, secret')
        .single()
        .throwOnError();
      secret = hook.secret;
      // A lead through the API: the staff email, the visitor's acknowledgement and one delivery to the
      // CRM; then more deliveries, so that five wait on the receiver while the emails go out.
      await productAnonAt(addressOf(running))
        .from('contact_submissions')
        .insert({
          name: 'Ada Lovelace',
          email: `ada-${randomUUID()}@example.com`,
          message: 'Call me about SEO.',
        })
        .throwOnError();
      await running.db.query(
        `INSERT INTO public.outbox_messages (channel, kind, event, recipient, webhook_id, payload)
         SELECT 'webhook', 'webhook', 'contact.created', $1, $2, jsonb_build_object('n', g)
         FROM generate_series(2, $3::int) g`,
        [`${receiver.url}/crm`, hook.id, WEBHOOKS],
      );
      await running.stop();
      running = undefined;

      receiver.answer = 'hold';
      const api = await startApiProcess({
        DATA_DIR: path.join(dataDir, 'data'),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        FUNCTIONS_ENV_FILE: envFile,
      });
      try {
        // Five deliveries at a time: the sixth waits behind them in the same call.
        await expect.poll(() => receiver.received.length, { timeout: 60_000 }).toBe(5);
      } finally {
        await api.stop('SIGKILL');
      }

      const restarted = await startOnData();
      running = restarted;
      const stack = addressOf(restarted);
      const rows = async () =>
        (
          await restarted.db.query<Row>(
            'SELECT channel, status, attempts, idempotency_key FROM public.outbox_messages ORDER BY created_at, id',
          )
        ).rows;
      const webhooks = async () => (await rows()).filter((r) => r.channel === 'webhook');
      const emails = async () => (await rows()).filter((r) => r.channel === 'email');
      // Every message is still there: the webhooks claimed and unfinished, the emails sent (or,
      // had the kill come between the server's answer and its record, still sending).
      expect(await rows()).toHaveLength(MESSAGES);
      expect((await webhooks()).map((r) => [r.status, r.attempts])).toEqual(
        Array.from({ length: WEBHOOKS }, () => ['sending', 1]),
      );
      expect((await emails()).every((r) => r.status === 'sent' || r.status === 'sending')).toBe(true);
      // While the dead worker's lease runs, nobody takes its messages over.
      expect(await deliverMessages(stack)).toMatchObject({ claimed: 0 });

      await restarted.db.query(
        `UPDATE public.outbox_messages SET claimed_at = now() - interval '10 minutes'`,
      );
      receiver.answer = 200;
      const counts = await deliverMessages(stack);
      expect(counts.claimed).toBeGreaterThanOrEqual(WEBHOOKS);
      expect(counts).toMatchObject({ sent: counts.claimed, failed: 0, dead: 0 });

      const after = await rows();
      expect(after.map((r) => r.status)).toEqual(Array.from({ length: MESSAGES }, () => 'sent'));
      expect((await webhooks()).map((r) => r.attempts)).toEqual(Array.from({ length: WEBHOOKS }, () => 2));
      expect(receiver.received.every((r) => r.signatureValid)).toBe(true);
      expect(receiver.processed).toEqual(new Set((await webhooks()).map((r) => r.idempotency_key)));
      // The five held before the kill came again, with the same keys, and were recognised.
      expect(receiver.received).toHaveLength(WEBHOOKS + 5);
      expect(receiver.repeats).toBe(5);
      // Each email is in the local inbox once.
      for (const email of await emails()) {
        const { rows: stored } = await restarted.db.query(
          'SELECT 1 FROM supabase_local.outbox WHERE message_id = $1',
          [`<${email.idempotency_key}@growdigital.local>`],
        );
        expect(stored).toHaveLength(1);
      }
    },
    PROCESS_TIMEOUT,
  );
});
