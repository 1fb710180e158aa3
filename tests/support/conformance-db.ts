import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../supabase/local/db/database.ts';

export const CONFORMANCE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../conformance/postgrest',
);

/** Our own cases, written from PostgREST's documentation, and the fixtures they add (`*.sql`). */
export const DOCUMENTED_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../conformance/documented',
);

export const CONFORMANCE_SCHEMAS = [
  'test',
  'operators',
  'ordering',
  'pagination',
  'representations',
  'mutations',
  'rpc',
];

const read = (file: string) => fs.readFile(path.join(CONFORMANCE_DIR, file), 'utf8');

/** Builds the conformance fixture database as its README describes (steps 1 and 3–5). */
export async function loadConformanceFixtures(db: Database): Promise<void> {
  await db.exec(`DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'postgrest_test_anonymous') THEN CREATE ROLE postgrest_test_anonymous; END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'postgrest_test_default_role') THEN CREATE ROLE postgrest_test_default_role; END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'postgrest_test_author') THEN CREATE ROLE postgrest_test_author; END IF;
  END $$;`);
  await db.exec(await read('fixtures.sql'));
  await db.exec(await read('fixtures_local.sql'));
  await db.exec(await read('mirror-areas.sql'));
  await db.exec('DROP SCHEMA IF EXISTS rpc CASCADE;');
  await db.exec((await read('fixtures/rpc.sql')).replace(/\btest\b/g, 'rpc'));
  await db.exec(`GRANT USAGE ON SCHEMA rpc TO postgrest_test_anonymous;
    GRANT SELECT ON ALL TABLES IN SCHEMA rpc TO postgrest_test_anonymous;
    GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA rpc TO postgrest_test_anonymous;`);
  for (const file of (await fs.readdir(DOCUMENTED_DIR)).filter((f) => f.endsWith('.sql')).sort())
    await db.exec(await fs.readFile(path.join(DOCUMENTED_DIR, file), 'utf8'));
  await db.exec('ANALYZE;');
}
