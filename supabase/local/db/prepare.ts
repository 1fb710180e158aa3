import path from 'node:path';
import type { Database } from './database.ts';
import { bootstrap } from './bootstrap.ts';
import { applyMigrations, appliedVersions, type Migration } from './migrations.ts';
import { markSeedOwed, runOwedSeed } from './seed.ts';

export interface ProjectPaths {
  /** The `supabase/` folder: migrations/ and seed.sql live in it. */
  supabaseDir: string;
}

export interface Prepared {
  fresh: boolean;
  applied: Migration[];
  seeded: boolean;
}

export const SEED_KEY = 'supabase/seed.sql';

/** Bootstrap, pending migrations, then the seed a fresh database is owed. */
export async function prepareDatabase(
  db: Database,
  paths: ProjectPaths,
  log: (message: string) => void = () => undefined,
): Promise<Prepared> {
  await bootstrap(db);
  const fresh = (await appliedVersions(db)).size === 0;
  if (fresh) await markSeedOwed(db, SEED_KEY);
  const applied = await applyMigrations(db, path.join(paths.supabaseDir, 'migrations'), log);
  const seeded = await runOwedSeed(db, path.join(paths.supabaseDir, 'seed.sql'), SEED_KEY);
  if (seeded) log('Seeded the database from supabase/seed.sql');
  if (applied.length > 0 || seeded) await db.query(`NOTIFY pgrst, 'reload schema'`);
  return { fresh, applied, seeded };
}
