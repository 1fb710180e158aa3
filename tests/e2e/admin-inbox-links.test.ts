import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPathOf, adminUrl, expectPageHeading, signedInPage, submitSignIn } from '../support/admin.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { type Member, member, productService } from '../support/product.ts';

/**
 * The address of one inbox item, `/admin/contact-submissions?open=<id>` and
 * `/admin/job-applications?open=<id>`, which the staff emails link to: this file's own rows
 * (tagged), the item asked for older than a full page of newer ones, so it is never on the
 * list's first page and the dialog must read it by id.
 */
const tag = randomUUID().slice(0, 8);
const service = productService();
const NEWER = 21;
const PDF = Buffer.from(`%PDF-1.4\n% cv ${tag}\ntrailer <<>>\n%%EOF\n`);

let browser: Browser;
let admin: Member;
let editor: Member;
let jobId: string;
let resumePath: string;
let messageId: string;
let applicationId: string;

const MESSAGE = {
  name: `Olive Older ${tag}`,
  subject: `Linked question ${tag}`,
  email: `olive-${tag}@example.com`,
};
const APPLICANT = { full_name: `Otto Older ${tag}`, email: `otto-${tag}@example.com` };

beforeAll(async () => {
  [browser, admin, editor] = await Promise.all([launchBrowser(), member('admin'), member('editor')]);
  messageId = (
    await service
      .from('contact_submissions')
      .insert({ kind: 'contact', ...MESSAGE, message: `The message behind the link ${tag}.` })
      .select('id')
      .single()
      .throwOnError()
  ).data.id;
  await service
    .from('contact_submissions')
    .insert(
      Array.from({ length: NEWER }, (_, n) => ({
        kind: 'contact' as const,
        name: `Newer ${tag} ${String(n)}`,
        email: `newer-${tag}-${String(n)}@example.com`,
        message: 'A newer message.',
      })),
    )
    .throwOnError();

  jobId = (
    await service
      .from('jobs')
      .insert({
        slug: `e2e-links-${tag}`,
        title: `E2E linked role ${tag}`,
        department: 'Design',
        location: 'Remote',
        employment_type: 'full_time',
        status: 'open',
        published_at: new Date().toISOString(),
      })
      .select('id')
      .single()
      .throwOnError()
  ).data.id;
  resumePath = `${randomUUID()}/cv.pdf`;
  const uploaded = await service.storage
    .from('resumes')
    .upload(resumePath, PDF, { contentType: 'application/pdf' });
  expect(uploaded.error).toBeNull();
  applicationId = (
    await service
      .from('job_applications')
      .insert({ job_id: jobId, ...APPLICANT, resume_path: resumePath, cover_letter: `Hire me ${tag}.` })
      .select('id')
      .single()
      .throwOnError()
  ).data.id;
  await service
    .from('job_applications')
    .insert(
      Array.from({ length: NEWER }, (_, n) => ({
        job_id: jobId,
        full_name: `Newer ${tag} ${String(n)}`,
        email: `newer-${tag}-${String(n)}@example.com`,
        resume_path: resumePath,
      })),
    )
    .throwOnError();
});

afterAll(async () => {
  await service.from('contact_submissions').delete().like('email', `%${tag}%`).throwOnError();
  await service.from('job_applications').delete().eq('job_id', jobId).throwOnError();
  await service.from('jobs').delete().eq('id', jobId).throwOnError();
  await service.storage.from('resumes').remove([resumePath]);
  await browser.close();
});

/** A signed-in page at `path`; waits for the page's h1 unless a dialog opens over it (and hides it). */
async function visit(who: Member, path: string, heading: string | null) {
  const opened = await signedInPage(browser, who);
  await opened.page.goto(adminUrl(path));
  if (heading) await expectPageHeading(opened.page, heading);
  return opened;
}

/** The names the list's first page shows (each row's open button, without its hidden suffix). */
const listedNames = async (page: Page) =>
  (
    await page
      .getByRole('row')
      .getByRole('button', { name: / – open/ })
      .allTextContents()
  ).map((text) => text.replace(/ – open.*$/, ''));

async function expectToast(page: Page, text: string): Promise<void> {
  await expect
    .poll(async () => (await page.getByTestId('toast').allTextContents()).join(' | '), { timeout: 10_000 })
    .toContain(text);
}

const statusOf = async (id: string) =>
  (await service.from('contact_submissions').select('status').eq('id', id).single().throwOnError()).data
    .status;

describe('an inbox item’s own address', () => {
  it('opens a contact message that is not on the first page, marks it read, and closing keeps the filters', async () => {
    const filters = `/contact-submissions?q=${tag}&kind=contact`;
    const { page, context } = await visit(admin, `${filters}&open=${messageId}`, null);
    const dialog = page.getByRole('dialog', { name: MESSAGE.subject });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`The message behind the link ${tag}.`);
    expect(await dialog.textContent()).toContain(MESSAGE.email);
    await expect.poll(() => statusOf(messageId)).toBe('read');

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => adminPathOf(page)).toBe(filters);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // The oldest of this file's 22: the list's first page (20) under the dialog never had it.
    await expect.poll(async () => (await listedNames(page)).length).toBe(20);
    expect(await listedNames(page)).not.toContain(MESSAGE.name);

    // Opening a row from the list gives the address to share.
    const [first] = await listedNames(page);
    await page.getByRole('button', { name: `${first ?? ''} – open`, exact: true }).click();
    await page.getByRole('dialog', { name: `Contact message from ${first ?? ''}` }).waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.get('kind')).toBe('contact');
    const { data } = await service
      .from('contact_submissions')
      .select('name')
      .eq('id', url.searchParams.get('open') ?? '')
      .single();
    expect(data?.name).toBe(first);
    await context.close();
  });

  it('says a contact message no longer exists and shows the list, for a deleted id or one that is no id', async () => {
    for (const missing of [randomUUID(), 'not-an-id']) {
      const { page, context } = await visit(
        editor,
        `/contact-submissions?open=${missing}`,
        'Contact submissions',
      );
      await expectToast(page, 'This message no longer exists');
      await expect.poll(() => adminPathOf(page)).toBe('/contact-submissions');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expect.poll(async () => (await listedNames(page)).length).toBeGreaterThan(0);
      await context.close();
    }
  });

  it('opens a job application that is not on the first page, and closing clears ?open', async () => {
    const filters = `/job-applications?q=${tag}`;
    const { page, context } = await visit(admin, `${filters}&open=${applicationId}`, null);
    const dialog = page.getByRole('dialog', { name: APPLICANT.full_name });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`Hire me ${tag}.`);
    expect(await dialog.textContent()).toContain(`E2E linked role ${tag}`);

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => adminPathOf(page)).toBe(filters);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(async () => (await listedNames(page)).length).toBe(20);
    expect(await listedNames(page)).not.toContain(APPLICANT.full_name);

    const [first] = await listedNames(page);
    await page.getByRole('button', { name: `${first ?? ''} – open application`, exact: true }).click();
    await page.getByRole('dialog', { name: first ?? '' }).waitFor();
    const { data } = await service
      .from('job_applications')
      .select('full_name')
      .eq('id', new URL(page.url()).searchParams.get('open') ?? '')
      .single();
    expect(data?.full_name).toBe(first);
    await context.close();
  });

  it('says a job application no longer exists and shows the list', async () => {
    const { page, context } = await visit(
      editor,
      `/job-applications?open=${randomUUID()}`,
      'Job applications',
    );
    await expectToast(page, 'This application no longer exists');
    await expect.poll(() => adminPathOf(page)).toBe('/job-applications');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('sends signed-out staff through sign-in and onto the item', async () => {
    const { page, context } = await openPage(browser);
    const path = `/job-applications?open=${applicationId}`;
    await page.goto(adminUrl(path));
    await expect
      .poll(() => adminPathOf(page))
      .toBe(`/login?${new URLSearchParams({ next: path }).toString()}`);
    await submitSignIn(page, editor.email);
    await expect.poll(() => adminPathOf(page)).toBe(path);
    await page.getByRole('dialog', { name: APPLICANT.full_name }).waitFor();
    await context.close();
  });
});
