import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { Database } from '../../../supabase/local/db/database.ts';
import { openDatabase } from '../../../supabase/local/db/open.ts';
import '../../support/provided.ts';

/**
 * For the postgres project, the URL of a new empty database on the test cluster (byte-order
 * collation if asked); for the PGlite project, undefined — open PGlite in a temporary folder instead.
 */
export async function freshDatabaseUrl(options: { collateC?: boolean } = {}): Promise<string | undefined> {
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) return undefined;
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const collation = options.collateC
      ? ` TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`
      : '';
    await admin.query(`CREATE DATABASE ${name}${collation}`);
  } finally {
    await admin.end();
  }
  return adminUrl.replace(/\/[^/]*$/, `/${name}`);
}

/**
 * An empty database of the project's kind: PGlite in a temporary folder, or a new database on the
 * test cluster; `defaultTimeLimitMs` as the stack's DB_STATEMENT_TIMEOUT.
 */
export async function freshDatabase(options: { defaultTimeLimitMs?: number } = {}): Promise<Database> {
  return openDatabase({ databaseUrl: await freshDatabaseUrl(), ...options });
}

/** A temporary Supabase project folder with the given migration files and seed. */
export async function projectFolder(files: Record<string, string>): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'growdigital-project-'));
  await fs.mkdir(path.join(dir, 'migrations'));
  for (const [name, sql] of Object.entries(files)) await fs.writeFile(path.join(dir, name), sql);
  return dir;
}
