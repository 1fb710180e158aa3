import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  beginStatement,
  type Database,
  type QueryResult,
  type Row,
  type Sql,
  type TransactionOptions,
} from './database.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { connectionLost } from './errors.ts';
import { EngineConnection } from './pglite/connection.ts';
import { Serial } from './pglite/serial.ts';

export interface PgliteOptions {
  /** The longest one statement may run when its transaction sets no limit, in ms (0: no limit). */
  defaultTimeLimitMs?: number;
  log?: (message: string) => void;
}

type Listener = (payload: string) => void;

/**
 * Embedded PostgreSQL (compiled to WASM), run in a worker thread so that the HTTP server's event
 * loop never waits on a statement. PGlite has a single session: the stack runs one unit of work at
 * a time (a statement, or a whole transaction), in order, so callers never interleave inside a
 * transaction. A statement that overruns its time limit ends the worker; a new one reopens the
 * folder (PostgreSQL's crash recovery replays the WAL) and the queued work goes on there.
 *
 * Every commit's WAL reaches the operating system before the commit returns (a killed process or
 * worker loses nothing acknowledged), but nothing is ever fsynced: PGlite runs PostgreSQL with
 * fsync off and its Node file system has no fsync.
 */
class PgliteDatabase implements Database {
  readonly kind = 'pglite';
  private readonly serial = new Serial();
  private readonly channels = new Map<string, Set<Listener>>();
  private live: EngineConnection | undefined;
  private ready: Promise<EngineConnection>;
  private closed = false;
  private readonly events = {
    notification: (channel: string, payload: string) => {
      for (const listener of this.channels.get(channel) ?? []) listener(payload);
    },
    ended: (connection: EngineConnection, reason: Error) => {
      if (this.closed || connection !== this.live) return;
      this.live = undefined;
      this.log(`The database engine stopped (${reason.message}); reopening it`);
      this.ready = this.reopen();
      this.ready.catch(() => undefined);
    },
  };

  constructor(
    readonly location: string,
    private readonly folder: string,
    private readonly defaultLimitMs: number,
    private readonly log: (message: string) => void,
    private readonly release: () => Promise<void>,
  ) {
    this.ready = this.start();
  }

  /** Resolves once the first worker has opened the folder. */
  opened(): Promise<unknown> {
    return this.ready;
  }

  private async start(): Promise<EngineConnection> {
    // The folder is this stack's (its lock says so), so PostgreSQL's own lock file is stale,
    // whatever it holds. Killed between creating and writing it, PostgreSQL leaves it empty, and
    // then refuses to start ("lock file is empty"): every later open would fail.
    await fs.rm(path.join(this.folder, 'postmaster.pid'), { force: true });
    const connection = await EngineConnection.open(this.folder, this.events);
    this.live = connection;
    for (const channel of this.channels.keys())
      await connection.send({ op: 'listen', channel }, this.defaultLimitMs);
    return connection;
  }

  private async reopen(): Promise<EngineConnection> {
    const started = performance.now();
    const connection = await this.start();
    this.log(`The database engine was reopened in ${Math.round(performance.now() - started)} ms`);
    // Notifications sent while it was down are lost: listeners hear an empty one (pgrst: reload).
    for (const listeners of this.channels.values()) for (const listener of listeners) listener('');
    return connection;
  }

  private async connection(): Promise<EngineConnection> {
    try {
      return await this.ready;
    } catch (error) {
      this.ready = this.reopen();
      this.ready.catch(() => undefined);
      throw connectionLost(`the database could not be reopened: ${(error as Error).message}`);
    }
  }

  private sqlOn(connection: EngineConnection, limitMs: number): Sql {
    return {
      query: async <R extends object = Row>(
        text: string,
        params: readonly unknown[] = [],
      ): Promise<QueryResult<R>> => {
        const result = await connection.send({ op: 'query', text, params: [...params] }, limitMs);
        return { rows: result.rows as R[], rowCount: result.rowCount };
      },
      exec: async (script: string) => {
        await connection.send({ op: 'exec', script }, limitMs);
      },
    };
  }

  query<R extends object = Row>(text: string, params?: readonly unknown[]): Promise<QueryResult<R>> {
    return this.serial.run(async () =>
      this.sqlOn(await this.connection(), this.defaultLimitMs).query<R>(text, params),
    );
  }

  exec(script: string): Promise<void> {
    return this.serial.run(async () => this.sqlOn(await this.connection(), this.defaultLimitMs).exec(script));
  }

  transaction<T>(work: (tx: Sql) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    return this.serial.run(async () => {
      const connection = await this.connection();
      const tx = this.sqlOn(connection, options.timeLimitMs ?? this.defaultLimitMs);
      try {
        await tx.exec(beginStatement(options));
        const result = await work(tx);
        await tx.exec(options.rollback ? 'ROLLBACK' : 'COMMIT');
        return result;
      } catch (error) {
        if (connection.alive) await tx.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
  }

  async listen(channel: string, onNotify: Listener): Promise<() => Promise<void>> {
    let current = this.channels.get(channel);
    if (!current) {
      const listeners = new Set<Listener>();
      this.channels.set(channel, listeners);
      current = listeners;
      await this.serial
        .run(async () => (await this.connection()).send({ op: 'listen', channel }, this.defaultLimitMs))
        .catch((error: unknown) => {
          this.channels.delete(channel);
          throw error;
        });
    }
    current.add(onNotify);
    return async () => {
      current.delete(onNotify);
      if (current.size > 0 || this.channels.get(channel) !== current) return;
      this.channels.delete(channel);
      if (this.closed) return;
      await this.serial
        .run(async () => (await this.connection()).send({ op: 'unlisten', channel }, this.defaultLimitMs))
        .catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.serial.run(async () => {
      const connection = await this.ready.catch(() => undefined);
      if (!connection?.alive) return;
      await connection.send({ op: 'close' }, 0).catch(() => undefined);
      await connection.terminate(connectionLost('the database was closed'));
    });
    await this.release();
  }
}

/**
 * Opens PGlite on `dataDir`, or on a new temporary folder removed on close (tests, tools): the
 * engine always works on a folder, so that a stopped worker can reopen what was committed.
 */
export async function openPglite(
  dataDir: string | undefined,
  options: PgliteOptions = {},
): Promise<Database> {
  const folder = dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'growdigital-pglite-')));
  await fs.mkdir(folder, { recursive: true });
  const unlock = await lockDataDir(folder);
  const release = async () => {
    await unlock();
    if (dataDir === undefined) await fs.rm(folder, { recursive: true, force: true });
  };
  const db = new PgliteDatabase(
    dataDir ?? 'a temporary folder',
    folder,
    options.defaultTimeLimitMs ?? 0,
    options.log ?? (() => undefined),
    release,
  );
  try {
    await db.opened();
  } catch (error) {
    await release();
    throw error;
  }
  return db;
}
