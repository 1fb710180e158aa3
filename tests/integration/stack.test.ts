import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { apiKeysFor } from '../../supabase/local/keys.ts';
import { SUPABASE_CLI_JWT_SECRET } from '../../supabase/local/config.ts';
import { spawnApiProcess, startApiProcess } from '../support/api-process.ts';
import { freshDatabaseUrl, projectFolder } from './db/fresh-database.ts';
import { startTestStack } from '../support/test-stack.ts';
import '../support/provided.ts';

const project = () =>
  projectFolder({
    'migrations/20240101000000_items.sql': `create table public.items (id int primary key, name text not null);
      insert into public.items select i, 'item ' || i from generate_series(1, 5) i;
      create schema private_area; create table private_area.secrets (id int);
      create schema reports; create table reports.totals (n int); insert into reports.totals values (42);
      grant usage on schema reports to anon; grant select on reports.totals to anon;`,
  });

describe(`the local stack (${inject('dbKind')})`, () => {
  it('reloads its schema cache after DDL, without a restart', async () => {
    const stack = await startTestStack({
      supabaseDir: await project(),
      databaseUrl: await freshDatabaseUrl(),
    });
    const get = (p: string) => fetch(`${stack.url}/rest/v1${p}`, { headers: { apikey: stack.keys.anonKey } });
    try {
      expect((await get('/late_table')).status).toBe(404);
      await stack.db.exec(
        'create table public.late_table (id int); insert into public.late_table values (7);',
      );
      await expect.poll(async () => (await get('/late_table')).status, { timeout: 10_000 }).toBe(200);
      expect(await (await get('/late_table')).json()).toEqual([{ id: 7 }]);
    } finally {
      await stack.stop();
    }
  });

  it('honours db-max-rows and serves only the schemas it exposes, chosen by profile headers', async () => {
    const stack = await startTestStack({
      supabaseDir: await project(),
      databaseUrl: await freshDatabaseUrl(),
      env: { PGRST_DB_MAX_ROWS: '2', PGRST_DB_SCHEMAS: 'public,reports' },
    });
    const get = (p: string, headers: Record<string, string> = {}) =>
      fetch(`${stack.url}/rest/v1${p}`, { headers: { apikey: stack.keys.anonKey, ...headers } });
    try {
      const capped = await get('/items?order=id');
      expect(await capped.json()).toEqual([
        { id: 1, name: 'item 1' },
        { id: 2, name: 'item 2' },
      ]);
      expect(capped.headers.get('content-range')).toBe('0-1/*');
      expect(await (await get('/totals', { 'Accept-Profile': 'reports' })).json()).toEqual([{ n: 42 }]);
      const hidden = await get('/secrets', { 'Accept-Profile': 'private_area' });
      expect(hidden.status).toBe(406);
      expect(await hidden.json()).toMatchObject({ code: 'PGRST106' });
    } finally {
      await stack.stop();
    }
  });

  it('refuses to listen beyond loopback with the public default JWT secret, before touching anything', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'growdigital-data-'));
    const api = await spawnApiProcess({
      API_HOST: '0.0.0.0',
      DATA_DIR: dataDir,
      SUPABASE_DIR: await project(),
    });
    // A stack that did start (the bug) is ended however the test ends, a time-out included.
    onTestFinished(() => {
      if (api.child.exitCode === null) api.child.kill('SIGKILL');
    });
    expect(await api.exited).toBe(1);
    expect(api.output()).toContain('Refusing to start: API_HOST=0.0.0.0 makes the API reachable');
    expect(api.output()).toContain('ALLOW_DEFAULT_JWT_SECRET=1');
    expect(await fs.readdir(dataDir)).toEqual([]);
  });

  it('stops cleanly on SIGINT and SIGTERM with every committed write kept', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'growdigital-data-'));
    const databaseUrl = await freshDatabaseUrl();
    const env = {
      DATA_DIR: dataDir,
      SUPABASE_DIR: await project(),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    const { serviceRoleKey } = await apiKeysFor(SUPABASE_CLI_JWT_SECRET);
    const headers = {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'application/json',
    };
    try {
      const first = await startApiProcess(env);
      const rows = Array.from({ length: 20 }, (_, i) => ({ id: 100 + i, name: `written ${i}` }));
      const writes = await Promise.all(
        rows.map((row) =>
          fetch(`${first.url}/rest/v1/items`, { method: 'POST', headers, body: JSON.stringify(row) }),
        ),
      );
      expect(writes.map((w) => w.status)).toEqual(rows.map(() => 201));
      expect(await first.stop('SIGINT')).toBe(0);
      expect(first.output()).toContain('SIGINT received');

      const second = await startApiProcess(env);
      const read = await fetch(`${second.url}/rest/v1/items?id=gte.100&select=id&order=id`, { headers });
      expect(await read.json()).toEqual(rows.map((r) => ({ id: r.id })));
      expect(await second.stop('SIGTERM')).toBe(0);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
