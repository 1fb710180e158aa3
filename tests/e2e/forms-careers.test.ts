import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import {
  beforeHydration,
  dataLayer,
  hydrated,
  launchBrowser,
  openPage,
  recordEvents,
  siteUrl,
} from '../support/browser.ts';
import { member, type Member, productAnon, productService } from '../support/product.ts';
import { expectThankYouFor } from '../support/thank-you.ts';

/**
 * The job application island as mounted on /careers: a select of the open jobs, the applicant's
 * details and the résumé, uploaded into the private bucket before the row is stored.
 */
let browser: Browser;
let admin: Member;
let openJobs: { id: string; title: string }[];
beforeAll(async () => {
  [browser, admin] = await Promise.all([launchBrowser(), member('admin')]);
  const { data } = await productAnon().from('jobs').select('id, title').eq('status', 'open');
  openJobs = data ?? [];
});
afterAll(async () => browser.close());

const service = productService();
const unique = () => randomUUID().slice(0, 8);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const UPLOADED_PATH = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/Ari-Applicant-CV\.pdf$/;

async function openApplication(page: Page): Promise<Locator> {
  await page.goto(siteUrl('/careers'));
  const form = page.locator('form[data-form="job_application"]');
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'JobApplicationForm');
  await hydrated(page, 'Toaster');
  return form;
}

async function fillApplication(form: Locator, jobId: string, email: string) {
  await form.getByLabel('Role').selectOption(jobId);
  await form.getByLabel('Full name').fill('Ari Applicant');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Phone').fill('+44 20 7946 0958');
  await form.getByLabel('LinkedIn profile').fill('linkedin.com/in/ari-applicant');
  await form.getByLabel('Portfolio or website').fill('ari.design');
  await form.getByLabel('Cover letter').fill('Ten years of paid search, most recently in ecommerce.');
  await form
    .getByLabel('Résumé')
    .setInputFiles({ name: 'Ari Applicant – CV.pdf', mimeType: 'application/pdf', buffer: PDF });
}

const toasts = (page: Page) => page.locator('[data-variant]');
const fieldError = (form: Locator, controlId: string) => form.locator(`#${controlId}-error`).innerText();

/** Holds requests to `pattern` until released. */
async function hold(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Counts résumé uploads the page makes. */
function countUploads(page: Page): { count: number } {
  const uploads = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/storage/v1/object/resumes/'))
      uploads.count += 1;
  });
  return uploads;
}

describe('job application (/careers)', () => {
  it('offers the open jobs and stores an application with its résumé, which only staff can open', async () => {
    expect(openJobs.length).toBeGreaterThan(0);
    const job = openJobs[0] ?? { id: '', title: '' };
    const { page, context } = await openPage(browser);
    const submits = await recordEvents(page, 'form_submit');
    const form = await openApplication(page);
    const options = await form
      .getByLabel('Role')
      .locator('option')
      .evaluateAll((elements) =>
        elements.map((option) => ({ id: (option as HTMLOptionElement).value, title: option.textContent })),
      );
    expect(options.filter((option) => option.id !== '').sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [...openJobs].sort((a, b) => a.id.localeCompare(b.id)),
    );

    const email = `ari-${unique()}@example.com`;
    await fillApplication(form, job.id, email);
    const releaseInsert = await hold(page, '**/rest/v1/job_applications');
    await form.getByRole('button', { name: 'Submit application' }).click();
    const busy = form.getByRole('button', { name: 'Submitting application...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    releaseInsert();
    await page.waitForURL(siteUrl('/thank-you'));
    await expectThankYouFor(page, 'job_application');
    expect(submits).toEqual([
      expect.objectContaining({ form_name: 'job_application', job_id: job.id, job_title: job.title }),
    ]);

    const { data } = await admin.client
      .from('job_applications')
      .select(
        'job_id, full_name, email, phone, linkedin_url, portfolio_url, cover_letter, resume_path, status, attribution',
      )
      .eq('email', email)
      .single();
    expect(data).toMatchObject({
      job_id: job.id,
      full_name: 'Ari Applicant',
      email,
      phone: '+44 20 7946 0958',
      linkedin_url: 'https://linkedin.com/in/ari-applicant',
      portfolio_url: 'https://ari.design',
      cover_letter: 'Ten years of paid search, most recently in ecommerce.',
      status: 'new',
      attribution: { landing_page: '/careers' },
    });
    const path = data?.resume_path ?? '';
    expect(path).toMatch(UPLOADED_PATH);
    const download = await admin.client.storage.from('resumes').download(path);
    expect(Buffer.from(await (download.data ?? new Blob()).arrayBuffer())).toEqual(PDF);
    expect((await productAnon().storage.from('resumes').download(path)).error).toBeTruthy();
    const signedIn = await member('no_role');
    expect((await signedIn.client.storage.from('resumes').download(path)).error).toBeTruthy();
    await context.close();
  });

  it('checks every field and the résumé in the browser before uploading anything', async () => {
    const { page, context } = await openPage(browser);
    const form = await openApplication(page);
    const uploads = countUploads(page);
    await form.getByRole('button', { name: 'Submit application' }).click();
    await expect.poll(() => fieldError(form, 'job-name')).toBe('Enter your name');
    expect(await fieldError(form, 'job-email')).toBe('Enter your email address');
    expect(await fieldError(form, 'job-resume')).toBe('Attach your résumé (PDF, DOC or DOCX, up to 10 MB)');
    expect(await form.locator('#job-resume').getAttribute('aria-invalid')).toBe('true');
    const firstInvalid = (await form.getByLabel('Role').inputValue()) === '' ? 'job-role' : 'job-name';
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(firstInvalid);
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await fillApplication(form, openJobs[0]?.id ?? '', `ari-${unique()}@example.com`);
    await form.getByLabel('LinkedIn profile').fill('https://example.com/in/ari');
    await form
      .getByLabel('Résumé')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await form.getByRole('button', { name: 'Submit application' }).click();
    await expect
      .poll(() => fieldError(form, 'job-linkedin'))
      .toBe('Enter your LinkedIn profile address, like https://www.linkedin.com/in/your-name');
    expect(await fieldError(form, 'job-resume')).toBe('Upload your résumé as a PDF, DOC or DOCX file');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('job-linkedin');

    await form.getByLabel('Résumé').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    await form.getByRole('button', { name: 'Submit application' }).click();
    await expect.poll(() => fieldError(form, 'job-resume')).toBe('Your résumé must be 10 MB or smaller');
    expect(await form.getByLabel('Cover letter').inputValue()).toBe(
      'Ten years of paid search, most recently in ecommerce.',
    );
    expect(uploads.count).toBe(0);
    await context.close();
  });

  it('keeps the uploaded résumé when the application is not stored, and reuses it on the retry', async () => {
    const { page, context } = await openPage(browser);
    const form = await openApplication(page);
    const uploads = countUploads(page);
    const email = `retry-${unique()}@example.com`;
    await fillApplication(form, openJobs[0]?.id ?? '', email);

    await page.route('**/rest/v1/job_applications', (route) => route.abort('connectionrefused'));
    await form.getByRole('button', { name: 'Submit application' }).click();
    await expect
      .poll(() => toasts(page).allInnerTexts())
      .toEqual([
        expect.stringContaining("We couldn't reach our server. Check your connection and try again."),
      ]);
    expect(await toasts(page).innerText()).toContain('Application not sent');
    expect(uploads.count).toBe(1);
    expect(await form.getByLabel('Full name').inputValue()).toBe('Ari Applicant');
    expect(
      await form.getByLabel('Résumé').evaluate((input) => (input as HTMLInputElement).files?.[0]?.name),
    ).toBe('Ari Applicant – CV.pdf');
    await page.unroute('**/rest/v1/job_applications');

    await form.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL(siteUrl('/thank-you'));
    expect(uploads.count).toBe(1);
    const { data } = await admin.client.from('job_applications').select('resume_path').eq('email', email);
    expect(data).toHaveLength(1);
    expect(data?.[0]?.resume_path).toMatch(UPLOADED_PATH);
    await context.close();
  });

  it('says so when the role closed after the page was built, and pushes no dataLayer event', async () => {
    const job = openJobs[openJobs.length - 1] ?? { id: '', title: '' };
    const { page, context } = await openPage(browser);
    const form = await openApplication(page);
    const email = `closed-${unique()}@example.com`;
    await fillApplication(form, job.id, email);
    await service.from('jobs').update({ status: 'closed' }).eq('id', job.id).throwOnError();
    try {
      await form.getByRole('button', { name: 'Submit application' }).click();
      await expect
        .poll(() => toasts(page).allInnerTexts())
        .toEqual([
          expect.stringContaining(
            'This role is no longer taking applications, or your résumé did not finish uploading. Please reload the page and try again.',
          ),
        ]);
      expect(
        (await dataLayer(page)).filter((event) => (event as { event?: string }).event === 'form_submit'),
      ).toEqual([]);
      expect(await form.getByLabel('Email address').inputValue()).toBe(email);
    } finally {
      await service.from('jobs').update({ status: 'open' }).eq('id', job.id).throwOnError();
    }
    await context.close();
  });

  it('sends the application and résumé chosen and submitted before the form hydrated', async () => {
    const job = openJobs[0] ?? { id: '', title: '' };
    const { page, context } = await openPage(browser);
    const form = page.locator('form[data-form="job_application"]');
    const email = `early-${unique()}@example.com`;
    await beforeHydration(page, 'JobApplicationForm', '/careers', async () => {
      await fillApplication(form, job.id, email);
      await form.getByRole('button', { name: 'Submit application' }).click({ timeout: 5000 });
    });
    await page.waitForURL(siteUrl('/thank-you'));
    const { data } = await admin.client
      .from('job_applications')
      .select('job_id, full_name, cover_letter, resume_path')
      .eq('email', email)
      .single();
    expect(data).toMatchObject({
      job_id: job.id,
      full_name: 'Ari Applicant',
      cover_letter: 'Ten years of paid search, most recently in ecommerce.',
    });
    expect(data?.resume_path).toMatch(UPLOADED_PATH);
    await context.close();
  });

  it('shows the role already chosen on the role’s own page, before the form hydrates', async () => {
    const { data: job } = await productAnon()
      .from('jobs')
      .select('id, slug')
      .eq('status', 'open')
      .limit(1)
      .single();
    const { page, context } = await openPage(browser);
    const role = page.locator('form[data-form="job_application"]').getByLabel('Role');
    await beforeHydration(page, 'JobApplicationForm', `/careers/${job?.slug ?? ''}`, async () => {
      expect(await role.inputValue()).toBe(job?.id);
    });
    await role.scrollIntoViewIfNeeded();
    await hydrated(page, 'JobApplicationForm');
    expect(await role.inputValue()).toBe(job?.id);
    await context.close();
  });
});
