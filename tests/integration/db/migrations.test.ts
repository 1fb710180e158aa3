import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { applyMigrations, MigrationError } from '../../../supabase/local/db/migrations.ts';
import { prepareDatabase } from '../../../supabase/local/db/prepare.ts';
import { wipePostgres } from '../../../supabase/local/db/reset.ts';
import { freshDatabase, projectFolder } from './fresh-database.ts';

describe(`database bootstrap, migrations and seed (${inject('dbKind')})`, () => {
  it('provides what Supabase provides before the first migration', async () => {
    const db = await freshDatabase();
    try {
      await prepareDatabase(db, { supabaseDir: await projectFolder({}) });
      const roles = await db.query<{ rolname: string; rolbypassrls: boolean }>(
        `SELECT rolname, rolbypassrls FROM pg_roles WHERE rolname IN ('anon', 'authenticated', 'service_role', 'authenticator') ORDER BY rolname`,
      );
      expect(roles.rows).toEqual([
        { rolname: 'anon', rolbypassrls: false },
        { rolname: 'authenticated', rolbypassrls: false },
        { rolname: 'authenticator', rolbypassrls: false },
        { rolname: 'service_role', rolbypassrls: true },
      ]);
      const schemas = await db.query<{ nspname: string }>(
        `SELECT nspname FROM pg_namespace WHERE nspname IN ('auth', 'storage', 'extensions', 'supabase_migrations') ORDER BY 1`,
      );
      expect(schemas.rows.map((r) => r.nspname)).toEqual([
        'auth',
        'extensions',
        'storage',
        'supabase_migrations',
      ]);

      const claims = await db.transaction(async (tx) => {
        await tx.query(`SELECT set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({
            sub: '9f0f8f5e-1d5b-4d8a-9f43-2d0f6a3f4c11',
            role: 'authenticated',
            email: 'a@example.test',
          }),
        ]);
        return (
          await tx.query(
            `SELECT auth.uid()::text AS uid, auth.role() AS role, auth.email() AS email, auth.jwt() ->> 'role' AS jwt_role`,
          )
        ).rows[0];
      });
      expect(claims).toEqual({
        uid: '9f0f8f5e-1d5b-4d8a-9f43-2d0f6a3f4c11',
        role: 'authenticated',
        email: 'a@example.test',
        jwt_role: 'authenticated',
      });

      const paths = await db.query(
        `SELECT storage.foldername('media/team/ada.png') AS folders, storage.filename('media/team/ada.png') AS file, storage.extension('media/team/ada.png') AS ext`,
      );
      expect(paths.rows[0]).toEqual({ folders: ['media', 'team'], file: 'ada.png', ext: 'png' });

      // Supabase's default grants: what migrations create in public is granted to the API roles (RLS then decides).
      await db.exec('CREATE TABLE public.probe (id int)');
      const granted = await db.query(
        `SELECT has_table_privilege('anon', 'public.probe', 'SELECT') AS anon_select`,
      );
      expect(granted.rows[0]).toEqual({ anon_select: true });
      const rls = await db.query(
        `SELECT relrowsecurity FROM pg_class WHERE oid = 'storage.objects'::regclass`,
      );
      expect(rls.rows[0]).toEqual({ relrowsecurity: true });
    } finally {
      await db.close();
    }
  });

  it('applies migrations in file order, once, recording each version', async () => {
    const dir = await projectFolder({
      'migrations/20240102000000_children.sql':
        'create table public.child (id int primary key, parent_id int references public.parent (id));',
      'migrations/20240101000000_parent.sql': 'create table public.parent (id int primary key);',
      'migrations/notes.sql': 'this file is not a migration',
    });
    const db = await freshDatabase();
    const warnings: string[] = [];
    try {
      const first = await prepareDatabase(db, { supabaseDir: dir }, (m) => warnings.push(m));
      expect(first.applied.map((m) => m.version)).toEqual(['20240101000000', '20240102000000']);
      expect(warnings.some((w) => w.includes('Skipping notes.sql'))).toBe(true);
      const recorded = await db.query<{ version: string; name: string }>(
        'SELECT version, name FROM supabase_migrations.schema_migrations ORDER BY version',
      );
      expect(recorded.rows).toEqual([
        { version: '20240101000000', name: 'parent' },
        { version: '20240102000000', name: 'children' },
      ]);
      const second = await prepareDatabase(db, { supabaseDir: dir });
      expect(second.applied).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('leaves nothing of a failing migration and names the file and the error', async () => {
    const dir = await projectFolder({
      'migrations/20240101000000_ok.sql': 'create table public.kept (id int);',
      'migrations/20240102000000_broken.sql':
        'create table public.half (id int);\ninsert into public.half values (1);\nselect from nowhere_at_all;\n',
    });
    const db = await freshDatabase();
    try {
      const failure = await prepareDatabase(db, { supabaseDir: dir }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(MigrationError);
      expect((failure as MigrationError).message).toMatch(
        /^Migration 20240102000000_broken\.sql failed, and none of it was applied: relation "nowhere_at_all" does not exist \(SQLSTATE 42P01, line 3\)/,
      );
      const tables = await db.query(
        `SELECT to_regclass('public.kept') IS NOT NULL AS kept, to_regclass('public.half') IS NOT NULL AS half`,
      );
      expect(tables.rows[0]).toEqual({ kept: true, half: false });
      const recorded = await db.query<{ version: string }>(
        'SELECT version FROM supabase_migrations.schema_migrations',
      );
      expect(recorded.rows).toEqual([{ version: '20240101000000' }]);

      await fs.writeFile(
        path.join(dir, 'migrations/20240102000000_broken.sql'),
        'create table public.half (id int);',
      );
      const fixed = await applyMigrations(db, path.join(dir, 'migrations'));
      expect(fixed.map((m) => m.version)).toEqual(['20240102000000']);
    } finally {
      await db.close();
    }
  });

  it('seeds a fresh database once, and a failing seed leaves nothing and runs again once fixed', async () => {
    const dir = await projectFolder({
      'migrations/20240101000000_items.sql': 'create table public.items (name text primary key);',
      'seed.sql': "insert into public.items values ('first');\ninsert into public.items values ('first');",
    });
    const db = await freshDatabase();
    try {
      await expect(prepareDatabase(db, { supabaseDir: dir })).rejects.toThrow(
        /Seed supabase\/seed.sql failed, and none of it was applied: duplicate key/,
      );
      expect((await db.query('SELECT count(*)::int AS n FROM public.items')).rows[0]).toEqual({ n: 0 });
      await fs.writeFile(path.join(dir, 'seed.sql'), "insert into public.items values ('first');");
      expect((await prepareDatabase(db, { supabaseDir: dir })).seeded).toBe(true);
      expect((await prepareDatabase(db, { supabaseDir: dir })).seeded).toBe(false);
      expect((await db.query('SELECT name FROM public.items')).rows).toEqual([{ name: 'first' }]);
    } finally {
      await db.close();
    }
  });

  it.runIf(inject('dbKind') === 'postgres')('resets a PostgreSQL database to a fresh one', async () => {
    const dir = await projectFolder({
      'migrations/20240101000000_items.sql': 'create table public.items (name text);',
      'seed.sql': "insert into public.items values ('seeded');",
    });
    const db = await freshDatabase();
    try {
      await prepareDatabase(db, { supabaseDir: dir });
      await db.exec("insert into public.items values ('added later')");
      await wipePostgres(db);
      expect((await db.query(`SELECT to_regclass('public.items') IS NULL AS gone`)).rows[0]).toEqual({
        gone: true,
      });
      const again = await prepareDatabase(db, { supabaseDir: dir });
      expect(again.fresh).toBe(true);
      expect((await db.query('SELECT name FROM public.items')).rows).toEqual([{ name: 'seeded' }]);
    } finally {
      await db.close();
    }
  });
});
