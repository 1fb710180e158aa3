/**
 * `npm run bench:api`: requests per second and latency of the local stack's REST layer for a
 * filtered 20-row select and an anonymous insert, at concurrency 1 and 32, on PGlite and on
 * PostgreSQL 15. The stack runs in a child process; load comes from autocannon on loopback.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { apiKeysFor } from '../../supabase/local/keys.ts';
import { SUPABASE_CLI_JWT_SECRET } from '../../supabase/local/config.ts';
import { startPostgresCluster } from '../support/postgres-cluster.ts';
import { startApiProcess } from '../support/api-process.ts';
import { machineDescription } from './machine.ts';
import { isEntryModule } from './main.ts';
import { type BenchSection, reportSection } from './results.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const PROJECT = path.join(here, 'fixtures/api-project');
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

interface Row {
  database: string;
  scenario: string;
  concurrency: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

async function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error: unknown, result) => {
      if (error) reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error }));
      else resolve(result);
    });
  });
}

async function measure(database: string, url: string, anonKey: string): Promise<Row[]> {
  const headers = { apikey: anonKey, authorization: `Bearer ${anonKey}` };
  const rows: Row[] = [];
  for (const concurrency of [1, 32]) {
    let counter = 0;
    const scenarios: [string, autocannon.Options][] = [
      [
        'select 20 rows (filter, order, limit)',
        { url: `${url}/rest/v1/bench_items?select=id,name,price&category=eq.7&order=id&limit=20`, headers },
      ],
      [
        'anonymous insert (RLS, CHECK)',
        {
          url: `${url}/rest/v1/bench_signups`,
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', prefer: 'return=minimal' },
          requests: [
            {
              setupRequest: (req) => ({
                ...req,
                body: JSON.stringify({ email: `visitor${counter++}@example.test` }),
              }),
            },
          ],
        },
      ],
    ];
    for (const [scenario, options] of scenarios) {
      await load({ ...options, connections: concurrency, duration: 1 }); // warm-up
      const result = await load({ ...options, connections: concurrency, duration: DURATION_SECONDS });
      rows.push({
        database,
        scenario,
        concurrency,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        failures: result.non2xx + result.errors + result.timeouts,
      });
      console.log(
        `${database} | ${scenario} | c=${concurrency} | ${Math.round(result.requests.average)} req/s | p50 ${result.latency.p50} ms | p99 ${result.latency.p99} ms`,
      );
    }
  }
  return rows;
}

export async function benchApi(): Promise<BenchSection> {
  const { anonKey } = await apiKeysFor(SUPABASE_CLI_JWT_SECRET);

  /** Starts `npm run api` on the benchmark project with `env`, measures it, and stops it. */
  async function measureStack(database: string, env: Record<string, string>): Promise<Row[]> {
    const api = await startApiProcess({ ...env, SUPABASE_DIR: PROJECT });
    try {
      return await measure(database, api.url, anonKey);
    } finally {
      await api.stop('SIGTERM');
    }
  }

  const rows: Row[] = [];
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'growdigital-bench-'));
  try {
    rows.push(...(await measureStack('PGlite (files)', { DATA_DIR: dataDir })));
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  const cluster = await startPostgresCluster({ durable: true });
  try {
    rows.push(
      ...(await measureStack('PostgreSQL 15', { DATABASE_URL: await cluster.createDatabase('bench') })),
    );
  } finally {
    await cluster.stop();
  }

  const machine = machineDescription();
  const table = [
    `API benchmark (${DURATION_SECONDS} s per row, loopback, ${machine})`,
    '',
    '| Database | Request | Concurrency | req/s | p50 ms | p99 ms | Failures |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.scenario} | ${r.concurrency} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.failures} |`,
    ),
  ];
  return {
    name: 'api',
    title: 'API',
    data: { machine, durationSeconds: DURATION_SECONDS, rows },
    markdown: table.join('\n'),
    passed: rows.every((r) => r.failures === 0),
  };
}

if (isEntryModule(import.meta.url)) await reportSection(await benchApi());
