/**
 * Stored XSS: a payload in every text column the site or the admin shows (found from the REST
 * API's catalogue), the site built again from those rows, every page that shows them opened in
 * Chromium, and the admin's lists, editors and dialogs too. A payload that runs calls
 * window.__xss('table.column'). Runtime is the site's build (1.5 to 2.5 min on a busy 2-core
 * machine; it runs while the admin is checked) plus about 40 s: 130 to 240 s measured here.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInPage, adminUrl } from '../support/admin.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { serviceClient } from '../support/clients.ts';
import { member } from '../support/product.ts';
import {
  inspectPage,
  navigateInApp,
  recordDialogs,
  recordXss,
  showsPayload,
  type XssRecord,
} from '../support/xss-browser.ts';
import { textColumnCatalogue, type TableColumns } from '../support/xss-catalogue.ts';
import { seedPayloads, type SeededPayloads } from '../support/xss-seed.ts';
import { buildFreshSite, type FreshSite } from '../support/xss-site.ts';
import { ALWAYS_VISITED, MISSING_PAGE, NOT_RENDERED, PROBES } from '../support/xss-tables.ts';
import { adminVisits } from '../support/xss-admin.ts';

let browser: Browser;
let catalogue: TableColumns[];
let seeded: SeededPayloads;
let site: Promise<FreshSite>;

beforeAll(async () => {
  catalogue = await textColumnCatalogue(inject('productUrl'), inject('serviceRoleKey'));
  seeded = await seedPayloads(serviceClient(), PROBES, catalogue);
  // Built while the admin is checked (it reads the same rows from the API, not from a build).
  site = buildFreshSite();
  site.catch(() => undefined);
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  // Each may be missing when beforeAll failed part-way.
  const started = { browser, site, seeded } as Partial<{
    browser: Browser;
    site: Promise<FreshSite>;
    seeded: SeededPayloads;
  }>;
  await started.browser?.close();
  await started.site?.then((fresh) => fresh.stop()).catch(() => undefined);
  await started.seeded?.cleanup();
}, 60_000);

/** Fails with what ran, where, and which DOM still holds live payload markup. */
function expectInert(record: XssRecord, live: string[]): void {
  expect({ calls: record.calls, dialogs: record.dialogs, live }).toEqual({
    calls: [],
    dialogs: [],
    live: [],
  });
}

async function checkPage(page: Page, live: string[], where: string) {
  const findings = await inspectPage(page);
  live.push(...findings.live.map((finding) => `${where}: ${finding}`));
  if (findings.brokenJsonLd > 0)
    live.push(`${where}: ${String(findings.brokenJsonLd)} JSON-LD block(s) broken`);
  return findings;
}

describe('stored XSS', () => {
  it('writes a payload into every text column of every table the site or admin shows, or says why not', () => {
    const probed = new Set(PROBES.map((probe) => probe.table));
    const uncovered = catalogue
      .map((entry) => entry.table)
      .filter((table) => !probed.has(table) && !(table in NOT_RENDERED));
    expect(uncovered, 'tables with text that no probe covers').toEqual([]);

    const byOutcome = (outcome: string) => [
      ...new Map(seeded.outcomes.filter((o) => o.outcome === outcome).map((o) => [o.field, o.detail])),
    ];
    const lines = [
      `Payloads stored in ${String(byOutcome('payload').length)} columns.`,
      'Constrained, cannot hold markup (CHECK refused every payload):',
      ...byOutcome('constrained').map(
        ([field, detail]) => `  ${field}: ${detail.replace(/^.*(constraint "[^"]+")$/, '$1')}`,
      ),
      'Left as they are:',
      ...byOutcome('kept').map(([field, detail]) => `  ${field}: ${detail}`),
      ...byOutcome('no text').map(([field, detail]) => `  ${field}: ${detail}`),
      'Tables not probed:',
      ...Object.entries(NOT_RENDERED).map(([table, reason]) => `  ${table}: ${reason}`),
    ];
    console.log(lines.join('\n'));
    expect(byOutcome('payload').length, 'columns holding a payload').toBeGreaterThan(100);
  });

  it('runs no payload in the admin: lists, editors with their preview, and each row’s dialog', async () => {
    const admin = await member('admin');
    const { page, context } = await signedInPage(browser, admin);
    const record = await recordXss(context);
    recordDialogs(page, record);
    const live: string[] = [];
    const missing: string[] = [];
    await page.goto(adminUrl('/'));
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await checkPage(page, live, '/ (dashboard)');
    for (const visit of adminVisits(seeded.keys)) {
      // In-app navigation: reloading the admin's code for each of ~25 pages costs a minute.
      await navigateInApp(page, adminUrl(visit.path));
      if (visit.shows) {
        if (!(await showsPayload(page))) missing.push(visit.path);
      } else await page.waitForLoadState('networkidle');
      if (visit.ready) await page.locator(visit.ready).first().waitFor();
      await checkPage(page, live, visit.path);
      for (const name of visit.open) {
        const buttons = page.getByRole('button', { name });
        await buttons
          .first()
          .waitFor({ timeout: 10_000 })
          .catch(() => undefined);
        const count = visit.onlyFirst ? Math.min(1, await buttons.count()) : await buttons.count();
        if (count === 0) missing.push(`${visit.path}: a button named ${String(name)}`);
        for (let index = 0; index < count; index += 1) {
          const where = `${visit.path} dialog ${String(name)} #${String(index)}`;
          await buttons.nth(index).click();
          if (!(await showsPayload(page, '[role="dialog"]'))) missing.push(where);
          await checkPage(page, live, where);
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'hidden' });
        }
      }
    }
    expectInert(record, live);
    expect(missing, 'admin pages and dialogs that did not show their payload row').toEqual([]);
    await context.close();
  }, 120_000);

  it('runs no payload on the built site, where the payloads show as text', async () => {
    const fresh = await site;
    const started = Date.now();
    const { page, context } = await openPage(browser, { cookieChoiceMade: true });
    const record = await recordXss(context);
    const live: string[] = [];
    const shown = new Set<string>();
    const queue = [...new Set([...ALWAYS_VISITED, ...PROBES.flatMap((probe) => probe.sitePaths ?? [])])];
    const visited = new Set<string>();
    const origin = new URL(fresh.url).origin;
    const visitAll = async (tab: Page) => {
      recordDialogs(tab, record);
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        if (visited.has(path)) continue;
        visited.add(path);
        const response = await tab.goto(new URL(path, fresh.url).href, { waitUntil: 'load' });
        expect(response?.status(), path).toBe(path === MISSING_PAGE ? 404 : 200);
        const findings = await checkPage(tab, live, path);
        if (findings.showsPayloadText) shown.add(path);
        // Pages made from payload text (a category's, a tag's): named after it, linked from here.
        const links = await tab.$$eval('a[href]', (anchors) =>
          anchors.map((a) => (a as HTMLAnchorElement).href),
        );
        for (const link of links) {
          const url = new URL(link);
          if (url.origin === origin && url.pathname.includes('xss')) queue.push(url.pathname);
        }
      }
    };
    // Three tabs side by side: most of a page's time is waiting on its requests.
    const tabs = [page, await context.newPage(), await context.newPage()];
    await Promise.all(tabs.map(visitAll));
    expectInert(record, live);
    const detailPages = PROBES.flatMap((probe) => probe.sitePaths?.slice(0, 1) ?? []);
    expect(
      detailPages.filter((path) => !shown.has(path)),
      'pages that do not show their payload',
    ).toEqual([]);
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    console.log(
      `Site built in ${seconds(fresh.buildMs)} s; ${String(visited.size)} pages checked in ${seconds(Date.now() - started)} s.`,
    );
    await context.close();
  }, 120_000);
});
