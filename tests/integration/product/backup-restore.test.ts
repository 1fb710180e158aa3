import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestoreReport, TableChanges } from '../../../supabase/functions/backups/contract.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import type { StackAddress } from '../../support/clients.ts';
import { type Member, member, productService } from '../../support/product.ts';
import { PRODUCT_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';

// A product stack of its own: a restore replaces every content table, which would pull the
// shared stack's data from under the other tests.
let running: RunningStack;
let stack: StackAddress;
let editor: Member;
let admin: Member;
let outsider: Member;
const EXCLUDED = ['audit_log', 'backups', 'outbox_messages', 'site_builds', 'user_roles'];

type Row = Record<string, unknown>;
interface Snapshot {
  schema_version: string;
  taken_at: string;
  tables: Record<string, Row[]>;
  files: Record<
    'media' | 'downloads',
    { name: string; size: number; mimetype: string; updated_at: string }[]
  >;
}
const service = () => productService(stack);
const tag = randomUUID().slice(0, 8);

beforeAll(async () => {
  running = await startTestStack({ supabaseDir: PRODUCT_PROJECT, databaseUrl: await freshDatabaseUrl() });
  stack = { url: running.url, anonKey: running.keys.anonKey, serviceRoleKey: running.keys.serviceRoleKey };
  [editor, admin, outsider] = await Promise.all([
    member('editor', stack),
    member('admin', stack),
    member('no_role', stack),
  ]);
  // Rows in every table the seed leaves empty, so the round trip compares something everywhere.
  const { data: post } = await service().from('blog_posts').select('id').limit(1).single().throwOnError();
  await editor.client
    .from('blog_posts')
    .update({ title: `Revised ${tag}` })
    .eq('id', post.id)
    .throwOnError();
  await editor.client
    .from('media_assets')
    .insert({ path: `tests/${tag}.png`, alt_text: 'A test image', file_name: `${tag}.png` })
    .throwOnError();
  await admin.client
    .from('webhooks')
    .insert({ name: `CRM ${tag}`, url: `https://crm.example.test/${tag}`, events: ['contact.created'] })
    .throwOnError();
  await running.db.exec(`
    insert into public.newsletter_signups (email) values ('backup-${tag}@example.test');
    insert into public.contact_submissions (name, email, message) values ('Backup Tester', 'contact-${tag}@example.test', 'Hello there');
    insert into public.job_applications (job_id, full_name, email, resume_path)
      select id, 'Backup Applicant', 'apply-${tag}@example.test', '${randomUUID()}/cv.pdf' from public.jobs limit 1;
    insert into public.redirects (from_path, to_path) values ('/old-${tag}', '/new-${tag}');
    insert into public.backlinks (source_url, target_url) values ('https://example.com/${tag}', 'https://growdigital.example/');
    insert into public.call_host_time_off (host_id, starts_on, ends_on, note)
      select id, '2099-01-01', '2099-01-02', 'Backup leave' from public.call_hosts order by id limit 1;
    insert into public.contact_submissions (kind, name, email, preferred_date, preferred_time, time_zone)
      values ('discovery_call', 'Backup Caller', 'call-${tag}@example.test', '2099-01-05', '10:00', 'UTC');
    insert into public.discovery_calls (submission_id, host_id, starts_at, ends_at, buffer_minutes, visitor_time_zone)
      select s.id, (select h.id from public.call_hosts h order by h.id limit 1),
        '2099-01-05T10:00:00Z', '2099-01-05T10:30:00Z', 15, 'UTC'
      from public.contact_submissions s where s.email = 'call-${tag}@example.test';
  `);
});
afterAll(() => running.stop());

async function snapshot(who = admin): Promise<Snapshot> {
  const { data, error } = await who.client.rpc('backup_snapshot');
  expect(error).toBeNull();
  return data as unknown as Snapshot;
}

async function restore(backup: Pick<Snapshot, 'schema_version' | 'tables'>, dryRun: boolean) {
  return admin.client.rpc('restore_backup', {
    p_schema_version: backup.schema_version,
    p_tables: backup.tables as never,
    p_dry_run: dryRun,
  });
}

async function primaryKeys(): Promise<Record<string, string[]>> {
  const { rows } = await running.db.query<{ name: string; columns: string[] }>(
    `select c.relname as name, array_agg(a.attname::text order by k.n) as columns
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       join pg_namespace s on s.oid = c.relnamespace
       cross join lateral unnest(i.indkey) with ordinality k(attnum, n)
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
      where s.nspname = 'public' and i.indisprimary
      group by c.relname`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.columns]));
}

/** What a restore of `backup` over `now` does to each table, worked out here from the rows. */
function expectedReport(backup: Snapshot, now: Snapshot, keys: Record<string, string[]>) {
  const tables: Record<string, TableChanges> = {};
  for (const [name, incoming] of Object.entries(backup.tables)) {
    const keyOf = (row: Row) => JSON.stringify((keys[name] ?? []).map((k) => row[k]));
    const current = new Map((now.tables[name] ?? []).map((row) => [keyOf(row), row]));
    const report = {
      current: current.size,
      incoming: incoming.length,
      added: 0,
      removed: 0,
      changed: 0,
      unchanged: 0,
    };
    const seen = new Set<string>();
    for (const row of incoming) {
      const match = current.get(keyOf(row));
      seen.add(keyOf(row));
      if (!match) report.added += 1;
      else if (isDeepStrictEqual(match, row)) report.unchanged += 1;
      else report.changed += 1;
    }
    report.removed = [...current.keys()].filter((key) => !seen.has(key)).length;
    tables[name] = report;
  }
  return tables;
}

async function wipe() {
  await running.db.exec(`
    delete from public.blog_posts where id in (select id from public.blog_posts order by slug limit 3);
    delete from public.job_applications;
    delete from public.jobs where id in (select id from public.jobs order by slug limit 1);
    delete from public.faqs where id in (select id from public.faqs order by id limit 4);
    delete from public.media_assets;
    update public.site_settings set tagline = 'WIPED ${tag}';
    update public.whatsapp_widget set is_enabled = not is_enabled;
    update public.page_visibility set is_visible = not is_visible where page_name = 'blog';
    insert into public.faqs (question, answer, category) values ('Added after the backup?', 'Yes.', 'General');
  `);
}

async function auditRows(): Promise<number> {
  const { rows } = await running.db.query<{ n: number }>(`select count(*)::int as n from public.audit_log`);
  return rows[0]?.n ?? -1;
}

describe('backup_table_names', () => {
  it('lists every public table but roles, the audit log, builds, backups and the outbox, parents first', async () => {
    const { data: names, error } = await admin.client.rpc('backup_table_names');
    expect(error).toBeNull();
    const list = names ?? [];
    const { rows: tables } = await running.db.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    );
    expect([...list].sort()).toEqual(tables.map((t) => t.name).filter((t) => !EXCLUDED.includes(t)));
    expect(list).toEqual(
      expect.arrayContaining(['media_assets', 'content_revisions', 'site_settings', 'job_applications']),
    );

    const { rows: references } = await running.db.query<{ child: string; parent: string }>(
      `select c.relname as child, p.relname as parent from pg_constraint f
         join pg_class c on c.oid = f.conrelid join pg_class p on p.oid = f.confrelid
         join pg_namespace n on n.oid = p.relnamespace
        where f.contype = 'f' and n.nspname = 'public' and f.conrelid <> f.confrelid`,
    );
    const inBackup = references.filter((r) => list.includes(r.child) && list.includes(r.parent));
    expect(inBackup.length).toBeGreaterThan(2);
    for (const { child, parent } of inBackup) {
      expect(list.indexOf(parent), `${parent} before ${child}`).toBeLessThan(list.indexOf(child));
    }
  });
});

describe('backup_snapshot', () => {
  it('holds every row of every backup table, the schema version and the stored files', async () => {
    const taken = await snapshot();
    const { rows: version } = await running.db.query<{ v: string }>(
      `select max(version) as v from supabase_migrations.schema_migrations`,
    );
    expect(taken.schema_version).toBe(version[0]?.v);
    expect(taken.schema_version).toMatch(/^\d{14}$/);
    const { data: names } = await admin.client.rpc('backup_table_names');
    expect(Object.keys(taken.tables).sort()).toEqual([...(names ?? [])].sort());
    for (const [name, rows] of Object.entries(taken.tables)) {
      const { rows: count } = await running.db.query<{ n: number }>(
        `select count(*)::int as n from public.${name}`,
      );
      expect(rows.length, name).toBe(count[0]?.n);
      expect(rows.length, `${name} has rows to compare`).toBeGreaterThan(0);
    }
    const { rows: media } = await running.db.query<{ name: string; size: number }>(
      `select name, (metadata ->> 'size')::int as size from storage.objects where bucket_id = 'media' order by name`,
    );
    expect(taken.files.media.map((f) => ({ name: f.name, size: f.size }))).toEqual(media);
    expect(taken.files.downloads.length).toBeGreaterThan(0);
    const [file] = taken.files.media;
    expect(Object.keys(file ?? {}).sort()).toEqual(['mimetype', 'name', 'size', 'updated_at', 'version']);
    expect(file?.mimetype).toMatch(/^image\//);
    expect(Number.isNaN(Date.parse(file?.updated_at ?? ''))).toBe(false);
    // The service role (the daily backup) may take one too.
    expect((await service().rpc('backup_snapshot')).error).toBeNull();
  });

  it('refuses everyone but admins and the service role', async () => {
    const anon = productService({ ...stack, serviceRoleKey: stack.anonKey });
    for (const client of [editor.client, outsider.client, anon]) {
      expect((await client.rpc('backup_snapshot')).error?.code).toBe('42501');
      expect((await client.rpc('backup_state')).error?.code).toBe('42501');
      expect((await client.rpc('backup_table_names')).error?.code).toBe('42501');
      expect(
        (await client.rpc('restore_backup', { p_schema_version: '1', p_tables: {}, p_dry_run: true })).error
          ?.code,
      ).toBe('42501');
    }
  });
});

describe('restore_backup', () => {
  it('reports exactly what a restore changes, changing nothing on a dry run, then restores every row', async () => {
    const backup = await snapshot();
    await wipe();
    const wiped = await snapshot();
    const keys = await primaryKeys();
    const auditBefore = await auditRows();

    const dry = await restore(backup, true);
    expect(dry.error).toBeNull();
    const report = dry.data as unknown as RestoreReport;
    expect(report.dry_run).toBe(true);
    expect(report.schema_version).toBe(backup.schema_version);
    expect(report.tables).toEqual(expectedReport(backup, wiped, keys));
    expect(report.tables.faqs).toMatchObject({ added: 4, removed: 1 });
    expect(report.tables.site_settings?.changed).toBe(1);
    expect((await snapshot()).tables).toEqual(wiped.tables);
    expect(await auditRows()).toBe(auditBefore);

    const real = await restore(backup, false);
    expect(real.error).toBeNull();
    expect((real.data as unknown as RestoreReport).tables).toEqual(report.tables);
    const restored = await snapshot();
    for (const name of Object.keys(backup.tables)) {
      expect(restored.tables[name], name).toEqual(backup.tables[name]);
    }
    // One audit entry for the restore, none per row; no blog revisions written by it either.
    expect(await auditRows()).toBe(auditBefore + 1);
    const { rows: entry } = await running.db.query<{ actor_id: string; changed_fields: string[] }>(
      `select actor_id, changed_fields from public.audit_log where table_name = 'backup_restore' order by id desc limit 1`,
    );
    expect(entry[0]?.actor_id).toBe(admin.id);
    expect(entry[0]?.changed_fields).toEqual(expect.arrayContaining(['blog_posts', 'faqs', 'site_settings']));

    // The database carries on afterwards: audit entries, revisions and new keys work as before.
    const { data: post } = await service().from('blog_posts').select('id').limit(1).single().throwOnError();
    await editor.client
      .from('blog_posts')
      .update({ title: `After the restore ${tag}` })
      .eq('id', post.id)
      .throwOnError();
    expect(await auditRows()).toBe(auditBefore + 2);
    const { rows: revisions } = await running.db.query<{ n: number }>(
      `select count(*)::int as n from public.blog_post_revisions where snapshot ->> 'title' = $1`,
      [`After the restore ${tag}`],
    );
    expect(revisions[0]?.n).toBe(1);
  });

  it('changes nothing when a row fails part-way through', async () => {
    const backup = await snapshot();
    const { data: names } = await admin.client.rpc('backup_table_names');
    const last = (names ?? []).at(-1) ?? '';
    const rows = backup.tables[last] ?? [];
    expect(rows.length).toBeGreaterThan(0);
    // A required value missing from the last table inserted: everything before it has been
    // replaced by the time that row fails.
    const { rows: required } = await running.db.query<{ name: string }>(
      `select a.attname as name from pg_attribute a
        where a.attrelid = format('public.%I', $1::text)::regclass and a.attnum > 0 and a.attnotnull
          and not exists (select 1 from pg_index i where i.indrelid = a.attrelid and i.indisprimary and a.attnum = any (i.indkey))
        order by a.attnum limit 1`,
      [last],
    );
    const column = required[0]?.name ?? '';
    expect(column).not.toBe('');
    const broken = {
      ...backup,
      tables: { ...backup.tables, [last]: [...rows.slice(1), { ...rows[0], [column]: null }] },
    };
    await running.db.exec(
      `delete from public.faqs where id in (select id from public.faqs order by id limit 2)`,
    );
    const before = await snapshot();
    const auditBefore = await auditRows();

    const result = await restore(broken, false);
    expect(result.error?.code).toBe('22023');
    expect(result.error?.message).toContain(`The backup could not be restored (table ${last})`);
    expect((await snapshot()).tables).toEqual(before.tables);
    expect(await auditRows()).toBe(auditBefore);
  });

  it('refuses a backup from a newer schema, without exactly this site’s tables, or repeating a key', async () => {
    const backup = await snapshot();
    const newer = await restore({ ...backup, schema_version: '99991231235959' }, true);
    expect(newer.error?.code).toBe('22023');
    expect(newer.error?.message).toBe(
      `This backup comes from a newer version of the site (schema 99991231235959); this database is at ${backup.schema_version}. Update the site before restoring it.`,
    );
    const { faqs: _faqs, ...withoutFaqs } = backup.tables;
    const cases: Snapshot['tables'][] = [
      withoutFaqs,
      { ...backup.tables, user_roles: [] },
      { ...backup.tables, faqs: { rows: backup.tables.faqs } as unknown as Row[] },
      { ...backup.tables, faqs: [...(backup.tables.faqs ?? []), ...(backup.tables.faqs ?? []).slice(0, 1)] },
    ];
    for (const tables of cases) {
      for (const dryRun of [true, false]) {
        const refused = await restore({ schema_version: backup.schema_version, tables }, dryRun);
        expect(refused.error?.code).toBe('22023');
      }
    }
    const older = await restore({ ...backup, schema_version: '20261122000100' }, true);
    expect(older.error).toBeNull();
    expect((await snapshot()).tables).toEqual(backup.tables);
  });

  it('gives a column the backup predates its default', async () => {
    const { data: hidden } = await service().from('faqs').select('id').limit(1).single().throwOnError();
    await service().from('faqs').update({ is_published: false }).eq('id', hidden.id).throwOnError();
    const backup = await snapshot();
    const older = (backup.tables.faqs ?? []).map(({ is_published: _dropped, ...row }) => row);
    expect(older.length).toBeGreaterThan(0);
    const result = await restore({ ...backup, tables: { ...backup.tables, faqs: older } }, false);
    expect(result.error).toBeNull();
    const { data: faq } = await service().from('faqs').select('is_published').eq('id', hidden.id).single();
    expect(faq).toEqual({ is_published: true });
  });

  it('clears references to users who no longer exist', async () => {
    const leaver = await member('editor', stack);
    const path = `tests/leaver-${tag}.png`;
    await leaver.client
      .from('media_assets')
      .insert({ path, alt_text: 'Left behind', file_name: 'leaver.png' })
      .throwOnError();
    const backup = await snapshot();
    expect(backup.tables.media_assets?.find((row) => row.path === path)?.uploaded_by).toBe(leaver.id);
    await service().auth.admin.deleteUser(leaver.id);
    await running.db.exec(`delete from public.media_assets where path = '${path}'`);

    const result = await service().rpc('restore_backup', {
      p_schema_version: backup.schema_version,
      p_tables: backup.tables as never,
      p_dry_run: false,
    });
    expect(result.error).toBeNull();
    const { data: asset } = await service()
      .from('media_assets')
      .select('uploaded_by')
      .eq('path', path)
      .single();
    expect(asset).toEqual({ uploaded_by: null });
  });
});
