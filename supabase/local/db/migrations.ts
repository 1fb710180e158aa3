import fs from 'node:fs/promises';
import path from 'node:path';
import { type Database, WITHOUT_TIME_LIMIT } from './database.ts';
import { describeScriptError } from './sql-error.ts';

export interface Migration {
  version: string;
  name: string;
  file: string;
}

/** The Supabase CLI's file name rule: `<timestamp>_<name>.sql`. */
const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

export class MigrationError extends Error {
  constructor(
    readonly file: string,
    detail: string,
    options?: ErrorOptions,
  ) {
    super(`Migration ${file} failed, and none of it was applied: ${detail}`, options);
    this.name = 'MigrationError';
  }
}

export async function listMigrations(
  dir: string,
  warn: (message: string) => void = () => undefined,
): Promise<Migration[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const migrations: Migration[] = [];
  for (const file of names.filter((n) => n.endsWith('.sql')).sort()) {
    const match = MIGRATION_FILE.exec(file);
    if (!match?.[1] || !match[2]) {
      warn(`Skipping ${file}: migration file names must look like <timestamp>_name.sql`);
      continue;
    }
    migrations.push({ version: match[1], name: match[2], file: path.join(dir, file) });
  }
  return migrations;
}

export async function appliedVersions(db: Database): Promise<Set<string>> {
  const { rows } = await db.query<{ version: string }>(
    'SELECT version FROM supabase_migrations.schema_migrations',
  );
  return new Set(rows.map((r) => r.version));
}

/**
 * Applies pending migrations in file order, each in its own transaction together with its row in
 * supabase_migrations.schema_migrations: a file either applies whole and is recorded, or leaves nothing.
 */
export async function applyMigrations(
  db: Database,
  dir: string,
  log: (message: string) => void = () => undefined,
): Promise<Migration[]> {
  const done = await appliedVersions(db);
  const pending = (await listMigrations(dir, log)).filter((m) => !done.has(m.version));
  for (const migration of pending) {
    const script = await fs.readFile(migration.file, 'utf8');
    const fileName = path.basename(migration.file);
    try {
      await db.transaction(async (tx) => {
        await tx.exec(script);
        await tx.query(
          'INSERT INTO supabase_migrations.schema_migrations (version, name, statements) VALUES ($1, $2, $3)',
          [migration.version, migration.name, [script]],
        );
      }, WITHOUT_TIME_LIMIT);
    } catch (error) {
      throw new MigrationError(fileName, describeScriptError(error, script), { cause: error });
    }
    log(`Applied migration ${fileName}`);
  }
  return pending;
}
