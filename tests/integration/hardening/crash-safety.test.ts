import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import ws from 'ws';
import { SUPABASE_CLI_JWT_SECRET } from '../../../supabase/local/config.ts';
import { apiKeysFor } from '../../../supabase/local/keys.ts';
import { spawnApiProcess, startApiProcess, type ApiProcess } from '../../support/api-process.ts';
import { startPostgresCluster, type PostgresCluster } from '../../support/postgres-cluster.ts';
import { freshDatabaseUrl, projectFolder } from '../db/fresh-database.ts';
import '../../support/provided.ts';

/*
 * Kills the real `npm run api` process (and, on PostgreSQL, the database server) while a stream of
 * concurrent writes is in flight, restarts on the same data and checks that every acknowledged
 * write is there and no transaction is half applied. A small project of its own keeps the cold
 * start short (the product's 16 migrations take long on PGlite); the engine and the stack are the
 * real ones. Runtime, from the CPU time of the processes it starts (2 cores): about 17 s on PGlite
 * (a fresh folder costs 8 s, initdb most of it; a restart 4 s), about 10 s on PostgreSQL. Measured
 * under a load average of 20: 79-89 s and 38 s.
 */

const dbKind = inject('dbKind');
/** Each test starts several `npm run api` processes: room for a busy machine. */
const PROCESS_TIMEOUT = 240_000;
const run = promisify(execFile);

const PROJECT_FILES = {
  'migrations/20240101000000_crash.sql': `
    create table public.notes (
      seq int primary key,
      body text not null,
      state text not null default 'new'
    );
    alter table public.notes enable row level security;
    create policy "anyone adds notes" on public.notes for insert to anon with check (true);

    create table public.orders (ref text primary key, line_count int not null);
    create table public.order_lines (
      ref text not null references public.orders on delete cascade,
      line int not null,
      primary key (ref, line)
    );
    create table public.totals (name text primary key, value bigint not null);
    insert into public.totals values ('lines', 0);
    alter table public.orders enable row level security;
    alter table public.order_lines enable row level security;
    alter table public.totals enable row level security;

    create view public.order_check with (security_invoker = true) as
      select o.ref, o.line_count, (select count(*) from public.order_lines l where l.ref = o.ref)::int as lines_found
      from public.orders o;

    /* Three tables written in one transaction: an order, its lines and a running total. */
    create function public.place_order(ref text, lines int) returns void
    language plpgsql security definer set search_path = '' as $$
    begin
      insert into public.orders (ref, line_count) values (place_order.ref, lines);
      insert into public.order_lines select place_order.ref, g from generate_series(1, lines) g;
      update public.totals set value = value + lines where name = 'lines';
    end $$;
    revoke all on function public.place_order(text, int) from public;
    grant execute on function public.place_order(text, int) to anon;

    create table public.seed_marks (id int primary key);
    alter table public.seed_marks enable row level security;`,
  'seed.sql': 'insert into public.seed_marks values (1), (2), (3);',
};

interface Ledger {
  /** Notes whose insert was acknowledged, and the acknowledged changes made to them after. */
  inserted: Set<number>;
  updated: Set<number>;
  deleted: Set<number>;
  /** Notes a delete was sent for: one in flight at the kill may have committed unacknowledged. */
  deleteSent: Set<number>;
  /** Acknowledged orders and their number of lines. */
  orders: Map<string, number>;
  /** Highest note number and order count ever sent. */
  sentNotes: number;
  sentOrders: number;
}

interface Workload {
  ledger: Ledger;
  /** Resolves once `acks` writes have been acknowledged. */
  reached: Promise<void>;
  inFlight: () => number;
  /** Stops sending and resolves once every request has settled. */
  stop: () => Promise<void>;
}

function clientFor(url: string, key: string) {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

async function keys() {
  return apiKeysFor(SUPABASE_CLI_JWT_SECRET);
}

/** Anonymous inserts and a three-table RPC, with service-role updates and deletes of acknowledged rows. */
async function startWorkload(url: string, acks: number): Promise<Workload> {
  const { anonKey, serviceRoleKey } = await keys();
  const anon = clientFor(url, anonKey);
  const service = clientFor(url, serviceRoleKey);
  const ledger: Ledger = {
    inserted: new Set(),
    updated: new Set(),
    deleted: new Set(),
    deleteSent: new Set(),
    orders: new Map(),
    sentNotes: 0,
    sentOrders: 0,
  };
  let stopped = false;
  let acked = 0;
  let pending = 0;
  let onReached: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => (onReached = resolve));
  const track = async <T>(request: PromiseLike<T>): Promise<T | undefined> => {
    pending++;
    try {
      return await request;
    } catch {
      return undefined;
    } finally {
      pending--;
    }
  };
  const ack = () => {
    if (++acked >= acks) onReached();
  };

  const insertNotes = async () => {
    while (!stopped) {
      const seq = ++ledger.sentNotes;
      const result = await track(anon.from('notes').insert({ seq, body: `note ${seq}` }));
      if (result && !result.error && result.status === 201) {
        ledger.inserted.add(seq);
        ack();
      }
    }
  };
  const placeOrders = async () => {
    while (!stopped) {
      const ref = `order-${++ledger.sentOrders}`;
      const lines = 2 + (ledger.sentOrders % 4);
      const result = await track(anon.rpc('place_order', { ref, lines }));
      if (result && !result.error && result.status < 300) {
        ledger.orders.set(ref, lines);
        ack();
      }
    }
  };
  const changeNotes = async () => {
    let next = 1;
    while (!stopped) {
      if (!ledger.inserted.has(next)) {
        await new Promise((r) => setTimeout(r, 5));
        if (next < ledger.sentNotes - 20) next++;
        continue;
      }
      const seq = next++;
      if (seq % 2 !== 0) ledger.deleteSent.add(seq);
      const request =
        seq % 2 === 0
          ? service.from('notes').update({ state: 'updated' }).eq('seq', seq)
          : service.from('notes').delete().eq('seq', seq);
      const result = await track(request);
      if (result && !result.error && result.status < 300) {
        (seq % 2 === 0 ? ledger.updated : ledger.deleted).add(seq);
        ack();
      }
    }
  };
  const workers = [insertNotes(), insertNotes(), insertNotes(), placeOrders(), placeOrders(), changeNotes()];
  return {
    ledger,
    reached,
    inFlight: () => pending,
    stop: async () => {
      stopped = true;
      await Promise.all(workers);
    },
  };
}

/** Every acknowledged write is there, nothing is half applied, and the seed ran once. */
async function expectConsistent(url: string, ledger: Ledger): Promise<void> {
  const service = clientFor(url, (await keys()).serviceRoleKey);
  const notes = await service.from('notes').select('seq, state').order('seq');
  expect(notes.error).toBeNull();
  const stateOf = new Map((notes.data ?? []).map((n: { seq: number; state: string }) => [n.seq, n.state]));
  const missing = [...ledger.inserted].filter((seq) => !ledger.deleteSent.has(seq) && !stateOf.has(seq));
  expect(missing, 'acknowledged inserts that are gone').toEqual([]);
  expect(
    [...ledger.deleted].filter((seq) => stateOf.has(seq)),
    'acknowledged deletes undone',
  ).toEqual([]);
  expect(
    [...ledger.updated].filter((seq) => stateOf.get(seq) !== 'updated'),
    'updates lost',
  ).toEqual([]);
  expect(Math.max(0, ...stateOf.keys())).toBeLessThanOrEqual(ledger.sentNotes);

  const orders = await service.from('order_check').select('ref, line_count, lines_found');
  expect(orders.error).toBeNull();
  const found = new Map((orders.data ?? []).map((o: { ref: string; line_count: number }) => [o.ref, o]));
  expect(
    [...ledger.orders.keys()].filter((ref) => !found.has(ref)),
    'acknowledged orders that are gone',
  ).toEqual([]);
  const torn = (orders.data ?? []).filter(
    (o: { line_count: number; lines_found: number }) => o.lines_found !== o.line_count,
  );
  expect(torn, 'orders with some of their lines').toEqual([]);
  const total = await service.from('totals').select('value').eq('name', 'lines').single();
  const lines = (orders.data ?? []).reduce((sum: number, o: { line_count: number }) => sum + o.line_count, 0);
  expect(total.data?.value).toBe(lines);

  const seed = await service.from('seed_marks').select('id');
  expect(seed.data).toHaveLength(3);
}

/** The stack takes new writes of both kinds. */
async function expectWritable(url: string): Promise<void> {
  const { anonKey } = await keys();
  const anon = clientFor(url, anonKey);
  expect((await anon.from('notes').insert({ seq: 1_000_000, body: 'after the crash' })).status).toBe(201);
  expect((await anon.rpc('place_order', { ref: 'after-the-crash', lines: 3 })).error).toBeNull();
}

/** A restart on existing data applies no migration and no seed. */
function expectPlainRestart(api: ApiProcess): void {
  expect(api.output()).not.toContain('Applied migration');
  expect(api.output()).not.toContain('Seeded the database');
}

async function killMidWrite(api: ApiProcess, workload: Workload): Promise<void> {
  await workload.reached;
  const inFlight = workload.inFlight();
  expect(await api.stop('SIGKILL')).toBeNull();
  await workload.stop();
  expect(inFlight, 'writes in flight at the kill').toBeGreaterThan(0);
}

/** A file's modification time, or undefined while it does not exist (PGlite replaces its lock file). */
async function modifiedAt(file: string): Promise<number | undefined> {
  return (await fs.stat(file).catch(() => undefined))?.mtimeMs;
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** `npm run api`, killed at the end of the file whatever happens. */
async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const api = await startApiProcess(env);
  cleanups.push(async () => {
    await api.stop('SIGKILL');
  });
  return api;
}

async function tempDataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'growdigital-crash-'));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

describe(`crash safety of the local stack (${dbKind})`, () => {
  // Started now, used by the last test: initdb runs while the first test works.
  const dedicatedCluster: Promise<PostgresCluster> | undefined =
    dbKind === 'postgres' ? startPostgresCluster({ durable: true }) : undefined;
  if (dedicatedCluster) {
    dedicatedCluster.catch(() => undefined);
    cleanups.push(async () => (await dedicatedCluster.catch(() => undefined))?.stop());
  }

  it(
    'keeps every acknowledged write when the API process is killed mid-write',
    async () => {
      const supabaseDir = await projectFolder(PROJECT_FILES);
      cleanups.push(() => fs.rm(supabaseDir, { recursive: true, force: true }));
      const dataDir = await tempDataDir();
      const databaseUrl = await freshDatabaseUrl();
      const env = {
        DATA_DIR: dataDir,
        SUPABASE_DIR: supabaseDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      };

      const first = await startApi(env);
      const workload = await startWorkload(first.url, 60);
      await killMidWrite(first, workload);

      if (dbKind === 'pglite') {
        // A second kill while PGlite starts and replays its WAL, once it has written its own lock
        // file: killed between creating and filling it, PostgreSQL used to leave it empty and
        // refuse every later start.
        const lockFile = path.join(dataDir, 'pglite', 'postmaster.pid');
        const before = await modifiedAt(lockFile);
        const restarting = await spawnApiProcess(env);
        cleanups.push(() => Promise.resolve(void restarting.child.kill('SIGKILL')));
        await until(async () => {
          const now = await modifiedAt(lockFile);
          return now !== undefined && now !== before;
        }, 'PGlite to start');
        restarting.child.kill('SIGKILL');
        expect(await restarting.exited).toBeNull();
      }

      const second = await startApi(env);
      try {
        expectPlainRestart(second);
        if (dbKind === 'pglite') {
          // PGlite cannot keep a second process out of its folder itself; the stack's lock does.
          const intruder = await spawnApiProcess(env);
          expect(await intruder.exited).toBe(1);
          expect(intruder.output()).toMatch(/pglite is in use by process \d+/);
        }
        await expectConsistent(second.url, workload.ledger);
        await expectWritable(second.url);
      } finally {
        expect(await second.stop('SIGINT')).toBe(0);
      }
    },
    PROCESS_TIMEOUT,
  );

  it.runIf(dbKind === 'postgres')(
    'keeps every acknowledged write when PostgreSQL itself crashes mid-write',
    async () => {
      const cluster = await dedicatedCluster;
      if (!cluster) throw new Error('Only the postgres project has a cluster of its own here');
      const supabaseDir = await projectFolder(PROJECT_FILES);
      cleanups.push(() => fs.rm(supabaseDir, { recursive: true, force: true }));
      const env = {
        DATA_DIR: await tempDataDir(),
        SUPABASE_DIR: supabaseDir,
        DATABASE_URL: await cluster.createDatabase('crash'),
      };
      const admin = new pg.Client({ connectionString: cluster.url() });
      await admin.connect();
      const { rows } = await admin.query<{ data_directory: string }>('show data_directory');
      await admin.end();
      const pgData = rows[0]?.data_directory ?? '';

      const api = await startApi(env);
      try {
        const workload = await startWorkload(api.url, 60);
        await workload.reached;
        const inFlight = workload.inFlight();
        // SIGQUIT to every server process: no shutdown checkpoint, crash recovery on the next start.
        await pgCtl(['-D', pgData, '-m', 'immediate', '-w', 'stop']);
        await workload.stop();
        expect(inFlight, 'writes in flight at the crash').toBeGreaterThan(0);
        // Started again with the options it had (postmaster.opts).
        await pgCtl(['-D', pgData, '-l', path.join(path.dirname(pgData), 'server.log'), '-w', 'restart']);

        // The same API process reconnects on its own.
        const { serviceRoleKey } = await keys();
        const headers = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` };
        await until(
          () =>
            fetch(`${api.url}/rest/v1/seed_marks?select=id`, { headers }).then(
              (r) => r.ok,
              () => false,
            ),
          'the API to reach PostgreSQL again',
        );
        await expectConsistent(api.url, workload.ledger);
        await expectWritable(api.url);

        // Its schema-reload listener reconnected too: a table made now is served without a restart.
        const owner = new pg.Client({ connectionString: env.DATABASE_URL });
        await owner.connect();
        await owner.query('create table public.made_after_the_crash (id int)');
        await owner.end();
        await until(
          () =>
            fetch(`${api.url}/rest/v1/made_after_the_crash`, { headers }).then(
              (r) => r.ok,
              () => false,
            ),
          'the schema cache to reload',
        );
      } finally {
        expect(await api.stop('SIGINT')).toBe(0);
      }
    },
    PROCESS_TIMEOUT,
  );
});

/** pg_ctl as the server's system user (the cluster runs as `postgres` when the tests run as root). */
async function pgCtl(args: string[]): Promise<void> {
  const bin = path.join(process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin', 'pg_ctl');
  const [file, argv] =
    process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  await run(file, argv);
}
