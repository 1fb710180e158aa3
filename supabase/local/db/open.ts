import path from 'node:path';
import type { Database } from './database.ts';

export interface DatabaseTarget {
  /** A `postgres://` URL for a real server; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's folder; `undefined` puts the database in a temporary folder, removed on close. */
  pgliteDir?: string | undefined;
  /** The longest one statement may run when its transaction sets no limit, in ms (0 or unset: none). */
  defaultTimeLimitMs?: number | undefined;
  log?: (message: string) => void;
}

export function pgliteDirFor(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(target.databaseUrl, { defaultTimeLimitMs: target.defaultTimeLimitMs ?? 0 });
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(target.pgliteDir, {
    defaultTimeLimitMs: target.defaultTimeLimitMs ?? 0,
    ...(target.log ? { log: target.log } : {}),
  });
}
