import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, expectPageHeading, signedInPage } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Member, member, productService } from '../support/product.ts';

const tag = randomUUID().slice(0, 8);
const email = (name: string) => `nl-${tag}-${name}@example.test`;
const SOURCE = `e2e-${tag}`;
const OTHER_SOURCE = `e2e-${tag}-other`;

let browser: Browser;
let editor: Member;
let admin: Member;
const service = productService();

beforeAll(async () => {
  browser = await launchBrowser();
  [editor, admin] = await Promise.all([member('editor'), member('admin')]);
  await service
    .from('newsletter_signups')
    .insert(
      (
        [
          ['active', SOURCE, true, false],
          ['inactive', SOURCE, false, false],
          ['confirmed', OTHER_SOURCE, true, true],
          ['toggle', OTHER_SOURCE, true, false],
          ['delete', OTHER_SOURCE, true, false],
        ] as const
      ).map(([name, source, is_active, is_confirmed]) => ({
        email: email(name),
        source,
        is_active,
        is_confirmed,
      })),
    )
    .throwOnError();
});

afterAll(async () => {
  await service.from('newsletter_signups').delete().like('email', `%${tag}%`).throwOnError();
  await browser.close();
});

async function openNewsletter(who: Member, query = '', width?: number) {
  const { page, context } = await signedInPage(browser, who, width ? { width } : {});
  await page.goto(adminUrl(`/newsletter${query}`));
  await expectPageHeading(page, 'Newsletter');
  return { page, close: () => context.close() };
}

/** The emails the table lists, in order. */
const listed = (page: Page) =>
  page
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => row.querySelector('td')?.textContent ?? '').filter((text) => text.includes('@')),
    );

const rowOf = (page: Page, address: string) => page.locator('tbody tr').filter({ hasText: address });

const stored = async (address: string) =>
  (
    await service
      .from('newsletter_signups')
      .select('source, is_active, is_confirmed')
      .eq('email', address)
      .maybeSingle()
      .throwOnError()
  ).data;

describe('newsletter: list', () => {
  it('searches by email and filters by source, status and confirmation', async () => {
    const { page, close } = await openNewsletter(editor, `?q=nl-${tag}&sort=email.asc`);
    await expect
      .poll(() => listed(page))
      .toEqual(['active', 'confirmed', 'delete', 'inactive', 'toggle'].map(email));

    await page.getByLabel('Source').selectOption(SOURCE);
    await expect.poll(() => listed(page)).toEqual([email('active'), email('inactive')]);
    await page.getByLabel('Status').selectOption('no');
    await expect.poll(() => listed(page)).toEqual([email('inactive')]);
    expect(new URL(page.url()).searchParams.get('active')).toBe('no');

    // One filter at a time, each waited for in the URL, as a person would change them.
    const param = (name: string) => new URL(page.url()).searchParams.get(name);
    await page.getByLabel('Source').selectOption('');
    await expect.poll(() => param('source')).toBeNull();
    await page.getByLabel('Status').selectOption('');
    await expect.poll(() => param('active')).toBeNull();
    await expect.poll(() => listed(page)).toHaveLength(5);
    await page.getByLabel('Confirmation').selectOption('yes');
    await expect.poll(() => listed(page)).toEqual([email('confirmed')]);
    await close();
  });

  it('deactivates, reactivates and confirms a subscriber, and the change is stored', async () => {
    const { page, close } = await openNewsletter(editor, `?q=${email('toggle')}`);
    const row = rowOf(page, email('toggle'));
    await row.getByRole('button', { name: `Deactivate ${email('toggle')}` }).click();
    await row.getByText('Inactive').waitFor();
    await expect.poll(async () => (await stored(email('toggle')))?.is_active).toBe(false);

    await page.reload();
    await row.getByRole('button', { name: `Reactivate ${email('toggle')}` }).click();
    await expect.poll(async () => (await stored(email('toggle')))?.is_active).toBe(true);
    await row.getByRole('button', { name: `Mark confirmed ${email('toggle')}` }).click();
    await expect.poll(async () => (await stored(email('toggle')))?.is_confirmed).toBe(true);
    await row.getByText('Confirmed', { exact: true }).waitFor();
    await close();
  });
});

describe('newsletter: deleting is for admins', () => {
  it('shows editors no delete button, and the database refuses their delete', async () => {
    const { page, close } = await openNewsletter(editor, `?q=${email('delete')}`);
    const row = rowOf(page, email('delete'));
    await row.getByRole('button', { name: `Deactivate ${email('delete')}` }).waitFor();
    expect(await row.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    await close();

    const { data, error } = await editor.client
      .from('newsletter_signups')
      .delete()
      .eq('email', email('delete'))
      .select('id');
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect(await stored(email('delete'))).not.toBeNull();
  });

  it('lets an admin delete after a confirmation', async () => {
    const { page, close } = await openNewsletter(admin, `?q=${email('delete')}`);
    await rowOf(page, email('delete'))
      .getByRole('button', { name: `Delete ${email('delete')}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this subscriber?' });
    await confirm.getByRole('button', { name: 'Delete subscriber' }).click();
    // The emptied list's message names the search, so wait for the row's own button to go.
    await page.getByRole('button', { name: `Deactivate ${email('delete')}` }).waitFor({ state: 'detached' });
    expect(await stored(email('delete'))).toBeNull();
    await close();
  });
});

async function importFile(page: Page, name: string, text: string) {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import subscribers' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog.getByTestId('import-report').waitFor();
  const figure = async (label: string) => Number(await dialog.getByTestId(`report-${label}`).textContent());
  return {
    dialog,
    report: {
      added: await figure('Added'),
      already: await figure('Already subscribed'),
      duplicates: await figure('Duplicates in the file'),
      invalid: await figure('Invalid'),
    },
  };
}

describe('newsletter: CSV', () => {
  it('exports the filtered subscribers, and importing that file adds nobody', async () => {
    const { page, close } = await openNewsletter(editor, `?q=nl-${tag}&source=${SOURCE}`);
    await expect.poll(() => listed(page)).toHaveLength(2);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await file.path(), 'utf8');
    const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.meta.fields).toEqual(['email', 'source', 'active', 'confirmed', 'subscribed_at']);
    expect(parsed.data.map((row) => [row.email, row.source, row.active, row.confirmed]).sort()).toEqual([
      [email('active'), SOURCE, 'yes', 'no'],
      [email('inactive'), SOURCE, 'no', 'no'],
    ]);

    const { report } = await importFile(page, 'export.csv', text);
    expect(report).toEqual({ added: 0, already: 2, duplicates: 0, invalid: 0 });
    expect(await stored(email('inactive'))).toEqual({
      source: SOURCE,
      is_active: false,
      is_confirmed: false,
    });
    await close();
  });

  it('imports a messy file: lowercases and trims, skips repeats and subscribers, reports invalid lines', async () => {
    await service
      .from('newsletter_signups')
      .insert({ email: email('existing'), source: SOURCE })
      .throwOnError();
    const csv = [
      'Email,Source,Confirmed',
      `  NL-${tag}-Mixed@Example.TEST ,Partner Event,yes`,
      `${email('new')},,`,
      `nl-${tag}-MIXED@example.test,,`,
      `not-an-address-${tag},,`,
      `${email('existing').toUpperCase()},,`,
      `nl-${tag} spaced@example.test,,`,
      ',web,',
      ` ${email('new')} ,,no`,
      `${email('maybe')},,perhaps`,
    ].join('\n');
    const { page, close } = await openNewsletter(editor, `?q=nl-${tag}`);
    const { dialog, report } = await importFile(page, 'messy.csv', csv);
    expect(report).toEqual({ added: 2, already: 1, duplicates: 2, invalid: 4 });
    const invalidRows = await dialog
      .getByTestId('invalid-rows')
      .locator('tr')
      .evaluateAll((rows) =>
        rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent)),
      );
    expect(invalidRows).toEqual([
      ['5', `not-an-address-${tag}`, 'Not a valid email address'],
      ['7', `nl-${tag} spaced@example.test`, 'Not a valid email address'],
      ['8', '—', 'No email address'],
      ['10', email('maybe'), 'Confirmed must be yes or no'],
    ]);
    expect(await axeViolations(page)).toEqual([]);

    expect(await stored(email('mixed'))).toEqual({
      source: 'partner-event',
      is_active: true,
      is_confirmed: true,
    });
    expect(await stored(email('new'))).toEqual({
      source: 'csv-import',
      is_active: true,
      is_confirmed: false,
    });
    expect(await stored(email('existing'))).toEqual({ source: SOURCE, is_active: true, is_confirmed: false });
    expect(await stored(email('maybe'))).toBeNull();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await rowOf(page, email('mixed')).waitFor();
    await close();
  });

  it('refuses a file without an email column', async () => {
    const { page, close } = await openNewsletter(editor);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import subscribers' });
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'wrong.csv', mimeType: 'text/csv', buffer: Buffer.from('name\nAnn\n') });
    await dialog.getByText('The file needs a header row with an "email" column.').waitFor();
    await close();
  });
});

describe('newsletter: accessibility', () => {
  for (const width of [1280, 390])
    it(`is axe clean at ${String(width)} px with the list and the delete confirmation`, async () => {
      const { page, close } = await openNewsletter(admin, `?q=nl-${tag}`, width);
      await rowOf(page, email('active')).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await rowOf(page, email('active'))
        .getByRole('button', { name: `Delete ${email('active')}` })
        .click();
      await page.getByRole('alertdialog', { name: 'Delete this subscriber?' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await close();
    });
});
