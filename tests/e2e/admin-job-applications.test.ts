import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminPathOf, adminUrl, expectPageHeading, signedInPage } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Member, member, productAnon, productService } from '../support/product.ts';

/**
 * /admin/job-applications against the shared stack: this file's own jobs and applications (tagged),
 * so other files' rows never change what it counts.
 */
const tag = randomUUID().slice(0, 8);
const service = productService();
const PDF = Buffer.from(`%PDF-1.4\n% résumé ${tag}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
const MANY = 25;

let browser: Browser;
let admin: Member;
let editor: Member;
let jobA: { id: string; title: string };
let jobB: { id: string; title: string };
const resumePaths: string[] = [];

const pad = (n: number) => String(n).padStart(2, '0');
const emailOf = (n: number) => `app-${tag}-${pad(n)}@example.com`;
const ANON_NAME = `Ari Anon ${tag}`;
const ANON_EMAIL = `ari-${tag}@example.com`;
const SPECIAL_NAME = `Zed Special ${tag}`;
const SPECIAL_EMAIL = `zed-${tag}@example.com`;
const TO_DELETE_EMAIL = emailOf(25);

async function uploadResume(name: string): Promise<string> {
  const path = `${randomUUID()}/${name}.pdf`;
  await service.storage
    .from('resumes')
    .upload(path, PDF, { contentType: 'application/pdf' })
    .then(({ error }) => {
      expect(error).toBeNull();
    });
  resumePaths.push(path);
  return path;
}

async function createJob(letter: string): Promise<{ id: string; title: string }> {
  const { data } = await service
    .from('jobs')
    .insert({
      slug: `e2e-apps-${tag}-${letter}`,
      title: `E2E ${letter.toUpperCase()} role ${tag}`,
      department: 'Design',
      location: 'Remote',
      employment_type: 'full_time',
      status: 'open',
      published_at: new Date().toISOString(),
    })
    .select('id, title')
    .single()
    .throwOnError();
  return data;
}

beforeAll(async () => {
  [browser, admin, editor] = await Promise.all([launchBrowser(), member('admin'), member('editor')]);
  [jobA, jobB] = await Promise.all([createJob('a'), createJob('b')]);
  const sharedResume = await uploadResume('shared-cv');
  const rows = Array.from({ length: MANY }, (_, index) => ({
    job_id: jobA.id,
    full_name: `Applicant ${tag} ${pad(index + 1)}`,
    email: emailOf(index + 1),
    resume_path: sharedResume,
  }));
  const deletable = rows.at(-1);
  if (deletable) deletable.resume_path = await uploadResume('to-delete');
  await service.from('job_applications').insert(rows).throwOnError();
  await service
    .from('job_applications')
    .insert({
      job_id: jobB.id,
      full_name: SPECIAL_NAME,
      email: SPECIAL_EMAIL,
      phone: '+44 20 7946 0000',
      linkedin_url: 'https://www.linkedin.com/in/zed-special',
      portfolio_url: 'https://zed.example.com',
      cover_letter: `I would love to join.\nSecond line ${tag}.`,
      resume_path: await uploadResume('zed-cv'),
      attribution: { utm_source: 'newsletter', utm_campaign: `hiring-${tag}`, landing_page: '/careers' },
    })
    .throwOnError();
  await service
    .from('job_applications')
    .update({ status: 'interview' })
    .eq('email', emailOf(2))
    .throwOnError();

  // A visitor's path: upload into a fresh folder, then apply (no read-back).
  const visitor = productAnon();
  const anonPath = `${randomUUID()}/ari-cv.pdf`;
  const uploaded = await visitor.storage
    .from('resumes')
    .upload(anonPath, PDF, { contentType: 'application/pdf' });
  expect(uploaded.error).toBeNull();
  resumePaths.push(anonPath);
  const applied = await visitor.from('job_applications').insert({
    job_id: jobA.id,
    full_name: ANON_NAME,
    email: ANON_EMAIL,
    resume_path: anonPath,
    attribution: { utm_source: 'linkedin', landing_page: '/careers' },
  });
  expect(applied.error).toBeNull();
});

afterAll(async () => {
  await service.from('job_applications').delete().in('job_id', [jobA.id, jobB.id]).throwOnError();
  await service.from('jobs').delete().in('id', [jobA.id, jobB.id]).throwOnError();
  await service.storage.from('resumes').remove(resumePaths);
  await browser.close();
});

async function openApplications(who: Member, query = '', width?: number) {
  const opened = await signedInPage(browser, who, width ? { width } : {});
  await opened.page.goto(adminUrl(`/job-applications${query}`));
  await expectPageHeading(opened.page, 'Job applications');
  return opened;
}

const shown = (page: Page) => page.getByRole('navigation', { name: 'Pagination' }).locator('p');
const firstNames = (page: Page) =>
  page
    .getByRole('row')
    .getByRole('button', { name: /open application$/ })
    .allTextContents();

async function openDetail(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `${name} – open application` }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
}

async function expectToast(page: Page, text: string): Promise<void> {
  await expect
    .poll(async () => (await page.getByTestId('toast').allTextContents()).join(' | '), { timeout: 10_000 })
    .toContain(text);
}

const applicationBy = async (email: string) =>
  (
    await service
      .from('job_applications')
      .select('id, status, notes, resume_path')
      .eq('email', email)
      .maybeSingle()
      .throwOnError()
  ).data;

describe('job applications: the list', () => {
  it('lists one job’s applications (?job=) including a visitor’s, pages them, and shows every job', async () => {
    const { page, context } = await openApplications(admin, `?job=${jobA.id}&q=${tag}`);
    expect(await page.getByLabel('Job', { exact: true }).inputValue()).toBe(jobA.id);
    await expect.poll(() => shown(page).textContent()).toBe(`Showing 1–20 of ${MANY + 1}`);
    // Newest first: the visitor applied last.
    expect((await firstNames(page))[0]).toBe(`${ANON_NAME} – open application`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => shown(page).textContent()).toBe(`Showing 21–${MANY + 1} of ${MANY + 1}`);
    await expect.poll(async () => (await firstNames(page)).length).toBe(MANY + 1 - 20);
    expect(adminPathOf(page)).toContain('page=2');

    await page.getByLabel('Job', { exact: true }).selectOption({ label: 'All jobs' });
    await expect.poll(() => adminPathOf(page)).not.toContain('job=');
    await expect.poll(() => shown(page).textContent()).toBe(`Showing 1–20 of ${MANY + 2}`);

    await page.getByLabel('Job', { exact: true }).selectOption(jobB.id);
    await expect.poll(() => firstNames(page)).toEqual([`${SPECIAL_NAME} – open application`]);
    await context.close();
  });

  it('filters by status, searches name and email, and sorts by name', async () => {
    const { page, context } = await openApplications(admin, `?q=${tag}`);
    await page.getByLabel('Status', { exact: true }).selectOption('interview');
    await expect.poll(() => adminPathOf(page)).toContain('status=interview');
    await expect.poll(() => firstNames(page)).toEqual([`Applicant ${tag} 02 – open application`]);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All statuses' });
    // Each change waits for the list it brings, so the next one builds on the shown filters.
    await expect.poll(async () => (await firstNames(page)).length).toBe(20);

    await page.getByLabel('Search by name or email').fill(SPECIAL_EMAIL);
    await expect.poll(() => firstNames(page)).toEqual([`${SPECIAL_NAME} – open application`]);
    await page.getByLabel('Search by name or email').fill(ANON_NAME);
    await expect.poll(() => firstNames(page)).toEqual([`${ANON_NAME} – open application`]);

    await page.getByLabel('Search by name or email').fill(tag);
    await expect.poll(async () => (await firstNames(page)).length).toBe(20);
    await page.getByRole('button', { name: 'Applicant', exact: true }).click();
    await expect.poll(async () => (await firstNames(page))[0]).toBe(`Applicant ${tag} 01 – open application`);
    await page.getByRole('button', { name: 'Applicant', exact: true }).click();
    await expect.poll(async () => (await firstNames(page))[0]).toBe(`${SPECIAL_NAME} – open application`);
    expect(adminPathOf(page)).toContain('sort=full_name.desc');
    await context.close();
  });
});

describe('job applications: one application', () => {
  it('shows contact, links, cover letter and attribution; status and notes are stored', async () => {
    const { page, context } = await openApplications(editor, `?q=${SPECIAL_EMAIL}`);
    const dialog = await openDetail(page, SPECIAL_NAME);
    const linkedIn = dialog.getByRole('link', { name: 'https://www.linkedin.com/in/zed-special' });
    expect(await linkedIn.getAttribute('target')).toBe('_blank');
    expect(await linkedIn.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await dialog.getByRole('link', { name: 'https://zed.example.com' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    const text = await dialog.textContent();
    expect(text).toContain(jobB.title);
    expect(text).toContain(`Second line ${tag}.`);
    expect(text).toContain(`hiring-${tag}`);
    expect(text).toContain('UTM source');

    await dialog.getByLabel('Status', { exact: true }).selectOption('interview');
    await expectToast(page, 'Status changed');
    await expect.poll(async () => (await applicationBy(SPECIAL_EMAIL))?.status).toBe('interview');
    await dialog.getByLabel('Status', { exact: true }).selectOption('offer');
    await expect.poll(async () => (await applicationBy(SPECIAL_EMAIL))?.status).toBe('offer');

    const notes = `Strong portfolio; call back Tuesday ${tag}.`;
    await dialog.getByLabel('Notes').fill(notes);
    await dialog.getByRole('button', { name: 'Save notes' }).click();
    await expectToast(page, 'Notes saved');
    expect((await applicationBy(SPECIAL_EMAIL))?.notes).toBe(notes);

    await page.reload();
    // The address names the open application (?open=<id>): a reload shows it again, read afresh.
    const reopened = page.getByRole('dialog', { name: SPECIAL_NAME });
    await reopened.waitFor();
    expect(await reopened.getByLabel('Notes').inputValue()).toBe(notes);
    expect(await reopened.getByLabel('Status', { exact: true }).inputValue()).toBe('offer');
    await context.close();
  });

  it('opens the résumé through a short-lived signed URL; the file has no public address', async () => {
    const { page, context } = await openApplications(editor, `?q=${SPECIAL_EMAIL}`);
    const dialog = await openDetail(page, SPECIAL_NAME);
    const signedGet = context.waitForEvent('request', {
      predicate: (request) => request.method() === 'GET' && request.url().includes('/object/sign/resumes/'),
    });
    const popup = context.waitForEvent('page');
    await dialog.getByRole('button', { name: /Open résumé/ }).click();
    await popup;
    const signedUrl = (await signedGet).url();
    expect(signedUrl).toMatch(/\/storage\/v1\/object\/sign\/resumes\/[0-9a-f-]{36}\/zed-cv\.pdf\?token=/);

    const response = await fetch(signedUrl);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF);

    const path = (await applicationBy(SPECIAL_EMAIL))?.resume_path ?? '';
    const publicResponse = await fetch(`${inject('productUrl')}/storage/v1/object/public/resumes/${path}`);
    expect(publicResponse.status).toBeGreaterThanOrEqual(400);
    expect(publicResponse.status).toBeLessThan(500);
    const noToken = await fetch(`${inject('productUrl')}/storage/v1/object/sign/resumes/${path}`);
    expect(noToken.status).toBeGreaterThanOrEqual(400);
    expect(noToken.status).toBeLessThan(500);
    await context.close();
  });
});

describe('job applications: export', () => {
  it('exports every application matching the filters as CSV', async () => {
    const { page, context } = await openApplications(editor, `?job=${jobA.id}&q=${tag}`);
    await expect.poll(() => shown(page).textContent()).toBe(`Showing 1–20 of ${MANY + 1}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^job-applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toEqual([
      'Applied at',
      'Name',
      'Email',
      'Phone',
      'Job',
      'Status',
      'LinkedIn',
      'Portfolio',
      'Cover letter',
      'Notes',
      'UTM source',
      'UTM medium',
      'UTM campaign',
      'UTM term',
      'UTM content',
      'Google Ads click id (gclid)',
      'Meta click id (fbclid)',
      'Referrer',
      'Landing page',
    ]);
    expect(parsed.data).toHaveLength(MANY + 1);
    expect(new Set(parsed.data.map((row) => row.Email))).toEqual(
      new Set([...Array.from({ length: MANY }, (_, index) => emailOf(index + 1)), ANON_EMAIL]),
    );
    const anonRow = parsed.data.find((row) => row.Email === ANON_EMAIL);
    expect(anonRow).toMatchObject({
      Name: ANON_NAME,
      Job: jobA.title,
      Status: 'New',
      'UTM source': 'linkedin',
    });
    await expectToast(page, `${MANY + 1} rows exported.`);
    await context.close();
  });
});

describe('job applications: roles', () => {
  it('gives editors no delete button, and the database refuses an editor’s delete', async () => {
    const { page, context } = await openApplications(editor, `?q=${emailOf(3)}`);
    const dialog = await openDetail(page, `Applicant ${tag} 03`);
    await dialog.getByRole('button', { name: 'Save notes' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Delete application' }).count()).toBe(0);
    const target = await applicationBy(emailOf(3));
    await editor.client
      .from('job_applications')
      .delete()
      .eq('id', target?.id ?? '');
    expect(await applicationBy(emailOf(3))).not.toBeNull();
    await context.close();
  });

  it('lets an admin delete an application after a confirmation, with its résumé', async () => {
    const before = await applicationBy(TO_DELETE_EMAIL);
    expect(before).not.toBeNull();
    const { page, context } = await openApplications(admin, `?q=${TO_DELETE_EMAIL}`);
    const dialog = await openDetail(page, `Applicant ${tag} 25`);
    await dialog.getByRole('button', { name: 'Delete application' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this application?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Delete application' }).click();
    await expectToast(page, 'Application deleted');
    expect(await applicationBy(TO_DELETE_EMAIL)).toBeNull();
    const file = await service.storage.from('resumes').download(before?.resume_path ?? '');
    expect(file.error).toBeTruthy();
    await context.close();
  });

  it('shows visitors nothing: an anonymous select returns no applications', async () => {
    const { data } = await productAnon().from('job_applications').select('id').eq('job_id', jobA.id);
    expect(data ?? []).toEqual([]);
  });
});

describe('job applications: accessibility', () => {
  for (const width of [1280, 390])
    it(`has no axe violations at ${width} px, list and detail`, async () => {
      const { page, context } = await openApplications(editor, `?q=${SPECIAL_EMAIL}`, width);
      await page.getByRole('button', { name: `${SPECIAL_NAME} – open application` }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await openDetail(page, SPECIAL_NAME);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
});
