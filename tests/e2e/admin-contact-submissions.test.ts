import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPathOf, adminUrl, expectPageHeading, signedInPage } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Member, member, productAnon, productService } from '../support/product.ts';

/**
 * /admin/contact-submissions against the shared stack: this file's own messages and bookings
 * (tagged), so other files' rows never change what it counts.
 */
const tag = randomUUID().slice(0, 8);
const service = productService();
const MESSAGES = 22;

let browser: Browser;
let admin: Member;
let editor: Member;

const pad = (n: number) => String(n).padStart(2, '0');
const subjectOf = (n: number) => `Question ${tag} ${pad(n)}`;
const emailOf = (n: number) => `sender-${tag}-${pad(n)}@example.com`;
const CALL = { name: `Casey Caller ${tag}`, email: `casey-${tag}@example.com`, company: `Acme ${tag}` };
const ARCHIVED = { name: `Old Archive ${tag}`, email: `old-${tag}@example.com` };
const VISITOR = {
  name: `Vic Visitor ${tag}`,
  email: `vic-${tag}@example.com`,
  subject: `Visitor question ${tag}`,
};
const TOTAL = MESSAGES + 3;

beforeAll(async () => {
  [browser, admin, editor] = await Promise.all([launchBrowser(), member('admin'), member('editor')]);
  await service
    .from('contact_submissions')
    .insert(
      Array.from({ length: MESSAGES }, (_, index) => ({
        kind: 'contact' as const,
        name: `Sender ${tag} ${pad(index + 1)}`,
        email: emailOf(index + 1),
        subject: subjectOf(index + 1),
        message: `Hello, a question about your services, number ${index + 1}.`,
      })),
    )
    .throwOnError();
  await service
    .from('contact_submissions')
    .insert({
      kind: 'discovery_call',
      ...CALL,
      phone: '+1 212 555 0100',
      website: 'https://acme.example.com',
      services: ['seo', 'ai-chatbots'],
      budget: '10k-25k',
      goals: `Double organic leads ${tag}`,
      preferred_date: '2027-01-15',
      preferred_time: '10:00',
      time_zone: 'America/New_York',
      attribution: {
        utm_source: 'google',
        utm_medium: 'cpc',
        gclid: `gclid-${tag}`,
        landing_page: '/book-discovery',
      },
    })
    .throwOnError();
  await service
    .from('contact_submissions')
    .insert({
      kind: 'contact',
      ...ARCHIVED,
      message: 'An old message that was dealt with.',
      status: 'archived',
    })
    .throwOnError();
  // A visitor's path: the anon key may add a message (and never read it back).
  const sent = await productAnon()
    .from('contact_submissions')
    .insert({ kind: 'contact', ...VISITOR, message: 'Do you work with charities in Scotland?' });
  expect(sent.error).toBeNull();
});

afterAll(async () => {
  await service.from('contact_submissions').delete().like('email', `%${tag}%`).throwOnError();
  await browser.close();
});

async function openInbox(who: Member, query = '', width?: number) {
  const opened = await signedInPage(browser, who, width ? { width } : {});
  await opened.page.goto(adminUrl(`/contact-submissions${query}`));
  await expectPageHeading(opened.page, 'Contact submissions');
  return opened;
}

const shown = (page: Page) => page.getByRole('navigation', { name: 'Pagination' }).locator('p');
const openButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `${name} – open`, exact: true });
const listedNames = async (page: Page) =>
  (
    await page
      .getByRole('row')
      .getByRole('button', { name: / – open$/ })
      .allTextContents()
  ).map((text) => text.replace(/ – open$/, ''));

async function openDetail(page: Page, name: string, title: string): Promise<Locator> {
  await openButton(page, name).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

async function expectToast(page: Page, text: string): Promise<void> {
  await expect
    .poll(async () => (await page.getByTestId('toast').allTextContents()).join(' | '), { timeout: 10_000 })
    .toContain(text);
}

const submissionBy = async (email: string) =>
  (
    await service
      .from('contact_submissions')
      .select('id, status, notes')
      .eq('email', email)
      .maybeSingle()
      .throwOnError()
  ).data;

describe('contact submissions: the inbox', () => {
  it('lists messages, bookings and a visitor’s message, new ones highlighted, and pages them', async () => {
    const { page, context } = await openInbox(editor, `?q=${tag}`);
    await expect.poll(() => shown(page).textContent()).toBe(`Showing 1–20 of ${TOTAL}`);
    const names = await listedNames(page);
    expect(names).toContain(VISITOR.name);
    expect(names).toContain(CALL.name);
    const visitorRow = page.getByRole('row').filter({ has: openButton(page, VISITOR.name) });
    // The name cell carries the highlight (the status column says New as well).
    expect(await visitorRow.getByRole('cell').first().getByText('New', { exact: true }).count()).toBe(1);
    expect(
      await openButton(page, VISITOR.name).evaluate((button) => getComputedStyle(button).fontWeight),
    ).toBe('700');
    const newCount = Number((await page.getByTestId('new-count').textContent())?.replace(/\D/g, ''));
    expect(newCount).toBeGreaterThanOrEqual(MESSAGES + 2);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => shown(page).textContent()).toBe(`Showing 21–${TOTAL} of ${TOTAL}`);
    await expect.poll(async () => (await listedNames(page)).length).toBe(TOTAL - 20);
    const archivedRow = page.getByRole('row').filter({ has: openButton(page, ARCHIVED.name) });
    expect(await archivedRow.getByText('New', { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('filters by kind and status and searches name, email, company and subject', async () => {
    const { page, context } = await openInbox(editor, `?q=${tag}`);
    await page.getByLabel('Kind', { exact: true }).selectOption({ label: 'Discovery call' });
    await expect.poll(() => adminPathOf(page)).toContain('kind=discovery_call');
    await expect.poll(() => listedNames(page)).toEqual([CALL.name]);
    await page.getByLabel('Kind', { exact: true }).selectOption({ label: 'All' });
    // Each change waits for the list it brings, so the next one builds on the shown filters.
    await expect.poll(() => listedNames(page)).toContain(ARCHIVED.name);
    await page.getByLabel('Status', { exact: true }).selectOption('archived');
    await expect.poll(() => adminPathOf(page)).toContain('status=archived');
    await expect.poll(() => listedNames(page)).toEqual([ARCHIVED.name]);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All statuses' });
    await expect.poll(async () => (await listedNames(page)).length).toBe(20);

    const search = page.getByLabel('Search name, email, company or subject');
    await search.fill(CALL.company);
    await expect.poll(() => listedNames(page)).toEqual([CALL.name]);
    await search.fill(subjectOf(7));
    await expect.poll(() => listedNames(page)).toEqual([`Sender ${tag} 07`]);
    await search.fill(VISITOR.email);
    await expect.poll(() => listedNames(page)).toEqual([VISITOR.name]);

    await search.fill(tag);
    await expect.poll(async () => (await listedNames(page)).length).toBe(20);
    await page.getByRole('button', { name: 'From', exact: true }).click();
    await expect.poll(async () => (await listedNames(page))[0]).toBe(CALL.name);
    expect(adminPathOf(page)).toContain('sort=name.asc');
    await context.close();
  });
});

describe('contact submissions: one item', () => {
  it('marks a new message read on opening, and replies by email with the exact mailto link', async () => {
    const { page, context } = await openInbox(editor, `?q=${emailOf(1)}`);
    expect((await submissionBy(emailOf(1)))?.status).toBe('new');
    const dialog = await openDetail(page, `Sender ${tag} 01`, subjectOf(1));
    await expect.poll(async () => (await submissionBy(emailOf(1)))?.status).toBe('read');
    await expect.poll(() => dialog.getByLabel('Status', { exact: true }).inputValue()).toBe('read');

    const reply = dialog.getByRole('link', { name: 'Reply by email' });
    expect(await reply.getAttribute('href')).toBe(
      `mailto:${emailOf(1)}?subject=${encodeURIComponent(`Re: ${subjectOf(1)}`)}`,
    );
    expect(await reply.getAttribute('href')).toBe(
      `mailto:${emailOf(1)}?subject=Re%3A%20Question%20${tag}%2001`,
    );
    // The mail app is outside the test: keep the browser on the page, let the app see the click.
    await page.evaluate(() =>
      window.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a[href^="mailto:"]')) event.preventDefault();
      }),
    );
    await reply.click();
    await dialog.getByRole('button', { name: 'Mark as replied' }).click();
    await expect.poll(async () => (await submissionBy(emailOf(1)))?.status).toBe('replied');

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    const row = page.getByRole('row').filter({ has: openButton(page, `Sender ${tag} 01`) });
    await expect.poll(() => row.getByText('New', { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('shows a booking in the visitor’s and the reader’s time zone, with services, budget and attribution', async () => {
    const { page, context } = await openInbox(editor, `?q=${CALL.email}`);
    const dialog = await openDetail(page, CALL.name, `Discovery call from ${CALL.name}`);
    expect(await dialog.getByTestId('visitor-slot').textContent()).toBe(
      'Fri, 15 Jan 2027, 10:00 (America/New_York)',
    );
    const readerZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const expected = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
      timeZone: readerZone,
    }).format(new Date('2027-01-15T15:00:00Z'));
    expect(await dialog.getByTestId('reader-slot').textContent()).toBe(expected);
    const text = await dialog.textContent();
    expect(text).toContain('SEO, AI Chatbots');
    expect(text).toContain('$10,000 to $25,000 a month');
    expect(text).toContain(CALL.company);
    expect(text).toContain(`Double organic leads ${tag}`);
    expect(text).toContain(`gclid-${tag}`);
    expect(await dialog.getByRole('link', { name: 'https://acme.example.com' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    expect(await dialog.getByRole('link', { name: 'Reply by email' }).getAttribute('href')).toBe(
      `mailto:${CALL.email}?subject=Re%3A%20Your%20enquiry%20to%20Grow%20Digital`,
    );
    await context.close();
  });

  it('stores notes and archives', async () => {
    const { page, context } = await openInbox(editor, `?q=${emailOf(2)}`);
    const dialog = await openDetail(page, `Sender ${tag} 02`, subjectOf(2));
    const notes = `Sent the pricing sheet ${tag}.`;
    await dialog.getByLabel('Notes').fill(notes);
    await dialog.getByRole('button', { name: 'Save notes' }).click();
    await expectToast(page, 'Notes saved');
    expect((await submissionBy(emailOf(2)))?.notes).toBe(notes);
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await expect.poll(async () => (await submissionBy(emailOf(2)))?.status).toBe('archived');
    await dialog.getByRole('button', { name: 'Back to inbox' }).waitFor();
    await context.close();
  });
});

describe('contact submissions: export', () => {
  it('exports every submission matching the filters as CSV', async () => {
    const { page, context } = await openInbox(editor, `?q=${tag}&kind=discovery_call`);
    await expect.poll(() => listedNames(page)).toEqual([CALL.name]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toEqual([
      'Received at',
      'Kind',
      'Status',
      'Name',
      'Email',
      'Phone',
      'Company',
      'Website',
      'Subject',
      'Message',
      'Services',
      'Budget',
      'Goals',
      'Preferred date',
      'Preferred time',
      'Time zone',
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
    expect(parsed.data).toHaveLength(1);
    expect(parsed.data[0]).toMatchObject({
      Kind: 'Discovery call',
      Name: CALL.name,
      Email: CALL.email,
      // lib/csv.ts writes a leading + as text, so a spreadsheet never runs it as a formula.
      Phone: "'+1 212 555 0100",
      Services: 'SEO; AI Chatbots',
      Budget: '$10,000 to $25,000 a month',
      'Preferred date': '2027-01-15',
      'Preferred time': '10:00',
      'Time zone': 'America/New_York',
      'UTM source': 'google',
      'Google Ads click id (gclid)': `gclid-${tag}`,
    });

    await page.getByLabel('Kind', { exact: true }).selectOption({ label: 'All' });
    await expect.poll(() => shown(page).textContent()).toBe(`Showing 1–20 of ${TOTAL}`);
    const all = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const allText = (await readFile(await (await all).path(), 'utf8')).replace(/^\uFEFF/, '');
    const allRows = Papa.parse<Record<string, string>>(allText, { header: true, skipEmptyLines: true }).data;
    expect(allRows).toHaveLength(TOTAL);
    expect(allRows.map((row) => row.Email)).toContain(VISITOR.email);
    await context.close();
  });
});

describe('contact submissions: roles', () => {
  it('gives editors no delete button, and the database refuses an editor’s delete', async () => {
    const { page, context } = await openInbox(editor, `?q=${emailOf(3)}`);
    const dialog = await openDetail(page, `Sender ${tag} 03`, subjectOf(3));
    await dialog.getByRole('button', { name: 'Save notes' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Delete submission' }).count()).toBe(0);
    const target = await submissionBy(emailOf(3));
    await editor.client
      .from('contact_submissions')
      .delete()
      .eq('id', target?.id ?? '');
    expect(await submissionBy(emailOf(3))).not.toBeNull();
    await context.close();
  });

  it('lets an admin delete a submission after a confirmation', async () => {
    const { page, context } = await openInbox(admin, `?q=${emailOf(4)}`);
    const dialog = await openDetail(page, `Sender ${tag} 04`, subjectOf(4));
    await dialog.getByRole('button', { name: 'Delete submission' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this submission?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Delete submission' }).click();
    await expectToast(page, 'Submission deleted');
    expect(await submissionBy(emailOf(4))).toBeNull();
    await context.close();
  });

  it('shows visitors nothing: an anonymous select returns no submissions', async () => {
    const { data } = await productAnon().from('contact_submissions').select('id').eq('email', VISITOR.email);
    expect(data ?? []).toEqual([]);
  });
});

describe('contact submissions: accessibility', () => {
  for (const width of [1280, 390])
    it(`has no axe violations at ${width} px, list and detail`, async () => {
      const { page, context } = await openInbox(editor, `?q=${CALL.email}`, width);
      await openButton(page, CALL.name).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await openDetail(page, CALL.name, `Discovery call from ${CALL.name}`);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
});
