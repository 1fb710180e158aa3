import pg from 'pg';
import {
  beginStatement,
  timeLimitStatement,
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

export interface PostgresOptions {
  maxConnections?: number;
  /** Each connection's `statement_timeout`, in ms (0: no limit): what a transaction without its own limit gets. */
  defaultTimeLimitMs?: number;
}

/** A real PostgreSQL server, through a pool of connections. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 16,
    options: `-c TimeZone=UTC -c statement_timeout=${String(options.defaultTimeLimitMs ?? 0)}`,
  });
  // A lost connection (the server restarted or crashed) fails the queries on it and emits 'error',
  // which would end the process if nobody listened. The broken client is dropped and the next
  // query connects anew, so the API keeps going once the server is back.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  // Fail at start, with the server's own message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const direct = wrap(pool);
  const listeners = new Set<pg.PoolClient>();
  let closed = false;

  return {
    kind: 'postgres',
    location: redact(url),
    ...direct,
    async transaction<T>(work: (tx: Sql) => Promise<T>, options: TransactionOptions = {}) {
      const client = await pool.connect();
      let broken = false;
      try {
        // The limit first: the prelude's own statements are held to it too.
        const prelude = [timeLimitStatement(options), options.prelude].filter(Boolean).join('; ');
        await client.query(beginStatement({ ...options, prelude }));
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
      const handler = (message: pg.Notification) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      };
      let client: pg.PoolClient | undefined;
      let stopped = false;
      const connect = async (): Promise<void> => {
        const fresh = await pool.connect();
        fresh.on('notification', handler);
        // A server that goes away sends an error first, or just closes the connection.
        const lost = () => {
          if (client === fresh && !stopped && !closed) void reconnect(fresh);
        };
        fresh.once('error', lost);
        fresh.once('end', lost);
        listeners.add(fresh);
        try {
          await fresh.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          if (listeners.delete(fresh)) fresh.release(true);
          throw error;
        }
        client = fresh;
      };
      // Until the server is back, once a second; notifications sent meanwhile are lost, so the
      // listener hears an empty one (for pgrst: reload the schema).
      const reconnect = async (lost: pg.PoolClient): Promise<void> => {
        client = undefined;
        listeners.delete(lost);
        lost.release(true);
        const wanted = () => !stopped && !closed;
        while (wanted()) {
          await new Promise((r) => setTimeout(r, 1000));
          if (!wanted()) return;
          try {
            await connect();
            onNotify('');
            return;
          } catch {
            // Still down.
          }
        }
      };
      await connect();
      return async () => {
        stopped = true;
        const current = client;
        client = undefined;
        if (!current) return;
        current.off('notification', handler);
        listeners.delete(current);
        await current.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        current.release();
      };
    },
    async close() {
      closed = true;
      for (const client of listeners) client.release();
      listeners.clear();
      await pool.end();
    },
  };
}
