import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, signedInPage } from '../support/admin.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Member, member, productService } from '../support/product.ts';

const tag = randomUUID().slice(0, 8);
const service = productService();
let browser: Browser;
let editor: Member;
let colleague: Member;

beforeAll(async () => {
  browser = await launchBrowser();
  [editor, colleague] = await Promise.all([member('editor'), member('editor')]);
});

afterAll(async () => {
  await service.from('case_studies').delete().like('slug', `e2e-history-${tag}-%`).throwOnError();
  await service.from('jobs').delete().like('slug', `e2e-history-${tag}-%`).throwOnError();
  await browser.close();
});

async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
}

/** Opens the History of an item, compares its oldest revision with the current text, then restores it. */
async function restoreOldest(path: string, removed: string, added: string) {
  const { page, context } = await signedInPage(browser, editor);
  await page.goto(adminUrl(path));
  const history = page.getByRole('list', { name: 'Revisions, newest first' });
  await expect.poll(() => history.getByTestId('revision').count()).toBe(2);
  const savers = await history.getByTestId('revision').allTextContents();
  expect(savers[0]).toContain(colleague.email.split('@')[0] ?? '');
  expect(savers[1]).toContain('The system');
  const oldest = history.getByTestId('revision').last();
  await oldest.getByRole('button', { name: /^Compare/ }).click();
  const diff = oldest.getByTestId('revision-diff');
  await diff.waitFor();
  expect((await diff.locator('del').allTextContents()).join('|')).toContain(`[removed: ${removed}`);
  expect((await diff.locator('ins').allTextContents()).join('|')).toContain(`[added: ${added}`);
  await oldest.getByRole('button', { name: /^Restore/ }).click();
  await expectToast(page, 'Revision restored');
  // The restore is saved as the newest revision, by this editor.
  await expect.poll(() => history.getByTestId('revision').count()).toBe(3);
  expect(await history.getByTestId('revision').first().textContent()).toContain('You');
  return { page, close: () => context.close() };
}

describe('history of every content type', () => {
  it('compares a case study with an older revision and restores it on the server, into the form too', async () => {
    const { data: study } = await service
      .from('case_studies')
      .insert({
        slug: `e2e-history-${tag}-study`,
        title: `History study ${tag}`,
        client: 'Client',
        challenge: 'The original challenge.',
      })
      .select('id')
      .single()
      .throwOnError();
    await colleague.client
      .from('case_studies')
      .update({ challenge: 'A rewritten challenge.' })
      .eq('id', study.id)
      .throwOnError();
    const { page, close } = await restoreOldest(
      `/case-studies/${study.id}`,
      'The original challenge.',
      'A rewritten challenge.',
    );
    const { data: row } = await service.from('case_studies').select('challenge').eq('id', study.id).single();
    expect(row?.challenge).toBe('The original challenge.');
    await expect.poll(() => page.getByLabel('The challenge').inputValue()).toBe('The original challenge.');
    await close();
  });

  it('does the same for a job', async () => {
    const { data: job } = await service
      .from('jobs')
      .insert({
        slug: `e2e-history-${tag}-job`,
        title: `History job ${tag}`,
        department: 'Growth',
        location: 'Remote',
        employment_type: 'full_time',
        description: 'The original description.',
      })
      .select('id')
      .single()
      .throwOnError();
    await colleague.client
      .from('jobs')
      .update({ description: 'A rewritten description.' })
      .eq('id', job.id)
      .throwOnError();
    const { page, close } = await restoreOldest(
      `/career-management/${job.id}`,
      'The original description.',
      'A rewritten description.',
    );
    const { data: row } = await service.from('jobs').select('description').eq('id', job.id).single();
    expect(row?.description).toBe('The original description.');
    await expect.poll(() => page.getByLabel('Description').inputValue()).toBe('The original description.');
    await close();
  });
});
