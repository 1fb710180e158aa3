import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, expectPageHeading, moveFromKeyboard, signedInPage } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Member, member, productAnon, productService } from '../support/product.ts';

const tag = randomUUID().slice(0, 8);
const slugOf = (name: string) => `e2e-cs-${tag}-${name}`;

let browser: Browser;
let editor: Member;
const service = productService();

beforeAll(async () => {
  browser = await launchBrowser();
  editor = await member('editor');
});

afterAll(async () => {
  await service.from('case_studies').delete().like('slug', `e2e-cs-${tag}-%`).throwOnError();
  await browser.close();
});

/** A case study added behind the UI's back (a draft unless told otherwise). */
async function seedCaseStudy(
  name: string,
  extra: { status?: 'draft' | 'published'; featured?: boolean; sort_order?: number; client?: string } = {},
): Promise<string> {
  const { data } = await service
    .from('case_studies')
    .insert({
      slug: slugOf(name),
      title: `Case ${name} ${tag}`,
      client: extra.client ?? `Client ${name}`,
      status: extra.status ?? 'draft',
      published_at: extra.status === 'published' ? new Date(Date.now() - 60_000).toISOString() : null,
      featured: extra.featured ?? false,
      sort_order: extra.sort_order ?? 0,
    })
    .select('id')
    .single()
    .throwOnError();
  return data.id;
}

const rowOf = (slug: string) =>
  service
    .from('case_studies')
    .select('*')
    .eq('slug', slug)
    .maybeSingle()
    .throwOnError()
    .then(({ data }) => data);

async function open(
  path: string,
  heading: string,
  width?: number,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await signedInPage(browser, editor, width ? { width } : {});
  await page.goto(adminUrl(path));
  await expectPageHeading(page, heading);
  return { page, close: () => context.close() };
}

async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
}

describe('case studies: editor', () => {
  it('creates a draft with results metrics; the slug follows the title; anon cannot read the draft', async () => {
    const { page, close } = await open('/case-studies/new', 'New case study');
    const title = `Acme grows pipeline 64% ${tag}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    expect(await page.getByLabel('Slug', { exact: true }).inputValue()).toBe(`acme-grows-pipeline-64-${tag}`);
    await page.getByLabel('Slug', { exact: true }).fill(slugOf('created'));
    await page.getByLabel('Title', { exact: true }).fill(`${title} (edited)`);
    // Once edited by hand, the slug stays.
    expect(await page.getByLabel('Slug', { exact: true }).inputValue()).toBe(slugOf('created'));
    await page.getByLabel('Client', { exact: true }).fill('Acme Corp');
    await page.getByLabel('Industry').fill('B2B SaaS');
    const services = page.getByRole('combobox', { name: 'Services' });
    await services.fill('Lead Scoring');
    await services.press('Enter');
    await services.fill('Custom Automations');
    await page.getByRole('button', { name: 'Add service' }).click();
    await page.getByRole('button', { name: 'Remove service Lead Scoring' }).waitFor();
    await page.getByLabel('Summary').fill('A short summary of the story.');
    await page.getByLabel('The challenge').fill('## Before\n\nLeads went cold.');

    await page.getByRole('button', { name: 'Add result' }).click();
    await page.getByLabel('Figure 1').fill('+64%');
    await page.getByLabel('Label 1').fill('Qualified opportunities');
    await page.getByLabel('Description 1 (optional)').fill('From 212 to 348 a quarter.');
    await page.getByRole('button', { name: 'Add result' }).click();
    await page.getByLabel('Figure 2').fill('9 min');
    await page.getByLabel('Label 2').fill('Median response time');
    await page.getByLabel('Quote', { exact: true }).fill('They changed how we sell.');
    await page.getByLabel('Quoted person').fill('Raj Patel');

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expectToast(page, 'Draft saved');
    await page.waitForURL(/\/admin\/case-studies\/[0-9a-f-]{36}$/);
    await expectPageHeading(page, `Edit: ${title} (edited)`);

    const row = await rowOf(slugOf('created'));
    expect(row).toMatchObject({
      title: `${title} (edited)`,
      client: 'Acme Corp',
      industry: 'B2B SaaS',
      services: ['Lead Scoring', 'Custom Automations'],
      summary: 'A short summary of the story.',
      challenge: '## Before\n\nLeads went cold.',
      solution: '',
      // The shape the site reads: an empty description is left out.
      results: [
        { value: '+64%', label: 'Qualified opportunities', description: 'From 212 to 348 a quarter.' },
        { value: '9 min', label: 'Median response time' },
      ],
      testimonial_quote: 'They changed how we sell.',
      testimonial_author: 'Raj Patel',
      testimonial_role: null,
      status: 'draft',
      published_at: null,
      featured: false,
    });
    expect(page.url()).toContain(row?.id ?? 'missing');

    const anon = await productAnon().from('case_studies').select('id').eq('slug', slugOf('created'));
    expect(anon.error).toBeNull();
    expect(anon.data).toEqual([]);
    await close();
  });

  it('edits: reorders and removes results, and keeps the rest', async () => {
    const id = await seedCaseStudy('edited');
    await service
      .from('case_studies')
      .update({
        results: [
          { value: '1', label: 'First' },
          { value: '2', label: 'Second', description: 'Two' },
          { value: '3', label: 'Third' },
        ],
      })
      .eq('id', id)
      .throwOnError();
    const { page, close } = await open(`/case-studies/${id}`, `Edit: Case edited ${tag}`);
    await page.getByRole('button', { name: 'Move result 2 up' }).click();
    await page.getByRole('button', { name: 'Remove result 3' }).click();
    await page.getByLabel('Title', { exact: true }).fill(`Case edited again ${tag}`);
    // Editing the title of a saved case study never changes its address.
    expect(await page.getByLabel('Slug', { exact: true }).inputValue()).toBe(slugOf('edited'));
    // Leaving with unsaved changes asks first; Cancel stays.
    await page.getByRole('link', { name: 'All case studies' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await leave.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(`Case edited again ${tag}`);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expectToast(page, 'Draft saved');
    await expect
      .poll(async () => (await rowOf(slugOf('edited')))?.results)
      .toEqual([
        { value: '2', label: 'Second', description: 'Two' },
        { value: '1', label: 'First' },
      ]);
    expect((await rowOf(slugOf('edited')))?.title).toBe(`Case edited again ${tag}`);
    await close();
  });

  it('shows a message per field, refuses a ninth result and a taken slug, and stores nothing', async () => {
    await seedCaseStudy('taken');
    const { page, close } = await open('/case-studies/new', 'New case study');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Enter a title.').waitFor();
    await page.getByText('Enter the address (slug).').waitFor();
    await page.getByText('Enter the client’s name.').waitFor();
    expect(await page.getByLabel('Title', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Title', { exact: true }).fill(`Validation ${tag}`);
    await page.getByLabel('Slug', { exact: true }).fill('Bad Slug!');
    await page.getByLabel('Client', { exact: true }).fill('Someone');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page
      .getByText('Use lowercase letters, digits and single hyphens, like acme-growth-story.')
      .waitFor();

    const add = page.getByRole('button', { name: 'Add result' });
    for (let n = 1; n <= 8; n += 1) {
      await add.click();
      await page.getByLabel(`Figure ${String(n)}`).fill(`${String(n)}%`);
      await page.getByLabel(`Label ${String(n)}`).fill(`Result ${String(n)}`);
    }
    expect(await add.isDisabled()).toBe(true);
    await page.getByText('The site shows at most 8 results.').waitFor();
    expect(await page.getByTestId('result-row').count()).toBe(8);

    await page.getByLabel('Slug', { exact: true }).fill(slugOf('taken'));
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expectToast(page, 'Another case study already uses this address');
    await page
      .getByText('Another case study already uses this address. Choose a different slug.')
      .first()
      .waitFor();
    const { count } = await service
      .from('case_studies')
      .select('id', { count: 'exact', head: true })
      .eq('title', `Validation ${tag}`);
    expect(count).toBe(0);
    await close();
  });

  it('publishes now, unpublishes, refuses a past schedule, and schedules', async () => {
    const id = await seedCaseStudy('published');
    const { page, close } = await open(`/case-studies/${id}`, `Edit: Case published ${tag}`);
    const state = page.getByTestId('publication-state');
    await page.getByRole('button', { name: 'Publish case study' }).click();
    await expectToast(page, 'Published');
    await state.filter({ hasText: 'Published' }).waitFor();
    const published = await rowOf(slugOf('published'));
    expect(published?.status).toBe('published');
    expect(new Date(published?.published_at ?? 0).getTime()).toBeLessThanOrEqual(Date.now());
    const anon = await productAnon().from('case_studies').select('slug').eq('id', id);
    expect(anon.data).toEqual([{ slug: slugOf('published') }]);

    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expectToast(page, 'Unpublished');
    await state.filter({ hasText: 'A draft' }).waitFor();
    expect(await rowOf(slugOf('published'))).toMatchObject({ status: 'draft', published_at: null });
    expect((await productAnon().from('case_studies').select('slug').eq('id', id)).data).toEqual([]);

    const when = page.getByLabel('Go live at');
    await when.fill('2020-01-01T09:00');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText('Pick a time in the future, or publish now.').waitFor();
    expect((await rowOf(slugOf('published')))?.status).toBe('draft');

    await when.fill('2031-05-04T10:30');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expectToast(page, 'Scheduled');
    await state.filter({ hasText: 'Scheduled for' }).waitFor();
    const expected = await page.evaluate(() => new Date('2031-05-04T10:30').toISOString());
    const scheduled = await rowOf(slugOf('published'));
    expect(scheduled?.status).toBe('scheduled');
    expect(new Date(scheduled?.published_at ?? 0).toISOString()).toBe(expected);
    expect((await productAnon().from('case_studies').select('slug').eq('id', id)).data).toEqual([]);
    await close();
  });
});

describe('case studies: list', () => {
  it('searches title and client, filters by status and featured, and pages through the results', async () => {
    const client = `Pager ${tag}`;
    for (let n = 1; n <= 21; n += 1) await seedCaseStudy(`page-${String(n)}`, { client });
    await seedCaseStudy('live', { client, status: 'published', featured: true });
    const { page, close } = await open('/case-studies', 'Case studies');
    await page.getByLabel('Search title or client').fill(client);
    await page.getByText('Showing 1–20 of 22').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 21–22 of 22').waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');

    await page.getByLabel('Status').selectOption('published');
    await page.getByText('Showing 1–1 of 1').waitFor();
    await page.getByRole('link', { name: `Case live ${tag}`, exact: true }).waitFor();
    await page.getByLabel('Status').selectOption('');
    await page.getByText('Showing 1–20 of 22').waitFor();
    await page.getByLabel('Featured').selectOption('no');
    await page.getByText('Showing 1–20 of 21').waitFor();
    await page.getByLabel('Featured').selectOption('yes');
    await page.getByText('Showing 1–1 of 1').waitFor();

    await page.getByLabel('Search title or client').fill(`Case page-7 ${tag}`);
    await page.getByLabel('Featured').selectOption('');
    await page.getByText('Showing 1–1 of 1').waitFor();
    await close();
  });

  it('deletes a case study after a confirmation: it moves to the trash, out of the site', async () => {
    await seedCaseStudy('deleted');
    const { page, close } = await open('/case-studies', 'Case studies');
    await page.getByLabel('Search title or client').fill(`Case deleted ${tag}`);
    await page.getByRole('button', { name: `Delete Case deleted ${tag}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this case study?' });
    await confirm.getByRole('button', { name: 'Delete case study' }).click();
    await expectToast(page, 'Case study deleted');
    await page.getByText(`Nothing matches “Case deleted ${tag}”.`).waitFor();
    // Delete moves it to the trash (restorable for 30 days): anon never sees it, the row keeps its slug.
    await expect.poll(async () => (await rowOf(slugOf('deleted')))?.deleted_at ?? null).not.toBeNull();
    expect(
      (await productAnon().from('case_studies').select('id').eq('slug', slugOf('deleted'))).data,
    ).toEqual([]);
    await close();
  });
});

describe('case studies: order and featured', () => {
  it('reorders from the keyboard and features one; both persist', async () => {
    await seedCaseStudy('first', { sort_order: 5000 });
    await seedCaseStudy('second', { sort_order: 5001 });
    await seedCaseStudy('star', { sort_order: 5002 });
    const { page, close } = await open('/case-studies/order', 'Order of case studies');
    const handle = page.getByRole('button', { name: `Move Case first ${tag}` });
    await moveFromKeyboard(page, handle, ['ArrowDown']);
    await expectToast(page, 'Order saved');
    await expect
      .poll(async () => {
        const first = await rowOf(slugOf('first'));
        const second = await rowOf(slugOf('second'));
        return (first?.sort_order ?? 0) > (second?.sort_order ?? 0);
      })
      .toBe(true);

    await page.getByRole('switch', { name: `Featured: Case star ${tag}`, exact: true }).click();
    await expect.poll(async () => (await rowOf(slugOf('star')))?.featured).toBe(true);
    const featuredList = page.getByRole('list', { name: 'Featured case studies in their order on the site' });
    await featuredList.getByText(`Case star ${tag}`, { exact: true }).waitFor();
    await close();
  });
});

describe('case studies: accessibility', () => {
  for (const width of [1280, 390]) {
    it(`has no axe violations on the list, the editor and the order page at ${String(width)} px`, async () => {
      const id = await seedCaseStudy(`axe-${String(width)}`, { status: 'published', featured: true });
      for (const [path, heading] of [
        ['/case-studies', 'Case studies'],
        [`/case-studies/${id}`, `Edit: Case axe-${String(width)} ${tag}`],
        ['/case-studies/new', 'New case study'],
        ['/case-studies/order', 'Order of case studies'],
      ] as const) {
        const { page, close } = await open(path, heading, width);
        await page
          .locator('[aria-busy="true"]')
          .first()
          .waitFor({ state: 'detached' })
          .catch(() => undefined);
        expect(await axeViolations(page), path).toEqual([]);
        await close();
      }
    });
  }
});
