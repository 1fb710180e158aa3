import { randomUUID } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../../supabase/functions/_shared/net/public-address.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import type { StackAddress } from '../../support/clients.ts';
import { deliverMessages } from '../../support/deliveries.ts';
import { productAnonAt, productService } from '../../support/product.ts';
import { PRODUCT_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';

/**
 * Webhooks with the address guard on, as in production: a product stack of its own whose functions
 * do not get WEBHOOKS_ALLOW_PRIVATE. A receiver listens on 127.0.0.1; webhooks pointing at it in
 * every spelling of a local address (and by this machine's own name, which resolves to loopback)
 * must fail without it ever receiving a request.
 */
let running: RunningStack;
let stack: StackAddress;
let receiver: WebhookReceiver;
beforeAll(async () => {
  const envFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'webhook-guard-')), 'functions.env');
  await fs.writeFile(envFile, 'WEBHOOKS_TIMEOUT_MS=3000\n');
  running = await startTestStack({
    supabaseDir: PRODUCT_PROJECT,
    databaseUrl: await freshDatabaseUrl(),
    env: { FUNCTIONS_ENV_FILE: envFile },
  });
  stack = { url: running.url, anonKey: running.keys.anonKey, serviceRoleKey: running.keys.serviceRoleKey };
  receiver = await startWebhookReceiver(() => '');
});
afterAll(async () => {
  await receiver.close();
  await running.stop();
});

describe('webhooks with private addresses refused', () => {
  it('fails a delivery to a local endpoint without reaching it, however its address is written', async () => {
    const port = String(receiver.port);
    const machine = os.hostname();
    const machineAddresses = (await lookup(machine, { all: true }).catch(() => [])).map((a) => a.address);
    const urls = [
      `http://127.0.0.1:${port}/hook`,
      `http://localhost:${port}/hook`,
      `http://localhost.:${port}/hook`,
      `http://[::1]:${port}/hook`,
      `http://[::ffff:127.0.0.1]:${port}/hook`,
      `http://2130706433:${port}/hook`,
      `http://0x7f.1:${port}/hook`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/hook',
      `http://${machine}:${port}/hook`,
    ];
    await productService(stack)
      .from('webhooks')
      .insert(urls.map((url, n) => ({ name: `Local ${String(n)}`, url, events: ['contact.created'] })))
      .throwOnError();
    await productAnonAt(stack)
      .from('contact_submissions')
      .insert({
        kind: 'contact',
        name: 'Mallory',
        email: `mallory-${randomUUID()}@example.com`,
        message: 'Point the webhook inward.',
      })
      .throwOnError();
    await running.db.query(`DELETE FROM public.outbox_messages WHERE channel = 'email'`);

    expect(await deliverMessages(stack)).toEqual({
      claimed: urls.length,
      sent: 0,
      failed: urls.length,
      dead: 0,
    });
    const { rows } = await running.db.query<{ url: string; last_error: string; last_status: number | null }>(
      `SELECT w.url, m.last_error, m.last_status FROM public.outbox_messages m JOIN public.webhooks w ON w.id = m.webhook_id`,
    );
    expect(rows.map((r) => r.url).sort()).toEqual([...urls].sort());
    for (const row of rows) {
      expect(row.last_status, row.url).toBeNull();
      // This machine's name resolves to loopback here; where it does not resolve, it is not found.
      const refusal =
        row.url.includes(machine) && machineAddresses.every((a) => isPublicAddress(a))
          ? /could not be found/
          : /is a private or local address, which webhooks are not sent to\.$/;
      expect(row.last_error, row.url).toMatch(refusal);
    }
    expect(receiver.received).toEqual([]);
  });
});
