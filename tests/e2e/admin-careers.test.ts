import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPathOf, adminUrl, expectPageHeading, signedInPage } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Member, member, productAnon, productService } from '../support/product.ts';

const tag = randomUUID().slice(0, 8);
const service = productService();
const department = `Dept ${tag}`;

let browser: Browser;
let editor: Member;

beforeAll(async () => {
  browser = await launchBrowser();
  editor = await member('editor');
});

afterAll(async () => {
  await service.from('job_applications').delete().like('email', `%-${tag}@example.test`).throwOnError();
  await service.from('jobs').delete().like('slug', `%${tag}%`).throwOnError();
  await browser.close();
});

async function openCareers(path = '', width?: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await signedInPage(browser, editor, width ? { width } : {});
  await page.goto(adminUrl(`/career-management${path}`));
  await page.locator('main h1').first().waitFor();
  return { page, close: () => context.close() };
}

const toastTitled = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor();

const jobBySlug = async (slug: string) =>
  (await service.from('jobs').select('*').eq('slug', slug).maybeSingle().throwOnError()).data;

const anonSees = async (id: string) =>
  (await productAnon().from('jobs').select('id').eq('id', id).throwOnError()).data.length === 1;

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function application(jobId: string, n: number) {
  return {
    job_id: jobId,
    full_name: `Applicant ${n}`,
    email: `applicant-${n}-${tag}@example.test`,
    resume_path: `${randomUUID()}/resume.pdf`,
  };
}

describe('careers: the job editor', () => {
  it('creates a draft job with a validated salary and lists, then opens and closes it', async () => {
    const { page, close } = await openCareers();
    await expectPageHeading(page, 'Careers');
    await page.getByRole('link', { name: 'New job' }).click();
    await expectPageHeading(page, 'New job');
    const title = `Growth Analyst ${tag}`;
    const slug = `growth-analyst-${tag}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    expect(await page.getByLabel('Slug', { exact: true }).inputValue()).toBe(slug);
    await page.getByLabel('Department', { exact: true }).fill(department);
    await page.getByLabel('Location', { exact: true }).fill('Austin, TX');
    await page.getByLabel('Employment type', { exact: true }).selectOption({ label: 'Contract' });
    await page.getByLabel('Remote policy', { exact: true }).selectOption({ label: 'Remote' });
    await page.getByLabel('Minimum', { exact: true }).fill('90000');
    await page.getByLabel('Maximum', { exact: true }).fill('80000');
    await page.getByLabel('Currency', { exact: true }).fill('eu');
    await page.getByLabel('Summary', { exact: true }).fill(`Measure what matters ${tag}.`);
    await page
      .getByLabel('Description', { exact: true })
      .fill('## The role\n\nYou will **own** our analytics.');
    for (const text of ['SQL', 'Looker Studio', 'Curiosity']) {
      await page.getByRole('button', { name: 'Add requirement' }).click();
      await page
        .getByRole('textbox', { name: /^Requirements \d+$/ })
        .last()
        .fill(text);
    }
    await page.getByRole('button', { name: 'Move requirement 3 up' }).click();
    await page.getByRole('button', { name: 'Remove requirement 1' }).click();
    await page.getByRole('button', { name: 'Add benefit' }).click();
    await page.getByLabel('Benefits 1', { exact: true }).fill('Four-day week');

    await page.getByRole('button', { name: 'Add job' }).click();
    await page.getByText('The maximum must be at least the minimum.').waitFor();
    await page.getByText('Enter a three-letter currency code, like USD or EUR.').waitFor();
    expect(await jobBySlug(slug)).toBeNull();

    await page.getByLabel('Maximum', { exact: true }).fill('120000');
    await page.getByLabel('Currency', { exact: true }).fill('eur');
    await page.getByRole('button', { name: 'Add job' }).click();
    await toastTitled(page, 'Job added');
    await expectPageHeading(page, title);
    const created = await jobBySlug(slug);
    expect(created).toMatchObject({
      title,
      department,
      location: 'Austin, TX',
      employment_type: 'contract',
      remote_policy: 'remote',
      salary_min: 90000,
      salary_max: 120000,
      salary_currency: 'EUR',
      salary_period: 'year',
      requirements: ['Curiosity', 'Looker Studio'],
      benefits: ['Four-day week'],
      status: 'draft',
      published_at: null,
      valid_through: null,
    });
    const id = created?.id ?? '';
    expect(adminPathOf(page)).toBe(`/career-management/${id}`);
    expect(await anonSees(id)).toBe(false);

    // Opening dates it now; a past valid-through date is flagged before saving.
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Open' });
    await page.getByText('Opens when you save.').waitFor();
    await page.getByLabel('Valid through', { exact: true }).fill(daysFromToday(-3));
    await page.getByText(/This date is in the past: the site hides the job although it is open/).waitFor();
    await page.getByLabel('Valid through', { exact: true }).fill(daysFromToday(30));
    await page.getByRole('button', { name: 'Save job' }).click();
    await toastTitled(page, 'Job saved');
    await expect.poll(async () => (await jobBySlug(slug))?.status).toBe('open');
    const opened = await jobBySlug(slug);
    expect(opened?.published_at).not.toBeNull();
    expect(opened?.valid_through).toBe(daysFromToday(30));
    expect(await anonSees(id)).toBe(true);

    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Closed' });
    await page.getByRole('button', { name: 'Save job' }).click();
    await expect.poll(async () => (await jobBySlug(slug))?.status).toBe('closed');
    expect((await jobBySlug(slug))?.published_at).toBe(opened?.published_at);
    expect(await anonSees(id)).toBe(false);
    await close();
  });

  it('refuses a slug another job uses, on the field', async () => {
    const slug = `taken-${tag}`;
    await service
      .from('jobs')
      .insert({ slug, title: `Taken ${tag}`, department, location: 'Remote', employment_type: 'full_time' })
      .throwOnError();
    const { page, close } = await openCareers('/new');
    await expectPageHeading(page, 'New job');
    await page.getByLabel('Title', { exact: true }).fill(`Another ${tag}`);
    await page.getByLabel('Slug', { exact: true }).fill(slug);
    await page.getByLabel('Department', { exact: true }).fill(department);
    await page.getByLabel('Location', { exact: true }).fill('Remote');
    await page.getByRole('button', { name: 'Add job' }).click();
    await page.getByText('Another job already uses this slug. Choose a different one.').first().waitFor();
    expect(await page.getByLabel('Slug', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await close();
  });
});

describe('careers: the jobs list', () => {
  const listed = (n: number) => `Listed ${tag} ${String(n).padStart(2, '0')}`;
  let withApplications = '';

  beforeAll(async () => {
    const jobs = Array.from({ length: 23 }, (_, i) => ({
      slug: `listed-${tag}-${i}`,
      title: listed(i),
      department: `List ${department}`,
      location: 'Remote',
      employment_type: 'full_time',
      status: i < 3 ? ('closed' as const) : ('draft' as const),
      valid_through: i === 0 ? daysFromToday(-10) : null,
    }));
    const { data } = await service.from('jobs').insert(jobs).select('id, title').throwOnError();
    withApplications = data.find((job) => job.title === listed(1))?.id ?? '';
    const withOne = data.find((job) => job.title === listed(2))?.id ?? '';
    await service
      .from('job_applications')
      .insert([
        ...[1, 2].map((n) => application(withApplications, n)),
        { ...application(withOne, 3), email: `one-applicant-${tag}@example.com` },
      ])
      .throwOnError();
  });

  it('searches by title, pages, filters by status and department, and flags expired jobs', async () => {
    const { page, close } = await openCareers();
    await expectPageHeading(page, 'Careers');
    await page.getByLabel('Search by title').fill(`Listed ${tag}`);
    await page.getByText('Showing 1–20 of 23').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 21–23 of 23').waitFor();

    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Closed' });
    await page.getByText('Showing 1–3 of 3').waitFor();
    expect(adminPathOf(page)).toContain('status=closed');
    const expired = page.getByRole('row').filter({ hasText: listed(0) });
    await expired.getByText('Expired').waitFor();
    const link = page.getByRole('link', { name: `2 applications to ${listed(1)}` });
    expect(await link.getAttribute('href')).toBe(`/admin/job-applications?job=${withApplications}`);
    await page.getByRole('link', { name: `1 application to ${listed(2)}`, exact: true }).waitFor();

    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All statuses' });
    await page.getByLabel('Department', { exact: true }).selectOption({ label: `List ${department}` });
    await page.getByText('Showing 1–20 of 23').waitFor();
    await page.getByLabel('Search by title').fill(listed(2));
    await page.getByText('Showing 1–1 of 1').waitFor();
    await page.getByRole('columnheader', { name: 'Title' }).getByRole('button').click();
    expect(adminPathOf(page)).toContain('sort=title.asc');
    await close();
  });

  it('deletes a job after a confirmation that says its applications are kept: it moves to the trash first', async () => {
    const { page, close } = await openCareers(`?q=${encodeURIComponent(listed(1))}`);
    await page.getByRole('button', { name: `Delete ${listed(1)}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete “${listed(1)}”?` });
    await confirm
      .getByText(/Its 2 applications are kept in Job applications, no longer linked to a job/)
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete job' }).click();
    await toastTitled(page, 'Job deleted');
    await page.getByText(`Nothing matches “${listed(1)}”.`).waitFor();
    // Delete moves it to the trash (restorable for 30 days): anon never sees it. Once an admin
    // deletes it for good, it is gone and its applications stay, unlinked.
    const trashed = await jobBySlug(`listed-${tag}-1`);
    expect(trashed?.deleted_at).not.toBeNull();
    expect(await anonSees(trashed?.id ?? '')).toBe(false);
    const admin = await member('admin');
    await admin.client.rpc('empty_trash', { p_table: 'jobs', p_ids: [trashed?.id ?? ''] }).throwOnError();
    expect(await jobBySlug(`listed-${tag}-1`)).toBeNull();
    const { data } = await service
      .from('job_applications')
      .select('job_id')
      .like('email', `%-${tag}@example.test`)
      .throwOnError();
    expect(data).toEqual([{ job_id: null }, { job_id: null }]);
    await close();
  });
});

describe('careers accessibility', () => {
  for (const width of [1280, 390])
    it(`has no axe violations on the list and the editor at ${width} px`, async () => {
      const { page, close } = await openCareers(`?q=${encodeURIComponent(`Listed ${tag}`)}`, width);
      await expectPageHeading(page, 'Careers');
      await page.getByText(/Showing 1–/).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(adminUrl('/career-management/new'));
      await expectPageHeading(page, 'New job');
      await page.getByRole('button', { name: 'Add requirement' }).click();
      expect(await axeViolations(page)).toEqual([]);
      await close();
    });
});
