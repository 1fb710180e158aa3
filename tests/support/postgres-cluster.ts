import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../supabase/local/http/ports.ts';

const run = promisify(execFile);
const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export interface PostgresCluster {
  /** A URL for a fresh database on the cluster. */
  url(database?: string): string;
  createDatabase(name: string, options?: { collateC?: boolean }): Promise<string>;
  stop(): Promise<void>;
}

/** initdb refuses to run as root: as root, run the server binaries as the `postgres` system user. */
async function asServerUser(command: string, args: string[]): Promise<void> {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, command), ...args]]
    : [path.join(BIN, command), args];
  await run(file, argv, { maxBuffer: 16 * 1024 * 1024 });
}

export async function postgresAvailable(): Promise<boolean> {
  try {
    await fs.access(path.join(BIN, 'initdb'));
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts a throwaway PostgreSQL cluster on loopback in a temporary folder. Superuser `postgres`,
 * trust authentication on 127.0.0.1 only. Unless `durable`, fsync and synchronous commit are off:
 * tests throw the cluster away, a benchmark wants PostgreSQL's real costs.
 */
export async function startPostgresCluster(options: { durable?: boolean } = {}): Promise<PostgresCluster> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'growdigital-pg-'));
  const dataDir = path.join(dir, 'data');
  if (process.getuid?.() === 0) await run('chown', ['-R', 'postgres:postgres', dir]);
  await asServerUser('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const port = await freePort();
  const fast = options.durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c timezone=UTC${fast}`;
  await asServerUser('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    serverOptions,
    '-w',
    'start',
  ]);
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url,
    async createDatabase(name, databaseOptions = {}) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        const collation = databaseOptions.collateC
          ? ` TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`
          : '';
        await client.query(`CREATE DATABASE "${name}"${collation}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    async stop() {
      await asServerUser('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
