import pg from 'pg';
import {
  beginStatement,
  type Database,
  type TransactionOptions,
  type QueryResult,
  type Row,
  type Sql,
} from './database.ts';

// int8 comes back as a number when it fits, as PGlite returns it, so both databases give the same values.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : BigInt(value);
});

function wrap(client: pg.PoolClient | pg.Pool): Sql {
  return {
    query: async <R extends object = Row>(
      text: string,
      params: readonly unknown[] = [],
    ): Promise<QueryResult<R>> => {
      const result = await client.query<R>(text, params as unknown[]);
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
    exec: async (script: string) => {
      await client.query(script);
    },
  };
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** A real PostgreSQL server, through a pool of connections. */
export async function openPostgres(
  url: string,
  options: { maxConnections?: number } = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 16,
    options: '-c TimeZone=UTC',
  });
  // Fail at start, with the server's own message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const direct = wrap(pool);
  const listeners = new Set<pg.PoolClient>();

  return {
    kind: 'postgres',
    location: redact(url),
    ...direct,
    async transaction<T>(work: (tx: Sql) => Promise<T>, options: TransactionOptions = {}) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query(beginStatement(options));
        try {
          const result = await work(wrap(client));
          await client.query(options.rollback ? 'ROLLBACK' : 'COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {
            broken = true;
          });
          throw error;
        }
      } catch (error) {
        if (!(error instanceof pg.DatabaseError)) broken = true;
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async listen(channel, onNotify) {
      const client = await pool.connect();
      listeners.add(client);
      const handler = (message: pg.Notification) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      };
      client.on('notification', handler);
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        client.off('notification', handler);
        listeners.delete(client);
        await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        client.release();
      };
    },
    async close() {
      for (const client of listeners) client.release();
      listeners.clear();
      await pool.end();
    },
  };
}
