import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, WITHOUT_TIME_LIMIT } from './database.ts';
import { describeScriptError } from './sql-error.ts';

const BOOTSTRAP_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bootstrap');

/**
 * Creates what a Supabase project has before its first migration (roles, schemas, auth, storage,
 * the migration history). Every script is idempotent, so it runs on every start that migrates.
 */
export async function bootstrap(db: Database): Promise<void> {
  const files = (await fs.readdir(BOOTSTRAP_DIR)).filter((f) => f.endsWith('.sql')).sort();
  for (const file of files) {
    const script = await fs.readFile(path.join(BOOTSTRAP_DIR, file), 'utf8');
    try {
      await db.transaction((tx) => tx.exec(script), WITHOUT_TIME_LIMIT);
    } catch (error) {
      throw new Error(`Bootstrap script ${file} failed: ${describeScriptError(error, script)}`, {
        cause: error,
      });
    }
  }
}
