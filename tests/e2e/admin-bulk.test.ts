import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, expectPageHeading, signedInPage } from '../support/admin.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Member, member, productAnon, productService } from '../support/product.ts';

const tag = randomUUID().slice(0, 8);
const service = productService();
let browser: Browser;
let editor: Member;

beforeAll(async () => {
  browser = await launchBrowser();
  editor = await member('editor');
});

afterAll(async () => {
  await service.from('case_studies').delete().like('slug', `e2e-bulk-${tag}-%`).throwOnError();
  await browser.close();
});

async function seedDraft(name: string) {
  const { data } = await service
    .from('case_studies')
    .insert({ slug: `e2e-bulk-${tag}-${name}`, title: `Bulk ${name} ${tag}`, client: `Bulk client ${tag}` })
    .select('id, title, status')
    .single()
    .throwOnError();
  return data;
}

const statuses = async (ids: string[]) =>
  (
    await service
      .from('case_studies')
      .select('id, status, deleted_at')
      .in('id', ids)
      .order('slug')
      .throwOnError()
  ).data;

async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const toast = page.getByTestId('toast').filter({ hasText: title }).filter({ hasText: description });
  await toast.first().waitFor();
}

describe('bulk actions on a content list', () => {
  it('publishes, unpublishes, exports and moves to the trash the rows an editor selects', async () => {
    const [first, second, untouched] = await Promise.all(['a', 'b', 'c'].map(seedDraft));
    if (!first || !second || !untouched) throw new Error('seeding failed');
    const ids = [first.id, second.id];
    const { page, context } = await signedInPage(browser, editor);
    await page.goto(adminUrl('/case-studies'));
    await expectPageHeading(page, 'Case studies');
    await page.getByLabel('Search title or client').fill(`Bulk client ${tag}`);
    await page.getByText('Showing 1–3 of 3').waitFor();

    // No toolbar until a row is selected; then it names how many.
    expect(await page.getByRole('toolbar').count()).toBe(0);
    await page.getByRole('checkbox', { name: `Select ${first.title}` }).check();
    await page.getByRole('checkbox', { name: `Select ${second.title}` }).check();
    const bar = page.getByRole('toolbar', { name: 'Actions on the 2 case studies selected' });
    await bar.getByText('2 case studies selected').waitFor();

    await bar.getByRole('button', { name: 'Publish', exact: true }).click();
    await expectToast(page, 'Published', '2 case studies published.');
    await expect
      .poll(async () => (await statuses(ids)).map((row) => row.status))
      .toEqual(['published', 'published']);
    expect((await statuses([untouched.id]))[0]?.status).toBe('draft');
    expect((await productAnon().from('case_studies').select('id').in('id', ids)).data).toHaveLength(2);

    await bar.getByRole('button', { name: 'Publish', exact: true }).click();
    await expectToast(page, 'Nothing changed', 'The selected items were already published.');

    await bar.getByRole('button', { name: 'Unpublish' }).click();
    await expectToast(page, 'Unpublished', '2 case studies unpublished.');
    await expect.poll(async () => (await statuses(ids)).map((row) => row.status)).toEqual(['draft', 'draft']);

    // The CSV holds the selected rows, in the list's order, with every column.
    const download = page.waitForEvent('download');
    await bar.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await fs.readFile(await (await download).path(), 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('slug');
    expect(lines.slice(1).map((line) => line.includes(first.title) || line.includes(second.title))).toEqual([
      true,
      true,
    ]);
    await expectToast(page, 'Export ready', '2 rows exported.');

    // The trash asks first, then empties the selection.
    await bar.getByRole('button', { name: 'Move to trash' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Move 2 case studies to the trash?' });
    await dialog.getByRole('button', { name: 'Move to trash' }).click();
    await expect.poll(async () => (await statuses(ids)).every((row) => row.deleted_at !== null)).toBe(true);
    await expect.poll(() => page.getByRole('toolbar').count()).toBe(0);
    expect((await statuses([untouched.id]))[0]?.deleted_at).toBeNull();
    await context.close();
  });
});
