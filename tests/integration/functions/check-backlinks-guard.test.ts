import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import type { StackAddress } from '../../support/clients.ts';
import { member, productService } from '../../support/product.ts';
import { PRODUCT_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';

/**
 * check-backlinks with its address guard on, as in production: a product stack of its own, whose
 * functions do not get the shared stacks' BACKLINK_CHECK_ALLOW_PRIVATE=true. A page served on
 * 127.0.0.1 and addressed in every spelling of a local address must never be fetched.
 */
let running: RunningStack;
let stack: StackAddress;
let server: http.Server;
let port = 0;
let requests = 0;
beforeAll(async () => {
  const functionsEnv = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'guard-env-')), 'functions.env');
  await fs.writeFile(functionsEnv, 'BACKLINK_CHECK_TIMEOUT_MS=3000\n');
  running = await startTestStack({
    supabaseDir: PRODUCT_PROJECT,
    databaseUrl: await freshDatabaseUrl(),
    env: { FUNCTIONS_ENV_FILE: functionsEnv },
  });
  stack = { url: running.url, anonKey: running.keys.anonKey, serviceRoleKey: running.keys.serviceRoleKey };
  server = http.createServer((_request, response) => {
    requests++;
    response.writeHead(200, { 'Content-Type': 'text/html' }).end('<a href="https://grow.example/">Grow</a>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await running.stop();
});

describe('check-backlinks with private addresses refused', () => {
  it('marks a local page broken without fetching it, however its address is written', async () => {
    const sources = [
      `http://127.0.0.1:${port}/`,
      `http://localhost:${port}/`,
      `http://localhost.:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://2130706433:${port}/`,
      `http://0x7f.1:${port}/`,
      'http://169.254.169.254/latest/meta-data/',
    ];
    const target = `https://grow.example/guard-${randomUUID().slice(0, 8)}`;
    const { data: rows } = await productService(stack)
      .from('backlinks')
      .insert(sources.map((source_url) => ({ source_url, target_url: target })))
      .select('id, source_url')
      .throwOnError();
    const editor = await member('editor', stack);
    const response = await fetch(`${stack.url}/functions/v1/check-backlinks`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${editor.accessToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ ids: rows.map((row) => row.id) }),
    });
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as {
      results: { source_url: string; status: string; last_http_status: number | null; reason: string }[];
    };
    expect(results.map((r) => r.source_url).sort()).toEqual([...sources].sort());
    for (const result of results)
      expect(result, result.source_url).toMatchObject({
        status: 'broken',
        last_http_status: null,
        reason: expect.stringContaining(
          'is a private or local address, which the checker does not visit',
        ) as string,
      });
    expect(requests).toBe(0);
  });
});
