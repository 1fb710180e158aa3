import fs from 'node:fs/promises';
import { PGlite, types } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type Database, type TransactionOptions, type QueryResult, type Row, type Sql } from './database.ts';
import { lockDataDir } from './data-dir-lock.ts';

interface PgliteSession {
  query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[]; affectedRows?: number }>;
  exec: (script: string) => Promise<unknown>;
}

function wrap(session: PgliteSession): Sql {
  return {
    query: async <R extends object = Row>(
      text: string,
      params: readonly unknown[] = [],
    ): Promise<QueryResult<R>> => {
      const result = await session.query(text, [...params]);
      return { rows: result.rows as R[], rowCount: result.affectedRows ?? result.rows.length };
    },
    exec: async (script: string) => {
      await session.exec(script);
    },
  };
}

/**
 * PGlite converts parameters to text itself and throws on a string it does not like for a boolean
 * or bytea parameter; node-postgres sends strings as they are and PostgreSQL judges them (a bad
 * value is SQLSTATE 22P02, a 400). Strings pass through here too.
 */
const passThrough =
  (fallback: (value: unknown) => string) =>
  (value: unknown): string =>
    typeof value === 'string' ? value : fallback(value);
const TEXT_PASSTHROUGH = {
  [types.BOOL]: passThrough((v) => (v ? 't' : 'f')),
  [types.BYTEA]: passThrough((v) => `\\x${Buffer.from(v as Uint8Array).toString('hex')}`),
};

async function create(dataDir: string | undefined): Promise<PGlite> {
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { pgcrypto, uuid_ossp, citext, pg_trgm, unaccent },
    serializers: TEXT_PASSTHROUGH,
  });
}

/**
 * Embedded PostgreSQL (compiled to WASM). PGlite has a single session and queues every query and
 * transaction behind the one that is running, so callers never interleave inside a transaction.
 * `dataDir` undefined keeps the database in memory. On disk, every commit's WAL is written to the
 * operating system before the commit returns (a killed process loses nothing acknowledged; the
 * next open replays the WAL), but nothing is ever fsynced: PGlite runs PostgreSQL with fsync off
 * and its Node file system has no fsync.
 */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  let unlock: () => Promise<void> = () => Promise.resolve();
  if (dataDir) {
    await fs.mkdir(dataDir, { recursive: true });
    unlock = await lockDataDir(dataDir);
  }
  const db = await create(dataDir).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  await db.exec(`SET TIME ZONE 'UTC'`);
  const direct = wrap(db);
  return {
    kind: 'pglite',
    location: dataDir ?? 'memory',
    ...direct,
    async transaction<T>(work: (tx: Sql) => Promise<T>, options: TransactionOptions = {}) {
      return db.transaction(async (tx) => {
        const setup = [options.readOnly ? 'SET TRANSACTION READ ONLY' : '', options.prelude ?? '']
          .filter(Boolean)
          .join('; ');
        if (setup) await tx.exec(setup);
        const result = await work(wrap(tx));
        if (options.rollback) await tx.rollback();
        return result;
      });
    },
    async listen(channel, onNotify) {
      return db.listen(channel, onNotify);
    },
    async close() {
      await db.close();
      await unlock();
    },
  };
}
