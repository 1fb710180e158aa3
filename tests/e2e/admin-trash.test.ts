import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPathOf, adminUrl, expectPageHeading, signedInPage } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Member, member, productAnon, productService } from '../support/product.ts';

const tag = randomUUID().slice(0, 8);
const service = productService();
const DAY = 86_400_000;
let browser: Browser;
let editor: Member;
let admin: Member;

beforeAll(async () => {
  browser = await launchBrowser();
  [editor, admin] = await Promise.all([member('editor'), member('admin')]);
});

afterAll(async () => {
  await service.from('case_studies').delete().like('slug', `e2e-trash-${tag}-%`).throwOnError();
  await service.from('faqs').delete().like('question', `%${tag}%`).throwOnError();
  await browser.close();
});

/** A published case study, placed 7th in the order, with a cover image. */
async function seedCaseStudy(name: string) {
  const { data } = await service
    .from('case_studies')
    .insert({
      slug: `e2e-trash-${tag}-${name}`,
      title: `Trashed case ${name} ${tag}`,
      client: 'Client',
      status: 'published',
      published_at: new Date(Date.now() - DAY).toISOString(),
      sort_order: 7,
      cover_path: `e2e/${tag}/cover.jpg`,
      cover_alt: 'A cover',
    })
    .select('*')
    .single()
    .throwOnError();
  return data;
}

async function seedFaq(name: string) {
  const { data } = await service
    .from('faqs')
    .insert({
      question: `Trashed question ${name} ${tag}?`,
      answer: 'An answer.',
      category: 'General',
      is_published: true,
    })
    .select('id, question')
    .single()
    .throwOnError();
  return data;
}

/** Moves items to the trash as the editor would (the RPC behind every "Move to trash"). */
async function trash(table: 'case_studies' | 'faqs', ids: string[]) {
  const { data } = await editor.client.rpc('trash_content', { p_table: table, p_ids: ids }).throwOnError();
  expect(data).toBe(ids.length);
}

async function openTrash(as: Member, path = '/trash'): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await signedInPage(browser, as);
  await page.goto(adminUrl(path));
  await expectPageHeading(page, 'Trash');
  return { page, close: () => context.close() };
}

const rowOf = (page: Page, title: string) => page.getByTestId('trashed-item').filter({ hasText: title });

async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
}

describe('the trash', () => {
  it('lists what was moved there, of every type, with when it goes for good; editors restore it as it was', async () => {
    const study = await seedCaseStudy('restored');
    const faq = await seedFaq('kept');
    await trash('case_studies', [study.id]);
    await trash('faqs', [faq.id]);
    // Gone from the site: visitors cannot read it.
    expect((await productAnon().from('case_studies').select('id').eq('id', study.id)).data).toEqual([]);

    const { page, close } = await openTrash(editor);
    const studyRow = rowOf(page, study.title);
    await studyRow.waitFor();
    expect(await studyRow.textContent()).toContain('Case study');
    expect(await studyRow.textContent()).toContain('by you');
    expect(await rowOf(page, faq.question).textContent()).toContain('FAQ');
    // "Deleted for good after" is 30 days after it was trashed, as the purge counts.
    const trashed = (await service.from('case_studies').select('deleted_at').eq('id', study.id).single())
      .data;
    const purgeAfter = new Date(Date.parse(trashed?.deleted_at ?? '') + 30 * DAY).toISOString();
    expect(await studyRow.locator('time').nth(1).getAttribute('datetime')).toBe(purgeAfter);
    expect(await page.getByText('stays here for 30 days, then it is deleted for good').count()).toBe(1);
    expect(
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Trash' }).count(),
    ).toBe(1);

    // Editors restore but never delete for good: no such buttons, and the server refuses them.
    expect(await page.getByRole('button', { name: 'Empty trash' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /for good/ }).count()).toBe(0);
    const refused = await editor.client.rpc('empty_trash', { p_table: 'faqs', p_ids: [faq.id] });
    expect(refused.error?.code).toBe('42501');
    expect((await service.from('faqs').select('id').eq('id', faq.id)).data).toHaveLength(1);

    await studyRow.getByRole('button', { name: `Restore “${study.title}”` }).click();
    await expectToast(page, 'Restored');
    await expect.poll(() => studyRow.count()).toBe(0);
    const back = (await service.from('case_studies').select('*').eq('id', study.id).single().throwOnError())
      .data;
    expect(back).toEqual({ ...study, updated_at: back.updated_at });
    expect(back.deleted_at).toBeNull();
    expect((await productAnon().from('case_studies').select('slug').eq('id', study.id)).data).toEqual([
      { slug: study.slug },
    ]);

    // One type at a time, with the filter in the address.
    await page.getByLabel('Type').selectOption('faqs');
    await expect.poll(() => adminPathOf(page)).toBe('/trash?type=faqs');
    await rowOf(page, faq.question).waitFor();
    expect(await page.getByTestId('trashed-item').allTextContents()).not.toContainEqual(
      expect.stringContaining('Case study'),
    );
    await close();
  });

  it('lets admins delete items for good, one or the whole trash, only after they confirm', async () => {
    const first = await seedCaseStudy('deleted');
    const second = await seedFaq('emptied');
    await trash('case_studies', [first.id]);
    await trash('faqs', [second.id]);
    const { page, close } = await openTrash(admin);

    await rowOf(page, first.title)
      .getByRole('button', { name: `Delete “${first.title}” for good` })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete 1 item for good?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await service.from('case_studies').select('id').eq('id', first.id)).data).toHaveLength(1);
    await rowOf(page, first.title)
      .getByRole('button', { name: `Delete “${first.title}” for good` })
      .click();
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expectToast(page, 'Deleted for good');
    expect((await service.from('case_studies').select('id').eq('id', first.id)).data).toEqual([]);
    expect((await service.from('faqs').select('id').eq('id', second.id)).data).toHaveLength(1);

    await page.getByRole('button', { name: 'Empty trash' }).click();
    await page
      .getByRole('alertdialog', { name: 'Empty the trash?' })
      .getByRole('button', { name: 'Empty trash' })
      .click();
    await expectToast(page, 'Trash emptied');
    await page.getByText('The trash is empty.').waitFor();
    expect((await service.from('faqs').select('id').eq('id', second.id)).data).toEqual([]);
    await close();
  });

  for (const width of [1280, 390])
    it(`has no axe violations at ${String(width)} px`, async () => {
      const study = await seedCaseStudy(`axe-${String(width)}`);
      await trash('case_studies', [study.id]);
      const { page, context } = await signedInPage(browser, admin, { width });
      await page.goto(adminUrl('/trash'));
      await expectPageHeading(page, 'Trash');
      await rowOf(page, study.title).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
});
