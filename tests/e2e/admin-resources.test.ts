import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, expectPageHeading, moveFromKeyboard, signedInPage } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Member, member, productAnon, productService } from '../support/product.ts';

const tag = randomUUID().replaceAll('-', '').slice(0, 8);
const category = `E2E resources ${tag}`;
const faqCategory = `E2E FAQ ${tag}`;
const slugOf = (name: string) => `e2e-${tag}-${name}`;

/** A small, valid one-page PDF, generated here. */
function pdf(text: string): Buffer {
  const content = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

let browser: Browser;
let editor: Member;
const service = productService();

beforeAll(async () => {
  browser = await launchBrowser();
  editor = await member('editor');
});

afterAll(async () => {
  const { data } = await service.from('resources').select('file_path').like('slug', `e2e-${tag}-%`);
  await service.from('resources').delete().like('slug', `e2e-${tag}-%`).throwOnError();
  const paths = (data ?? []).flatMap((row) => (row.file_path ? [row.file_path] : []));
  if (paths.length > 0) await service.storage.from('downloads').remove(paths);
  await service.from('faqs').delete().eq('category', faqCategory).throwOnError();
  await browser.close();
});

const resourceRow = async (slug: string) =>
  (
    await service
      .from('resources')
      .select(
        'title, type, category, file_path, external_url, file_type, file_size_bytes, status, sort_order',
      )
      .eq('slug', slug)
      .maybeSingle()
      .throwOnError()
  ).data;

async function storedBytes(path: string): Promise<number | null> {
  const { data, error } = await service.storage.from('downloads').download(path);
  return error ? null : data.size;
}

async function seedResource(name: string, fields: Record<string, unknown> = {}) {
  await service
    .from('resources')
    .insert({
      slug: slugOf(name),
      title: `Seeded ${name} ${tag}`,
      type: 'checklist',
      category,
      external_url: `https://example.com/${tag}/${name}.pdf`,
      file_type: 'pdf',
      ...fields,
    })
    .throwOnError();
}

async function openResources(
  query = '',
  width?: number,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await signedInPage(browser, editor, width ? { width } : {});
  await page.goto(adminUrl(`/resources${query}`));
  await expectPageHeading(page, 'Resources');
  return { page, close: () => context.close() };
}

/** The new resource's form, opened from the list (it leaves the page once the resource is saved). */
async function openAddDialog(page: Page): Promise<Locator> {
  await page.getByRole('link', { name: 'New resource' }).click();
  const dialog = page.getByRole('form', { name: 'New resource' });
  await dialog.waitFor();
  return dialog;
}

const backToList = (page: Page) => page.getByRole('link', { name: 'All resources' }).click();

const expectToast = (page: Page, text: string) =>
  page.getByTestId('toast').filter({ hasText: text }).first().waitFor();

describe('resources: files and links', () => {
  it('uploads a PDF through the form into the downloads bucket, stores its size and type, and replaces it', async () => {
    const file = pdf(`Growth plan ${tag}`);
    const { page, close } = await openResources();
    const dialog = await openAddDialog(page);
    await dialog.getByLabel('Title').fill(`E2E ${tag} growth plan`);
    // The slug follows the title until it is edited.
    await expect.poll(() => dialog.getByLabel('Slug').inputValue()).toBe(slugOf('growth-plan'));
    await dialog.getByLabel('Type').selectOption('guide');
    await dialog.getByLabel('Category').fill(category);
    await dialog
      .getByLabel('File to upload')
      .setInputFiles({ name: 'Growth Plan (Final).PDF', mimeType: 'application/pdf', buffer: file });
    await dialog.getByText(`Growth Plan (Final).PDF`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Publish resource' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectToast(page, 'Resource published');

    const path = `${slugOf('growth-plan')}/growth-plan-final.pdf`;
    expect(await resourceRow(slugOf('growth-plan'))).toMatchObject({
      type: 'guide',
      category,
      file_path: path,
      external_url: null,
      file_type: 'pdf',
      file_size_bytes: file.length,
      status: 'published',
    });
    expect(await storedBytes(path)).toBe(file.length);

    // Replacing the file: the new one is stored, the old one removed once the row is saved.
    await backToList(page);
    await page.getByLabel('Search resources').fill(tag);
    await page.getByRole('link', { name: `Edit E2E ${tag} growth plan` }).click();
    const edit = page.getByRole('form', { name: `Edit E2E ${tag} growth plan` });
    await edit.getByText(`Now: ${path}`, { exact: false }).waitFor();
    const second = pdf(`Second edition ${tag} with more text`);
    await edit
      .getByLabel('Replace the file')
      .setInputFiles({ name: 'plan-v2.pdf', mimeType: 'application/pdf', buffer: second });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Resource saved');
    const newPath = `${slugOf('growth-plan')}/plan-v2.pdf`;
    expect(await resourceRow(slugOf('growth-plan'))).toMatchObject({
      file_path: newPath,
      file_size_bytes: second.length,
    });
    expect(await storedBytes(newPath)).toBe(second.length);
    await expect.poll(() => storedBytes(path)).toBeNull();
    await close();
  });

  it('saves a link with its chosen file type as a draft; anon cannot read the draft', async () => {
    const { page, close } = await openResources();
    const dialog = await openAddDialog(page);
    await dialog.getByLabel('Title').fill(`E2E ${tag} budget template`);
    await dialog.getByLabel('Type').selectOption('template');
    await dialog.getByLabel('Category').fill(category);
    await dialog.getByLabel('Link to a file elsewhere').check();
    await dialog.getByLabel('Link', { exact: true }).fill('https://example.com/files/budget.xlsx');
    await dialog.getByLabel('File type').selectOption('xlsx');
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await resourceRow(slugOf('budget-template'))).toMatchObject({
      type: 'template',
      file_path: null,
      external_url: 'https://example.com/files/budget.xlsx',
      file_type: 'xlsx',
      file_size_bytes: null,
      status: 'draft',
    });
    const { data } = await productAnon().from('resources').select('id').eq('slug', slugOf('budget-template'));
    expect(data).toEqual([]);
    await close();
  });

  it('requires exactly one source, checks the file before uploading, and names a taken slug', async () => {
    await seedResource('taken');
    const { page, close } = await openResources();
    const dialog = await openAddDialog(page);
    await dialog.getByLabel('Title').fill(`E2E ${tag} no source`);
    await dialog.getByLabel('Category').fill(category);
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await dialog.getByText('Choose the file to upload, or switch to a link.').waitFor();

    await dialog
      .getByLabel('File to upload')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await dialog.getByText('Choose a PDF, Word, Excel, ZIP or RAR file.').waitFor();

    await dialog.getByLabel('Link to a file elsewhere').check();
    await dialog.getByLabel('Link', { exact: true }).fill('http://example.com/insecure.pdf');
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await dialog.getByText('Enter a full address starting with https://').waitFor();
    await dialog.getByText('Choose what kind of file the link leads to.').waitFor();
    expect(await resourceRow(slugOf('no-source'))).toBeNull();

    await dialog.getByLabel('Link', { exact: true }).fill('https://example.com/secure.pdf');
    await dialog.getByLabel('File type').selectOption('pdf');
    await dialog.getByLabel('Slug').fill(slugOf('taken'));
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await dialog.getByText('Another resource already uses this slug.', { exact: false }).first().waitFor();
    expect((await resourceRow(slugOf('taken')))?.title).toBe(`Seeded taken ${tag}`);
    await close();
  });
});

describe('resources: the list', () => {
  it('shows download counts, filters by type and category, and searches', async () => {
    await seedResource('counted', { title: `Counted report ${tag}`, type: 'report', download_count: 1234 });
    await seedResource('other-type', { title: `Other ebook ${tag}`, type: 'ebook' });
    const { page, close } = await openResources(`?q=${tag}`);
    const counted = page.getByRole('row').filter({ has: page.getByTestId(`resource-${slugOf('counted')}`) });
    expect(await counted.getByTestId('download-count').textContent()).toBe('1,234');

    await page.getByLabel('Type').selectOption('report');
    await expect.poll(() => page.getByTestId(`resource-${slugOf('other-type')}`).count()).toBe(0);
    await page.getByTestId(`resource-${slugOf('counted')}`).waitFor();
    expect(page.url()).toContain('type=report');
    await page.getByLabel('Type').selectOption('');
    await page.getByLabel('Category').selectOption(category);
    await page.getByTestId(`resource-${slugOf('other-type')}`).waitFor();

    await page.getByLabel('Search resources').fill(`Other ebook ${tag}`);
    await expect.poll(() => page.getByTestId(`resource-${slugOf('counted')}`).count()).toBe(0);
    await page.getByRole('button', { name: 'Downloads' }).click();
    expect(page.url()).toContain('sort=download_count.asc');
    await close();
  });

  it('reorders resources from the keyboard', async () => {
    await seedResource('first', { title: `Order first ${tag}`, sort_order: -10_002 });
    await seedResource('second', { title: `Order second ${tag}`, sort_order: -10_001 });
    const { page, close } = await openResources();
    await page.getByRole('link', { name: 'Change order' }).click();
    await expectPageHeading(page, 'Order of resources');
    const handle = page.getByRole('button', { name: `Move Order second ${tag}` });
    await handle.waitFor();
    await moveFromKeyboard(page, handle, ['ArrowUp']);
    await expectToast(page, 'Order saved');
    await expect
      .poll(async () => {
        const first = await resourceRow(slugOf('first'));
        const second = await resourceRow(slugOf('second'));
        return (second?.sort_order ?? 0) < (first?.sort_order ?? 0);
      })
      .toBe(true);
    await close();
  });

  it('moves a deleted resource to the trash after a confirmation; its file stays for a restore', async () => {
    const path = `${slugOf('deleted')}/deleted.pdf`;
    const file = pdf('To delete');
    const upload = await service.storage
      .from('downloads')
      .upload(path, file, { contentType: 'application/pdf' });
    expect(upload.error).toBeNull();
    await seedResource('deleted', {
      title: `To delete ${tag}`,
      external_url: null,
      file_path: path,
      file_size_bytes: file.length,
    });
    const { page, close } = await openResources(`?q=${tag}`);
    await page.getByRole('button', { name: `Delete To delete ${tag}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this resource?' });
    await confirm.getByText('moves to the trash', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete resource' }).click();
    await page.getByTestId(`resource-${slugOf('deleted')}`).waitFor({ state: 'detached' });
    // In the trash (restorable for 30 days): anon never sees it, and its file stays until it is
    // deleted for good (tests/integration/content-editing/resource-files.test.ts).
    const trashed = await service
      .from('resources')
      .select('deleted_at')
      .eq('slug', slugOf('deleted'))
      .single();
    expect(trashed.data?.deleted_at).not.toBeNull();
    expect((await productAnon().from('resources').select('id').eq('slug', slugOf('deleted'))).data).toEqual(
      [],
    );
    expect(await storedBytes(path)).toBe(file.length);
    await close();
  });
});

describe('resources: FAQs', () => {
  const faqRows = async () =>
    (
      await service
        .from('faqs')
        .select('question, answer, sort_order, is_published')
        .eq('category', faqCategory)
        .is('deleted_at', null)
        .order('sort_order')
        .throwOnError()
    ).data;

  it('adds, edits, hides, reorders and deletes FAQs within a category', async () => {
    await service
      .from('faqs')
      .insert([
        {
          question: `First question ${tag}?`,
          answer: 'The first answer.',
          category: faqCategory,
          sort_order: 1,
        },
        {
          question: `Second question ${tag}?`,
          answer: 'The second answer.',
          category: faqCategory,
          sort_order: 2,
        },
      ])
      .throwOnError();
    const { page, close } = await openResources();
    const group = page.getByRole('region', { name: `FAQs: ${faqCategory}` });
    await group.waitFor();

    await page.getByRole('button', { name: 'Add FAQ' }).click();
    const add = page.getByRole('dialog', { name: 'Add FAQ' });
    await add.getByLabel('Question').fill('Why?');
    await add.getByRole('button', { name: 'Add FAQ' }).click();
    await add.getByText('Write a question of at least 5 characters.').waitFor();
    await add.getByText('Write the answer.').waitFor();
    await add.getByText('Choose or type a category.').waitFor();
    await add.getByLabel('Question').fill(`Third question ${tag}?`);
    await add.getByLabel('Answer').fill('The third answer.');
    await add.getByLabel('Category').fill(faqCategory);
    await add.getByRole('button', { name: 'Add FAQ' }).click();
    await add.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await faqRows()).map((faq) => faq.question))
      .toEqual([`First question ${tag}?`, `Second question ${tag}?`, `Third question ${tag}?`]);

    await group.getByRole('button', { name: `Edit FAQ: Second question ${tag}?` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit FAQ' });
    await edit.getByLabel('Answer').fill('A better second answer.');
    await edit.getByRole('button', { name: 'Save FAQ' }).click();
    await edit.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await faqRows()).find((faq) => faq.question.startsWith('Second'))?.answer)
      .toBe('A better second answer.');

    const third = group.getByTestId('faq-item').filter({ hasText: `Third question ${tag}?` });
    await third.getByRole('switch', { name: 'Published' }).click();
    await expect
      .poll(async () => (await faqRows()).find((faq) => faq.question.startsWith('Third'))?.is_published)
      .toBe(false);
    const { data: visible } = await productAnon().from('faqs').select('question').eq('category', faqCategory);
    expect(visible?.map((faq) => faq.question).sort()).toEqual([
      `First question ${tag}?`,
      `Second question ${tag}?`,
    ]);

    const handle = group.getByRole('button', { name: `Move Third question ${tag}?` });
    await moveFromKeyboard(page, handle, ['ArrowUp', 'ArrowUp']);
    await expectToast(page, 'Order saved');
    await expect
      .poll(async () => (await faqRows()).map((faq) => faq.question))
      .toEqual([`Third question ${tag}?`, `First question ${tag}?`, `Second question ${tag}?`]);

    await group.getByRole('button', { name: `Delete FAQ: First question ${tag}?` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this FAQ?' });
    await confirm.getByRole('button', { name: 'Delete FAQ' }).click();
    await expect.poll(async () => (await faqRows()).length).toBe(2);
    // The deleted FAQ is in the trash (restorable for 30 days), out of the site.
    expect(
      (await productAnon().from('faqs').select('id').eq('question', `First question ${tag}?`)).data,
    ).toEqual([]);
    await close();
  });
});

describe('resources: accessibility', () => {
  it.each([1280, 390])(
    'is axe clean at %i px: the page, the form with its messages, the order',
    async (width) => {
      await seedResource(`axe-${width}`, { title: `Accessible ${width} ${tag}` });
      const { page, close } = await openResources(`?q=${tag}`, width);
      await page.getByTestId(`resource-${slugOf(`axe-${width}`)}`).waitFor();
      await page.getByRole('heading', { name: 'FAQs' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      const dialog = await openAddDialog(page);
      await dialog.getByRole('button', { name: 'Save draft' }).click();
      await dialog.getByText('Give the resource a title of at least 3 characters.').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await backToList(page);

      await page.getByRole('link', { name: 'Change order' }).click();
      await page.getByRole('list', { name: 'Resources in their order on the site' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await close();
    },
  );
});
