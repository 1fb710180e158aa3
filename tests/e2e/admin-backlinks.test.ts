import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, expectPageHeading, signedInPage } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Member, member, productService } from '../support/product.ts';

const tag = randomUUID().slice(0, 8);
const TARGET = `https://growdigital.example/e2e-${tag}/services`;
const partner = (name: string) => `https://partner-${tag}.example/${name}`;

/** A page on 127.0.0.1 that links to TARGET until the test takes the link away. */
let linkOnPage = true;
let server: http.Server;
let pageUrl = '';

let browser: Browser;
let editor: Member;
const service = productService();

beforeAll(async () => {
  server = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    const link = linkOnPage
      ? `<a href="${TARGET}/" rel="nofollow">Grow Digital services</a>`
      : 'No link today.';
    response.end(`<!doctype html><html><body><p>Our partners: ${link}</p></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/partners-${tag}`;
  browser = await launchBrowser();
  editor = await member('editor');
});

afterAll(async () => {
  await service.from('backlinks').delete().like('target_url', `%e2e-${tag}%`).throwOnError();
  await browser.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function openBacklinks(query = `?q=${tag}`, width?: number) {
  const { page, context } = await signedInPage(browser, editor, width ? { width } : {});
  await page.goto(adminUrl(`/backlink-management${query}`));
  await expectPageHeading(page, 'Backlinks');
  return { page, close: () => context.close() };
}

const rowOf = (page: Page, source: string) => page.locator('tbody tr').filter({ hasText: source });

const stored = async (source: string) =>
  (
    await service
      .from('backlinks')
      .select(
        'target_url, expected_anchor, notes, status, anchor_text, rel, last_http_status, last_checked_at',
      )
      .eq('source_url', source)
      .maybeSingle()
      .throwOnError()
  ).data;

describe('backlinks: add, edit, delete', () => {
  it('adds a backlink with checked fields, refuses a duplicate pair kindly, edits and deletes it', async () => {
    const { page, close } = await openBacklinks();
    await page.getByRole('button', { name: 'Add backlink' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add backlink' });
    await dialog.getByLabel('Linking page').fill('partner.example/no-scheme');
    await dialog.getByLabel('Target').fill('https://has a space.example');
    await dialog.getByRole('button', { name: 'Add backlink' }).click();
    await dialog
      .getByText('Enter the page that links to us as a full address starting with https://')
      .waitFor();
    await dialog.getByText('Enter the page it links to as a full address starting with https://').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByLabel('Linking page').fill(partner('article'));
    await dialog.getByLabel('Target').fill(TARGET);
    await dialog.getByLabel('Expected anchor text (optional)').fill('Grow Digital');
    await dialog.getByRole('button', { name: 'Add backlink' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await stored(partner('article'))).toMatchObject({
      target_url: TARGET,
      expected_anchor: 'Grow Digital',
      status: 'pending',
    });
    await rowOf(page, partner('article')).getByText('Not checked').waitFor();

    await page.getByRole('button', { name: 'Add backlink' }).click();
    await dialog.getByLabel('Linking page').fill(partner('article'));
    await dialog.getByLabel('Target').fill(TARGET);
    await dialog.getByRole('button', { name: 'Add backlink' }).click();
    await expect
      .poll(() => page.getByTestId('toast').first().textContent())
      .toContain('This page is already tracked as linking to that target');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await rowOf(page, partner('article'))
      .getByRole('button', { name: `Edit ${partner('article')}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit backlink' });
    await edit.getByLabel('Notes (optional)').fill('Guest post, 2026');
    await edit.getByRole('button', { name: 'Save backlink' }).click();
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await stored(partner('article')))?.notes).toBe('Guest post, 2026');

    await rowOf(page, partner('article'))
      .getByRole('button', { name: `Delete ${partner('article')}` })
      .click();
    await page.getByRole('alertdialog', { name: 'Delete this backlink?' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Delete backlink' }).click();
    await rowOf(page, partner('article')).waitFor({ state: 'detached' });
    expect(await stored(partner('article'))).toBeNull();
    await close();
  });
});

describe('backlinks: CSV import', () => {
  it('adds new pairs, skips tracked ones and repeats, and reports invalid lines', async () => {
    await service
      .from('backlinks')
      .insert({ source_url: partner('tracked'), target_url: TARGET })
      .throwOnError();
    const csv = [
      'source_url,target_url,expected_anchor',
      `${partner('one')},${TARGET},Grow`,
      `${partner('two')},${TARGET},`,
      `${partner('tracked')},${TARGET},`,
      `${partner('one')},${TARGET},Again`,
      `not a url,${TARGET},`,
    ].join('\n');
    const { page, close } = await openBacklinks();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import backlinks' });
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'links.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByTestId('import-report').waitFor();
    const figure = async (label: string) => Number(await dialog.getByTestId(`report-${label}`).textContent());
    expect({
      added: await figure('Added'),
      tracked: await figure('Already tracked'),
      duplicates: await figure('Duplicates in the file'),
      invalid: await figure('Invalid'),
    }).toEqual({ added: 2, tracked: 1, duplicates: 1, invalid: 1 });
    expect(await dialog.getByTestId('invalid-rows').textContent()).toContain('Line 6:');
    expect(await stored(partner('one'))).toMatchObject({ expected_anchor: 'Grow', status: 'pending' });
    expect(await stored(partner('two'))).toMatchObject({ expected_anchor: null });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await rowOf(page, partner('two')).waitFor();
    await close();
  });
});

describe('backlinks: checking', () => {
  it('checks a page on loopback: Live with anchor and rel, then Lost (flagged) once the link is gone', async () => {
    linkOnPage = true;
    await service.from('backlinks').insert({ source_url: pageUrl, target_url: TARGET }).throwOnError();
    const { page, close } = await openBacklinks();
    const row = rowOf(page, pageUrl);
    await row.getByRole('button', { name: `Check now ${pageUrl}` }).click();
    await row.getByText('Live', { exact: true }).waitFor();
    await row.getByText('“Grow Digital services”').waitFor();
    await row.getByText('rel="nofollow"').waitFor();
    expect(await stored(pageUrl)).toMatchObject({
      status: 'live',
      last_http_status: 200,
      anchor_text: 'Grow Digital services',
      rel: 'nofollow',
    });

    linkOnPage = false;
    await row.getByRole('button', { name: `Check now ${pageUrl}` }).click();
    await row.getByText('Lost', { exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('lost-count').textContent()).toMatch(/\d+ lost links?/);
    expect(await stored(pageUrl)).toMatchObject({ status: 'lost', last_http_status: 200, anchor_text: null });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Status').selectOption('lost');
    await expect.poll(() => page.locator('tbody tr').filter({ hasText: tag }).count()).toBe(1);
    await close();
  });

  it('"Check all" checks every listed backlink and says how it went', async () => {
    linkOnPage = true;
    const { page, close } = await openBacklinks(`?q=${tag}`, 390);
    await rowOf(page, pageUrl).waitFor();
    await page.getByRole('button', { name: 'Check all' }).click();
    // The partner pages do not resolve (no internet here): they come back broken.
    await expect
      .poll(() => page.getByTestId('toast').first().textContent(), { timeout: 45_000 })
      .toMatch(/Check finished\s*\d+ checked: 1 live, 0 lost, \d+ broken\./);
    await rowOf(page, pageUrl).getByText('Live', { exact: true }).waitFor();
    expect((await stored(partner('one')))?.status).toBe('broken');
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});
