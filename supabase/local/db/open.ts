import path from 'node:path';
import type { Database } from './database.ts';

export interface DatabaseTarget {
  /** A `postgres://` URL for a real server; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's folder; `undefined` keeps the database in memory. */
  pgliteDir?: string | undefined;
}

export function pgliteDirFor(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(target.databaseUrl);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(target.pgliteDir);
}
