import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BackupDocument, hashedText, sha256Hex } from '../../supabase/functions/backups/document.ts';
import { adminPathOf, adminUrl, expectPageHeading, signedInPage } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Member, member, productService } from '../support/product.ts';

const tag = randomUUID().slice(0, 8);
const NOTE = `Before the e2e wipe ${tag}`;
const service = productService();

/** A booked call (its lead and the call), years ahead so it meets no other file's calls. */
async function bookCallFarAhead(): Promise<void> {
  const host = (await service.from('call_hosts').select('id').limit(1).single().throwOnError()).data;
  const startsAt = new Date(Date.UTC(2031, 0, 6, 15, 0) + Math.floor(Math.random() * 10_000) * 3_600_000);
  const lead = (
    await service
      .from('contact_submissions')
      .insert({
        kind: 'discovery_call',
        name: 'Backup Caller',
        email: `backup-${tag}-call@example.test`,
        preferred_date: startsAt.toISOString().slice(0, 10),
        preferred_time: startsAt.toISOString().slice(11, 16),
        time_zone: 'UTC',
      })
      .select('id')
      .single()
      .throwOnError()
  ).data;
  await service
    .from('discovery_calls')
    .insert({
      submission_id: lead.id,
      host_id: host.id,
      starts_at: startsAt.toISOString(),
      ends_at: new Date(startsAt.getTime() + 30 * 60_000).toISOString(),
      buffer_minutes: 15,
      // Set by the table's trigger from ends_at and the buffer, whatever is sent.
      blocked_until: new Date(startsAt.getTime() + 45 * 60_000).toISOString(),
      visitor_time_zone: 'UTC',
    })
    .throwOnError();
}
/** For reading any backed-up table by name. */
const anyTable = service as unknown as SupabaseClient;

type Figures = Record<'current' | 'incoming' | 'added' | 'removed' | 'changed', number>;

let browser: Browser;
let admin: Member;
/** The backup the first test makes and downloads, for the upload tests after it. */
let document: BackupDocument | undefined;
let documentText = '';
let restored = false;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await member('admin');
});

afterAll(async () => {
  // A failed run must not leave the shared stack wiped for the files after this one.
  if (document && !restored)
    await service
      .rpc('restore_backup', {
        p_schema_version: document.schema_version,
        p_tables: document.tables as never,
        p_dry_run: false,
      })
      .throwOnError();
  await service.from('contact_submissions').delete().like('email', `backup-${tag}-%`).throwOnError();
  await service.from('newsletter_signups').delete().like('email', `backup-${tag}-%`).throwOnError();
  await service.from('faqs').delete().like('question', `%${tag}%`).throwOnError();
  await service.from('backlinks').delete().like('source_url', `%${tag}%`).throwOnError();
  const { data: mine } = await service
    .from('backups')
    .select('id, file_path')
    .eq('created_by', admin.id)
    .throwOnError();
  if (mine.length > 0) {
    await service.storage.from('backups').remove(mine.map((row) => row.file_path));
    await service
      .from('backups')
      .delete()
      .in(
        'id',
        mine.map((row) => row.id),
      )
      .throwOnError();
  }
  await browser.close();
});

async function tableNames(): Promise<string[]> {
  const { data } = await service.rpc('backup_table_names').throwOnError();
  return data;
}

/** Every row of every table a backup holds, read with the service role, in an order of their own. */
async function everyRow(): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const name of await tableNames()) {
    const rows: string[] = [];
    for (let from = 0; ; from += 1000) {
      const { data } = await anyTable
        .from(name)
        .select('*')
        .range(from, from + 999)
        .throwOnError();
      rows.push(...(data as unknown[]).map((row) => JSON.stringify(row)));
      if (data.length < 1000) break;
    }
    tables[name] = rows.sort();
  }
  return tables;
}

/** The document's SHA-256 as the format defines it (checked against node:crypto in backup-document.test.ts). */
const sha256Of = (doc: BackupDocument) => sha256Hex(hashedText(doc));

async function openBackups(width?: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await signedInPage(browser, admin, width ? { width } : {});
  await page.goto(adminUrl('/backup-management'));
  await expectPageHeading(page, 'Backups');
  return { page, close: () => context.close() };
}

const myBackupRow = (page: Page) => page.locator('tbody tr').filter({ hasText: tag });

/** The dry-run report as the dialog shows it: each table's figures. */
const shownReport = (dialog: Locator): Promise<Record<string, Figures>> =>
  dialog.getByTestId('restore-report').evaluate((table) => {
    const report: Record<string, Record<string, number>> = {};
    for (const row of table.querySelectorAll<HTMLElement>('tbody tr')) {
      const figures: Record<string, number> = {};
      for (const cell of row.querySelectorAll('td'))
        figures[cell.dataset.figure ?? ''] = Number(cell.textContent.replace(/,/g, ''));
      report[row.dataset.table ?? ''] = figures;
    }
    return report as Record<string, Figures>;
  });

const toastSaying = (page: Page, text: string) =>
  page.getByTestId('toast').filter({ hasText: text }).waitFor();

async function uploadThroughDialog(page: Page, name: string, text: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Upload a backup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a backup' });
  await dialog
    .getByLabel('Backup file')
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  return dialog;
}

const uploadedCount = async () =>
  (await service.from('backups').select('id', { count: 'exact', head: true }).eq('kind', 'uploaded')).count;
const uploadedFiles = async () =>
  ((await service.storage.from('backups').list('uploaded', { limit: 1000 })).data ?? []).map(
    (file) => file.name,
  );

describe('backups: back up, download, wipe, restore', () => {
  it('restores every table exactly as it was, after a dry run that shows the exact changes', async () => {
    await service
      .from('contact_submissions')
      .insert(
        [1, 2].map((n) => ({
          name: 'Backup Tester',
          email: `backup-${tag}-${String(n)}@example.test`,
          message: 'A message the backup keeps.',
        })),
      )
      .throwOnError();
    await service
      .from('newsletter_signups')
      .insert([1, 2].map((n) => ({ email: `backup-${tag}-n${String(n)}@example.test` })))
      .throwOnError();
    await service
      .from('faqs')
      .insert({ question: `Is ${tag} backed up?`, answer: 'Yes.', category: 'E2E' })
      .throwOnError();
    await bookCallFarAhead();
    await service
      .from('backlinks')
      .insert({ source_url: `https://kept-${tag}.example/`, target_url: 'https://growdigital.example/' })
      .throwOnError();

    const { page, close } = await openBackups();
    await page.getByRole('button', { name: 'Back up now' }).click();
    const create = page.getByRole('dialog', { name: 'Back up now' });
    await create.getByLabel('Note (optional)').fill(NOTE);
    expect(await axeViolations(page)).toEqual([]);
    await create.getByRole('button', { name: 'Back up now' }).click();
    await create.waitFor({ state: 'hidden', timeout: 60_000 });
    await toastSaying(page, 'Backup created');
    const row = myBackupRow(page);
    await row.getByText('Manual').waitFor();
    await row.getByText('You', { exact: true }).waitFor();
    const stored = (await service.from('backups').select().eq('note', NOTE).single().throwOnError()).data;
    expect(stored).toMatchObject({ kind: 'manual', created_by: admin.id });
    const before = await everyRow();
    expect(await axeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /^Download/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(stored.file_path.split('/').pop());
    documentText = await fs.readFile(await download.path(), 'utf8');
    document = JSON.parse(documentText) as BackupDocument;
    expect(document).toMatchObject({ format: 'growdigital-backup', version: 1, kind: 'manual' });
    expect(await sha256Of(document)).toBe(document.sha256);
    expect(document.sha256).toBe(stored.sha256);
    expect(Object.keys(document.tables).sort()).toEqual((await tableNames()).sort());
    expect(document.row_counts.faqs).toBeGreaterThan(0);

    // The wipe: whole inbox and content tables emptied, a link that is not in the backup, a setting changed.
    for (const table of ['contact_submissions', 'newsletter_signups', 'faqs', 'backlinks'])
      await anyTable.from(table).delete().not('id', 'is', null).throwOnError();
    await service
      .from('backlinks')
      .insert({ source_url: `https://after-${tag}.example/`, target_url: 'https://growdigital.example/' })
      .throwOnError();
    await service
      .from('site_settings')
      .update({ business_hours: `Closed ${tag}` })
      .eq('id', true)
      .throwOnError();

    const counts = document.row_counts;
    const untouched = (table: string): Figures => {
      const n = counts[table] ?? 0;
      return { current: n, incoming: n, added: 0, removed: 0, changed: 0 };
    };
    const emptied = (table: string): Figures => ({
      ...untouched(table),
      current: 0,
      added: counts[table] ?? 0,
    });
    const expected: Record<string, Figures> = Object.fromEntries(
      Object.keys(counts).map((table) => [table, untouched(table)]),
    );
    expected.contact_submissions = emptied('contact_submissions');
    expected.newsletter_signups = emptied('newsletter_signups');
    expected.faqs = emptied('faqs');
    // Every booked call belongs to a lead: emptying the leads deletes them (earlier files book calls).
    expected.discovery_calls = emptied('discovery_calls');
    expected.backlinks = { ...emptied('backlinks'), current: 1, removed: 1 };
    expected.site_settings = { ...untouched('site_settings'), changed: 1 };

    await row.getByRole('button', { name: /^Restore/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore a backup' });
    await dialog.getByTestId('restore-report').waitFor({ timeout: 30_000 });
    expect(await shownReport(dialog)).toEqual(expected);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Restore this backup' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Replace the data with this backup?' });
    await confirm.getByText('Accounts, roles, the audit log, builds and backups stay as they are.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Replace the data' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    restored = true;
    await toastSaying(page, 'Backup restored');
    expect(await everyRow()).toEqual(before);
    await close();
  }, 180_000);
});

describe('backups: uploads', () => {
  it('refuses a tampered and a corrupted file with a clear message, changing nothing', async () => {
    if (!document) throw new Error('The first test made no backup.');
    const before = await everyRow();
    const uploads = await uploadedCount();
    const files = await uploadedFiles();
    const tampered = structuredClone(document);
    const settings = tampered.tables.site_settings?.[0];
    if (!settings) throw new Error('The backup has no site settings.');
    settings.company_name = `Tampered ${tag}`;

    const { page, close } = await openBackups();
    const dialog = await uploadThroughDialog(page, 'tampered.json', JSON.stringify(tampered));
    await expect
      .poll(() => dialog.getByTestId('upload-problem').textContent(), { timeout: 30_000 })
      .toContain('changed after it was made (its SHA-256 does not match)');
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByLabel('Backup file').setInputFiles({
      name: 'cut-short.json',
      mimeType: 'application/json',
      buffer: Buffer.from(documentText.slice(0, Math.floor(documentText.length / 2))),
    });
    await expect
      .poll(() => dialog.getByTestId('upload-problem').textContent(), { timeout: 30_000 })
      .toContain('not valid JSON');
    await dialog.getByLabel('Backup file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect.poll(() => dialog.getByTestId('upload-problem').textContent()).toContain('is not a backup');

    expect(await uploadedCount()).toBe(uploads);
    expect(await uploadedFiles()).toEqual(files);
    expect(await everyRow()).toEqual(before);
    await close();
  }, 120_000);

  it('verifies an unchanged copy, offers its dry run (no differences) and deletes it with its file', async () => {
    if (!document) throw new Error('The first test made no backup.');
    const { page, close } = await openBackups();
    const dialog = await uploadThroughDialog(page, 'copy.json', documentText);
    await dialog.getByTestId('upload-done').waitFor({ timeout: 30_000 });
    const uploaded = (
      await service
        .from('backups')
        .select()
        .eq('kind', 'uploaded')
        .eq('created_by', admin.id)
        .single()
        .throwOnError()
    ).data;
    expect(uploaded).toMatchObject({ sha256: document.sha256, row_counts: document.row_counts });

    await dialog.getByRole('button', { name: 'Check what a restore changes' }).click();
    const restore = page.getByRole('dialog', { name: 'Restore a backup' });
    await expect
      .poll(() => restore.getByTestId('restore-summary').textContent(), { timeout: 30_000 })
      .toContain('no differences');
    await restore.getByRole('button', { name: 'Cancel' }).click();

    const row = page.locator('tbody tr').filter({ hasText: 'Uploaded' }).filter({ hasText: 'You' });
    await row.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this backup?' });
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete backup' }).click();
    await row.waitFor({ state: 'detached' });
    expect((await service.from('backups').select('id').eq('id', uploaded.id).throwOnError()).data).toEqual(
      [],
    );
    expect(await uploadedFiles()).not.toContain(uploaded.file_path.split('/').pop());
    await close();
  }, 120_000);
  it('lists a valid backup from a newer schema, but refuses to restore it, saying to update the site first', async () => {
    if (!document) throw new Error('The first test made no backup.');
    const newer: BackupDocument = { ...structuredClone(document), schema_version: '99991231235959' };
    newer.sha256 = await sha256Of(newer);
    const { page, close } = await openBackups();
    const dialog = await uploadThroughDialog(page, 'newer.json', JSON.stringify(newer));
    await dialog.getByTestId('upload-done').waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Check what a restore changes' }).click();
    const restore = page.getByRole('dialog', { name: 'Restore a backup' });
    await expect
      .poll(() => restore.getByTestId('restore-refusal').textContent(), { timeout: 30_000 })
      .toContain('This backup comes from a newer version of the site (schema 99991231235959)');
    expect(await restore.getByRole('button', { name: 'Restore this backup' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await close();
  }, 120_000);
});

describe('backups: access and accessibility', () => {
  it('gives an editor no page, and the function refuses them', async () => {
    const editor = await member('editor');
    const { page, context } = await signedInPage(browser, editor);
    await page.goto(adminUrl('/backup-management'));
    await expect.poll(() => adminPathOf(page)).toBe('/unauthorized');
    await context.close();

    const response = await fetch(`${inject('productUrl')}/functions/v1/backups`, {
      method: 'POST',
      headers: {
        apikey: inject('anonKey'),
        Authorization: `Bearer ${editor.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ action: 'create' }),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('forbidden');
  });

  it('is axe clean at 390 px: the list, the dialogs and the dry-run report', async () => {
    const { page, close } = await openBackups(390);
    await myBackupRow(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Back up now' }).click();
    const create = page.getByRole('dialog', { name: 'Back up now' });
    expect(await axeViolations(page)).toEqual([]);
    await create.getByRole('button', { name: 'Cancel' }).click();

    const upload = await uploadThroughDialog(page, 'notes.csv', 'a,b');
    await upload.getByTestId('upload-problem').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await upload.getByRole('button', { name: 'Close' }).click();

    await myBackupRow(page)
      .getByRole('button', { name: /^Restore/ })
      .click();
    const restore = page.getByRole('dialog', { name: 'Restore a backup' });
    await restore.getByTestId('restore-report').waitFor({ timeout: 30_000 });
    expect(await axeViolations(page)).toEqual([]);
    await restore.getByRole('button', { name: 'Restore this backup' }).click();
    await page.getByRole('alertdialog', { name: 'Replace the data with this backup?' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await restore.getByRole('button', { name: 'Cancel' }).click();
    await close();
  }, 120_000);
});
