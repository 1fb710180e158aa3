import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BackupRow } from '../../../supabase/functions/backups/contract.ts';
import {
  type BackupDocument,
  HASHED_KEYS,
  hashedText,
  sha256Hex,
} from '../../../supabase/functions/backups/document.ts';
import { startDailyBackups } from '../../../supabase/local/backups/daily.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import type { StackAddress } from '../../support/clients.ts';
import { type Member, member, productService } from '../../support/product.ts';
import { PRODUCT_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';

// A product stack of its own: restoring replaces every content table, which would pull the shared
// stack's data from under the other tests.
let running: RunningStack;
let stack: StackAddress;
let admin: Member;
beforeAll(async () => {
  running = await startTestStack({ supabaseDir: PRODUCT_PROJECT, databaseUrl: await freshDatabaseUrl() });
  stack = { url: running.url, anonKey: running.keys.anonKey, serviceRoleKey: running.keys.serviceRoleKey };
  admin = await member('admin', stack);
});
afterAll(() => running.stop());

const service = () => productService(stack);
const tag = () => randomUUID().slice(0, 8);
const DAY_MS = 24 * 60 * 60 * 1000;

type Rows = Record<string, unknown>[];
interface Answer {
  status: number;
  body: {
    backup?: BackupRow | null;
    removed?: string[];
    report?: { dry_run: boolean; tables: Record<string, Record<string, number>> };
    missing_files?: { media: string[]; downloads: string[] };
    error?: { code: string; message: string };
  };
}

/** The function called without supabase-js, to see statuses and bodies exactly. */
async function call(token: string | undefined, body: unknown): Promise<Answer> {
  const headers = new Headers({ apikey: stack.anonKey, 'Content-Type': 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${stack.url}/functions/v1/backups`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}
const asAdmin = (body: unknown) => call(admin.accessToken, body);
const asService = (body: unknown) => call(stack.serviceRoleKey, body);

/** The SHA-256 as the format defines it (backup-document.test.ts checks the helpers against node:crypto). */
const shaOf = (document: BackupDocument): Promise<string> => sha256Hex(hashedText(document));

async function storedText(path: string): Promise<string | null> {
  const { data } = await service().storage.from('backups').download(path);
  return data ? data.text() : null;
}

async function store(path: string, text: string): Promise<void> {
  const { error } = await service()
    .storage.from('backups')
    .upload(path, new Blob([text], { type: 'application/json' }), {
      upsert: true,
      contentType: 'application/json',
    });
  expect(error).toBeNull();
}

async function tableNames(): Promise<string[]> {
  const { data, error } = await service().rpc('backup_table_names');
  expect(error).toBeNull();
  return data ?? [];
}

async function currentTables(): Promise<Record<string, Rows>> {
  const { data, error } = await service().rpc('backup_snapshot');
  expect(error).toBeNull();
  return (data as unknown as { tables: Record<string, Rows> }).tables;
}

async function newBackup(note?: string): Promise<{ row: BackupRow; text: string; document: BackupDocument }> {
  const created = await asAdmin({ action: 'create', ...(note ? { note } : {}) });
  expect(created.status).toBe(201);
  const row = created.body.backup;
  if (!row) throw new Error('The answer has no backup');
  const text = (await storedText(row.file_path)) ?? '';
  return { row, text, document: JSON.parse(text) as BackupDocument };
}

describe(`the backups function (${inject('dbKind')})`, () => {
  it('backs up every table and the file list into the bucket, with counts, size and a valid SHA-256', async () => {
    const { row, text, document } = await newBackup('Before the redesign');
    const names = await tableNames();
    expect(row).toMatchObject({ kind: 'manual', note: 'Before the redesign', created_by: admin.id });
    expect(row.file_path).toMatch(/^manual\/\d{8}T\d{6}Z-[0-9a-f]{8}\.json$/);
    expect(Object.keys(document)).toEqual([...HASHED_KEYS, 'sha256']);
    expect(document).toMatchObject({ format: 'growdigital-backup', version: 1, kind: 'manual' });
    expect(Object.keys(document.tables).sort()).toEqual([...names].sort());
    expect(names).not.toEqual(expect.arrayContaining(['user_roles']));
    for (const name of names) expect(document.row_counts[name]).toBe(document.tables[name]?.length);
    expect(document.tables.faqs?.length).toBeGreaterThan(0);
    expect(document.sha256).toBe(await shaOf(document));
    expect(row.sha256).toBe(document.sha256);
    expect(row.size_bytes).toBe(Buffer.byteLength(text));
    expect(row.row_counts).toEqual(document.row_counts);
    expect(row.schema_version).toBe(document.schema_version);
    expect(document.schema_version).toMatch(/^\d{14}$/);
    const { data: media } = await service().storage.from('media').list('', { limit: 1 });
    if ((media ?? []).length > 0) expect(document.files.media.length).toBeGreaterThan(0);
    console.info(`A backup of the demo content is ${row.size_bytes} bytes.`);
  });

  it('is for admins only: 403 for editors and users without a role, 401 without a user', async () => {
    const [editor, nobody] = await Promise.all([member('editor', stack), member('no_role', stack)]);
    for (const user of [editor, nobody]) {
      const refused = await call(user.accessToken, { action: 'create' });
      expect(refused.status).toBe(403);
      expect(refused.body.error?.code).toBe('forbidden');
    }
    expect((await call(stack.anonKey, { action: 'create' })).status).toBe(401);
    expect((await call(undefined, { action: 'create' })).status).toBe(401);
    const db = service();
    expect(
      (await db.from('site_settings').update({ require_admin_mfa: true }).eq('id', true)).error,
    ).toBeNull();
    const withoutMfa = await asAdmin({ action: 'create' });
    expect(
      (await db.from('site_settings').update({ require_admin_mfa: false }).eq('id', true)).error,
    ).toBeNull();
    expect(withoutMfa.status).toBe(403);
    expect(withoutMfa.body.error?.code).toBe('mfa_required');
    const scheduledByAdmin = await asAdmin({ action: 'scheduled' });
    expect(scheduledByAdmin.status).toBe(403);
    const bad = await asAdmin({ action: 'restore', backup_id: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.code).toBe('invalid_request');
  });

  it('restores a wiped database exactly, after a dry run that reports what will change', async () => {
    const { row, document } = await newBackup();
    const faqs = document.tables.faqs ?? [];
    const submissions = document.tables.contact_submissions ?? [];
    const db = service();
    expect((await db.from('faqs').delete().not('id', 'is', null)).error).toBeNull();
    expect((await db.from('contact_submissions').delete().not('id', 'is', null)).error).toBeNull();
    const added = await db
      .from('faqs')
      .insert({ question: `Is this new ${tag()}?`, answer: 'Yes.', category: 'Test' })
      .select('id')
      .single();
    expect(added.error).toBeNull();
    const renamed = await db
      .from('site_settings')
      .update({ company_name: `Wiped ${tag()}` })
      .eq('id', true);
    expect(renamed.error).toBeNull();

    const dryRun = await asAdmin({ action: 'restore', backup_id: row.id, dry_run: true });
    expect(dryRun.status).toBe(200);
    expect(dryRun.body.missing_files).toEqual({ media: [], downloads: [] });
    const tables = dryRun.body.report?.tables ?? {};
    expect(dryRun.body.report?.dry_run).toBe(true);
    expect(tables.faqs).toEqual({
      current: 1,
      incoming: faqs.length,
      added: faqs.length,
      removed: 1,
      changed: 0,
      unchanged: 0,
    });
    expect(tables.contact_submissions).toEqual({
      current: 0,
      incoming: submissions.length,
      added: submissions.length,
      removed: 0,
      changed: 0,
      unchanged: 0,
    });
    expect(tables.site_settings).toEqual({
      current: 1,
      incoming: 1,
      added: 0,
      removed: 0,
      changed: 1,
      unchanged: 0,
    });
    for (const [name, rows] of Object.entries(document.tables)) {
      if (['faqs', 'contact_submissions', 'site_settings'].includes(name)) continue;
      const n = rows.length;
      expect(tables[name], name).toEqual({
        current: n,
        incoming: n,
        added: 0,
        removed: 0,
        changed: 0,
        unchanged: n,
      });
    }
    expect((await db.from('faqs').select('id')).data).toEqual([{ id: added.data?.id }]);

    const restoreStarted = new Date().toISOString();
    const restored = await asAdmin({ action: 'restore', backup_id: row.id, dry_run: false });
    expect(restored.status).toBe(200);
    expect(restored.body.report?.dry_run).toBe(false);
    expect(await currentTables()).toEqual(document.tables);
    // Restored as the admin who asked, recorded once rather than row by row.
    const { data: audit } = await db
      .from('audit_log')
      .select('actor_id, table_name, row_id')
      .gt('occurred_at', restoreStarted)
      .order('id');
    expect(audit).toEqual([
      { actor_id: admin.id, table_name: 'backup_restore', row_id: document.schema_version },
    ]);
  });

  it('lists the files a backup names that storage no longer holds', async () => {
    const name = `backup-test/${tag()}.pdf`;
    const pdf = new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });
    expect((await service().storage.from('downloads').upload(name, pdf)).error).toBeNull();
    const { row, document } = await newBackup();
    expect(document.files.downloads.map((file) => file.name)).toContain(name);
    expect((await service().storage.from('downloads').remove([name])).error).toBeNull();
    const dryRun = await asAdmin({ action: 'restore', backup_id: row.id, dry_run: true });
    expect(dryRun.status).toBe(200);
    expect(dryRun.body.missing_files).toEqual({ media: [], downloads: [name] });
  });

  it('refuses a tampered or corrupted backup without touching the data', async () => {
    const { row, text, document } = await newBackup();
    const tampered = structuredClone(document);
    const [firstFaq] = tampered.tables.faqs ?? [];
    if (firstFaq) firstFaq.answer = 'Changed by hand after the backup was made.';
    await store(row.file_path, JSON.stringify(tampered));
    await service().from('faqs').delete().not('id', 'is', null);
    const before = await currentTables();

    const refused = await asAdmin({ action: 'restore', backup_id: row.id, dry_run: false });
    expect(refused.status).toBe(422);
    expect(refused.body.error?.code).toBe('backup_tampered');

    await store(row.file_path, text.slice(0, Math.floor(text.length / 2)));
    const corrupted = await asAdmin({ action: 'restore', backup_id: row.id, dry_run: false });
    expect(corrupted.status).toBe(422);
    expect(corrupted.body.error?.code).toBe('backup_invalid');

    // Re-hashed, but no longer what the row recorded: still refused.
    const rehashed = { ...tampered, sha256: await shaOf(tampered) };
    await store(row.file_path, JSON.stringify(rehashed));
    const swapped = await asAdmin({ action: 'restore', backup_id: row.id, dry_run: true });
    expect(swapped.body.error?.code).toBe('backup_tampered');
    expect(await currentTables()).toEqual(before);

    await store(row.file_path, text);
    const repaired = await asAdmin({ action: 'restore', backup_id: row.id, dry_run: false });
    expect(repaired.status).toBe(200);
    expect(await currentTables()).toEqual(document.tables);
  });

  it('registers an uploaded backup, refuses a bad one and removes its file, and refuses a newer schema', async () => {
    const { text, document } = await newBackup();
    const good = `uploaded/good-${tag()}.json`;
    await store(good, text);
    const registered = await asAdmin({ action: 'register-upload', path: good });
    expect(registered.status).toBe(201);
    expect(registered.body.backup).toMatchObject({
      kind: 'uploaded',
      file_path: good,
      sha256: document.sha256,
      size_bytes: Buffer.byteLength(text),
      row_counts: document.row_counts,
      created_by: admin.id,
    });
    expect((await asAdmin({ action: 'register-upload', path: good })).status).toBe(409);

    const bad = `uploaded/bad-${tag()}.json`;
    await store(bad, JSON.stringify({ ...document, version: 2 }));
    const refused = await asAdmin({ action: 'register-upload', path: bad });
    expect(refused.status).toBe(422);
    expect(refused.body.error?.code).toBe('backup_invalid');
    expect(await storedText(bad)).toBeNull();
    expect((await service().from('backups').select('id').eq('file_path', bad)).data).toEqual([]);

    const newer = { ...document, schema_version: '99991231235959' };
    const newerPath = `uploaded/newer-${tag()}.json`;
    await store(newerPath, JSON.stringify({ ...newer, sha256: await shaOf(newer) }));
    const kept = await asAdmin({ action: 'register-upload', path: newerPath });
    expect(kept.status).toBe(201);
    const before = await currentTables();
    const tooNew = await asAdmin({ action: 'restore', backup_id: kept.body.backup?.id, dry_run: false });
    expect(tooNew.status).toBe(422);
    expect(tooNew.body.error).toEqual({
      code: 'backup_newer_schema',
      message: `This backup comes from a newer version of the site (schema 99991231235959); this database is at ${document.schema_version}. Update the site before restoring it.`,
    });
    expect(await currentTables()).toEqual(before);
  });

  it('makes one automatic backup a day and keeps the 7 newest daily and 4 newest weekly ones', async () => {
    const db = service();
    const first = await asService({ action: 'scheduled' });
    expect(first.status).toBe(201);
    expect(first.body.backup?.kind).toBe('weekly');
    expect(first.body.backup?.created_by).toBeNull();
    const again = await asService({ action: 'scheduled' });
    expect(again.status).toBe(200);
    expect(again.body.backup).toBeNull();

    // Older automatic backups (and one manual) as if made on earlier days.
    const fake = async (kind: string, daysAgo: number) => {
      const path = `${kind}/fake-${tag()}.json`;
      await store(path, '{}');
      const created_at = new Date(Date.now() - daysAgo * DAY_MS).toISOString();
      const inserted = await db.from('backups').insert({
        kind: kind as 'daily',
        file_path: path,
        schema_version: '1',
        size_bytes: 2,
        sha256: '0'.repeat(64),
        created_at,
      });
      expect(inserted.error).toBeNull();
      return path;
    };
    const daily = [];
    for (let day = 1; day <= 9; day += 1) daily.push(await fake('daily', day));
    const weekly = [];
    for (let week = 1; week <= 5; week += 1) weekly.push(await fake('weekly', week * 7));
    const manual = await fake('manual', 400);

    const pruned = await asService({ action: 'scheduled' });
    expect(pruned.status).toBe(200);
    expect(pruned.body.backup).toBeNull();
    const expired = [...daily.slice(7), ...weekly.slice(3)];
    expect([...(pruned.body.removed ?? [])].sort()).toEqual([...expired].sort());
    for (const path of expired) expect(await storedText(path)).toBeNull();
    for (const path of [
      ...daily.slice(0, 7),
      ...weekly.slice(0, 3),
      manual,
      first.body.backup?.file_path ?? '',
    ])
      expect(await storedText(path), path).not.toBeNull();
    const { data: left } = await db.from('backups').select('kind').in('kind', ['daily', 'weekly']);
    expect(left?.filter((b) => b.kind === 'daily')).toHaveLength(7);
    expect(left?.filter((b) => b.kind === 'weekly')).toHaveLength(4);
    expect((await db.from('backups').select('id').eq('file_path', manual)).data).toHaveLength(1);
  });

  it('the local stack asks for the scheduled backup soon after start, and only logs a failure', async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    const refused = startDailyBackups({
      apiUrl: stack.url,
      serviceRoleKey: stack.anonKey,
      log,
      firstCallMs: 0,
    });
    await expect.poll(() => lines.join('\n')).toMatch(/^Automatic backup failed \(40[13]\)/);
    await refused.stop();

    const db = service();
    const today = new Date(new Date().toISOString().slice(0, 10)).toISOString();
    expect(
      (await db.from('backups').delete().in('kind', ['daily', 'weekly']).gte('created_at', today)).error,
    ).toBeNull();
    lines.length = 0;
    const daily = startDailyBackups({
      apiUrl: stack.url,
      serviceRoleKey: stack.serviceRoleKey,
      log,
      firstCallMs: 0,
    });
    await expect.poll(() => lines.join('\n')).toMatch(/^Automatic backup: made a (daily|weekly) backup /);
    await daily.stop();
    const { data: made } = await db
      .from('backups')
      .select('kind')
      .in('kind', ['daily', 'weekly'])
      .gte('created_at', today);
    expect(made).toHaveLength(1);
  });
});

describe(`a backup larger than the API's request body limit (${inject('dbKind')})`, () => {
  let small: RunningStack | undefined;
  afterAll(() => small?.stop());

  it('is refused on restore with a 413 that names the limit, not a 500', async () => {
    small = await startTestStack({
      supabaseDir: PRODUCT_PROJECT,
      databaseUrl: await freshDatabaseUrl(),
      env: { REQUEST_BODY_LIMIT: '100000' },
    });
    const { url, keys } = small;
    const owner = await member('admin', { url, anonKey: keys.anonKey, serviceRoleKey: keys.serviceRoleKey });
    const post = async (body: unknown) => {
      const response = await fetch(`${url}/functions/v1/backups`, {
        method: 'POST',
        headers: { apikey: keys.anonKey, Authorization: `Bearer ${owner.accessToken}` },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Answer['body'] };
    };
    const created = await post({ action: 'create' });
    expect(created.status).toBe(201);
    expect(created.body.backup?.size_bytes).toBeGreaterThan(100_000);
    const refused = await post({ action: 'restore', backup_id: created.body.backup?.id, dry_run: true });
    expect(refused.status).toBe(413);
    expect(refused.body.error?.code).toBe('backup_too_large');
    expect(refused.body.error?.message).toMatch(/REQUEST_BODY_LIMIT/);
  });
});
