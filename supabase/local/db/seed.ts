import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { type Database, WITHOUT_TIME_LIMIT } from './database.ts';
import { describeScriptError } from './sql-error.ts';

/** Seed state lives in supabase_migrations.seed_files: an empty hash marks a seed still owed. */
const PENDING = '';

export async function markSeedOwed(db: Database, seedKey: string): Promise<void> {
  await db.query(
    'INSERT INTO supabase_migrations.seed_files (path, hash) VALUES ($1, $2) ON CONFLICT (path) DO NOTHING',
    [seedKey, PENDING],
  );
}

/**
 * Runs the seed once on a fresh database: only when a fresh start marked it owed, and never again
 * once it has succeeded. The seed runs in one transaction, so a failing seed leaves no half of itself.
 */
export async function runOwedSeed(db: Database, seedFile: string, seedKey: string): Promise<boolean> {
  const { rows } = await db.query<{ hash: string }>(
    'SELECT hash FROM supabase_migrations.seed_files WHERE path = $1',
    [seedKey],
  );
  if (rows[0]?.hash !== PENDING) return false;
  let script: string;
  try {
    script = await fs.readFile(seedFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    script = '';
  }
  const hash = crypto.createHash('sha256').update(script).digest('hex');
  try {
    await db.transaction(async (tx) => {
      if (script.trim()) await tx.exec(script);
      await tx.query('UPDATE supabase_migrations.seed_files SET hash = $2 WHERE path = $1', [seedKey, hash]);
    }, WITHOUT_TIME_LIMIT);
  } catch (error) {
    throw new Error(
      `Seed ${seedKey} failed, and none of it was applied: ${describeScriptError(error, script)}`,
      {
        cause: error,
      },
    );
  }
  return true;
}
