import fs from 'node:fs/promises';
import { type Database, WITHOUT_TIME_LIMIT } from './database.ts';
import { ident } from './quote.ts';

/**
 * Empties a real PostgreSQL database the way `supabase db reset` starts over: every schema but
 * PostgreSQL's own is dropped and `public` is recreated. Roles are cluster-wide and stay.
 */
export async function wipePostgres(db: Database): Promise<void> {
  const { rows } = await db.query<{ nspname: string }>(
    `SELECT nspname FROM pg_catalog.pg_namespace
     WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'`,
  );
  await db.transaction(async (tx) => {
    for (const { nspname } of rows) await tx.query(`DROP SCHEMA ${ident(nspname)} CASCADE`);
    await tx.query('CREATE SCHEMA public');
    await tx.query('GRANT ALL ON SCHEMA public TO PUBLIC');
  }, WITHOUT_TIME_LIMIT);
}

export async function wipeFolder(folder: string): Promise<void> {
  await fs.rm(folder, { recursive: true, force: true });
}
