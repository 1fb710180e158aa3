export type Row = Record<string, unknown>;

export interface QueryResult<R extends object = Row> {
  rows: R[];
  /** Rows touched by INSERT/UPDATE/DELETE, or returned by SELECT. */
  rowCount: number;
}

/** What a query can run on: the database itself or an open transaction. */
export interface Sql {
  query: <R extends object = Row>(text: string, params?: readonly unknown[]) => Promise<QueryResult<R>>;
  /** Runs a script of several statements (no parameters). */
  exec: (script: string) => Promise<void>;
}

export interface TransactionOptions {
  /** Roll back instead of committing once the work has finished (PostgREST's `db-tx-end = rollback`). */
  rollback?: boolean;
  readOnly?: boolean;
  /** Statements (no parameters) run right after BEGIN, in the same round trip. */
  prelude?: string;
  /**
   * The longest any one statement of the transaction may run, in ms (0: no limit); unset, the
   * database's default. PostgreSQL cancels the statement (`statement_timeout`); PGlite's watchdog
   * ends its worker. Either way the statement fails with SQLSTATE 57014.
   */
  timeLimitMs?: number;
}

export interface Database extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** Where the data lives, for messages: a folder, `memory`, or the URL without its password. */
  readonly location: string;
  transaction<T>(work: (tx: Sql) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** After a lost connection comes back, `onNotify('')`: notifications may have been missed meanwhile. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A PostgreSQL error as both drivers report it. */
export interface PgError {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
  position?: string | undefined;
}

export function asPgError(error: unknown): PgError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = error as Partial<PgError>;
  if (typeof candidate.code !== 'string' || !/^[0-9A-Z]{5}$/.test(candidate.code)) return undefined;
  if (typeof candidate.message !== 'string') return undefined;
  return candidate as PgError;
}

export function beginStatement(options: TransactionOptions | undefined): string {
  const begin = options?.readOnly ? 'BEGIN ISOLATION LEVEL READ COMMITTED READ ONLY' : 'BEGIN';
  return [begin, options?.prelude].filter(Boolean).join('; ');
}

/** For the schema's own scripts (bootstrap, migrations, seed, reset), which take as long as they take. */
export const WITHOUT_TIME_LIMIT: TransactionOptions = { timeLimitMs: 0 };

/** The statement that applies a transaction's own time limit on PostgreSQL. */
export function timeLimitStatement(options: TransactionOptions | undefined): string | undefined {
  const limit = options?.timeLimitMs;
  if (limit === undefined) return undefined;
  return `SET LOCAL statement_timeout = ${String(Math.max(0, Math.round(limit)))}`;
}
