import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminUrl, expectPageHeading, signedInPage } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Member, member, productService } from '../support/product.ts';
import { startPublishingSite } from '../support/publishing-site.ts';

const tag = randomUUID().slice(0, 8);
const title = `Publish loop ${tag}`;
const slug = `publish-loop-${tag}`;
/** Pages of the first live build that must answer throughout the next build and its swap. */
const OLD_PAGES = ['/', '/about', '/blog', '/contact'];

const service = productService();
let browser: Browser;
let editor: Member;
let site: Awaited<ReturnType<typeof startPublishingSite>>;

// One build worker for the whole file: it must not outlive it, or it would claim other files' builds.
beforeAll(async () => {
  browser = await launchBrowser();
  editor = await member('editor');
  site = await startPublishingSite();
});

afterAll(async () => {
  await site.stop();
  await service.from('blog_posts').delete().eq('slug', slug).throwOnError();
  await browser.close();
});

const publishButton = (page: Page) => page.getByTestId('publish-button');
const publishName = async (page: Page) => (await publishButton(page).getAttribute('aria-label')) ?? '';
const panel = (page: Page) => page.getByRole('dialog', { name: 'Publish the site' });
const buildStatus = async (page: Page) =>
  ((await panel(page).getByTestId('build-status').textContent()) ?? '').trim();
const panelLog = async (page: Page) => (await panel(page).getByLabel('Build log').textContent()) ?? '';

/** The count in the button's name: "Publish site, 3 changes not live yet" or "…, the site is up to date". */
async function changesOf(page: Page): Promise<number> {
  const name = await publishName(page);
  if (name.endsWith('the site is up to date')) return 0;
  const count = /^Publish site, (\d+) changes? not live yet$/.exec(name)?.[1];
  if (count === undefined) throw new Error(`Unexpected Publish site button name: ${name}`);
  return Number(count);
}

/** Requests the old pages in parallel until stopped; returns every status seen. */
function pollOldPages(siteUrl: string) {
  const statuses: number[] = [];
  const polling = { running: true };
  const loop = (async () => {
    while (polling.running) {
      const answers = await Promise.all(
        OLD_PAGES.map((path) => fetch(new URL(path, siteUrl)).then((response) => response.status)),
      );
      statuses.push(...answers);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    stop: async () => {
      polling.running = false;
      await loop;
      return statuses;
    },
  };
}

describe('publishing from the admin', () => {
  it('publishes a new post: the build runs live in the panel, old pages keep serving, the post goes live', async () => {
    const { page, context } = await signedInPage(browser, editor);
    await page.goto(adminUrl('/blog-posts/new'));
    await expectPageHeading(page, 'New post');
    await expect.poll(() => publishName(page)).toMatch(/^Publish site, /);
    const before = await changesOf(page);

    await page.getByLabel('Title', { exact: true }).fill(title);
    expect(await page.getByLabel('Address (slug)').inputValue()).toBe(slug);
    await page.getByLabel('Excerpt').fill('A post published through the admin’s Publish button.');
    await page.getByLabel('Article (Markdown)').fill('## Live\n\nThis post went live from the admin.');
    await expect
      .poll(() => page.getByTestId('save-status').textContent(), { timeout: 20_000 })
      .toMatch(/Saved/);
    // The post's button is named for the post; the note says when visitors see it, scheduled or not.
    expect(await page.getByRole('button', { name: /Publish now/ }).count()).toBe(0);
    expect(await page.getByTestId('publication-note').textContent()).toMatch(
      /^Visitors see a published post, and every saved change, once the live site is updated \(Publish site, in the top bar\)\. A scheduled post needs nothing more: the live site is updated automatically shortly after its time/,
    );
    await page.getByRole('button', { name: 'Publish post' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Publishing' }).textContent())
      .toContain('Published');
    await expect.poll(() => changesOf(page)).toBeGreaterThan(before);
    expect((await fetch(new URL(`/blog/${slug}`, site.siteUrl))).status).toBe(404);

    await publishButton(page).click();
    await expect.poll(() => panel(page).getByTestId('publish-changes').textContent()).toMatch(/not live yet/);
    // The panel lists what the next build changes: the post once, however often it was saved.
    const changes = panel(page).getByTestId('pending-change');
    await expect.poll(() => changes.filter({ hasText: title }).count()).toBe(1);
    const listed = await changes.count();
    expect(await panel(page).getByTestId('publish-changes').textContent()).toBe(
      `${String(listed)} ${listed === 1 ? 'change is' : 'changes are'} not live yet.`,
    );
    expect(await changes.filter({ hasText: title }).allTextContents()).toEqual([
      expect.stringMatching(new RegExp(`^New${title}Blog postYou, `)),
    ]);
    expect(await axeViolations(page)).toEqual([]);
    const update = panel(page).getByRole('button', { name: 'Update live site' });
    await update.click();
    await expect.poll(() => buildStatus(page)).toMatch(/^(Queued|Building)$/);
    const poller = pollOldPages(site.siteUrl);
    try {
      await expect.poll(() => publishName(page)).toMatch(/^Publishing…/);
      await expect.poll(() => buildStatus(page), { timeout: 30_000 }).toBe('Building');
      // Off while the build runs, saying why.
      expect(await update.isDisabled()).toBe(true);
      expect(await update.getAttribute('aria-describedby')).toBeTruthy();
      expect(await panel(page).getByTestId('publish-blocked').textContent()).toMatch(/^A build is running/);
      // Log lines stream in while the build runs.
      await expect.poll(async () => (await panelLog(page)).length, { timeout: 60_000 }).toBeGreaterThan(20);
      expect(await buildStatus(page)).toBe('Building');
      await expect
        .poll(() => buildStatus(page), { timeout: 300_000, interval: 1000 })
        .toMatch(/^(Live|Failed)$/);
    } finally {
      const statuses = await poller.stop();
      expect(statuses.length).toBeGreaterThan(OLD_PAGES.length * 5);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    }
    const { data: build } = await service
      .from('site_builds')
      .select('status, trigger, error, log')
      .eq('requested_by', editor.id)
      .single()
      .throwOnError();
    expect({ status: build.status, trigger: build.trigger, error: build.error }).toEqual({
      status: 'succeeded',
      trigger: 'manual',
      error: null,
    });
    expect(await buildStatus(page)).toBe('Live');

    const live = await fetch(new URL(`/blog/${slug}`, site.siteUrl));
    expect(live.status).toBe(200);
    expect(await live.text()).toContain(title);
    await expect.poll(() => publishName(page)).toBe('Publish site, the site is up to date');
    await expect
      .poll(() => panel(page).getByTestId('publish-changes').textContent())
      .toBe('The site is up to date.');
    expect(await changes.count()).toBe(0);
    expect(await update.isDisabled()).toBe(false);

    await panel(page).getByRole('link', { name: 'Every build and its log' }).click();
    await expectPageHeading(page, 'Publishing');
    const row = page.getByRole('row').filter({ hasText: 'You' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByTestId('history-status').textContent()).toBe('Live');
    expect(await row.textContent()).toContain('Update live site');
    await row.getByRole('button', { name: /^View log/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Build log' });
    await dialog.waitFor();
    expect(build.log.length).toBeGreaterThan(0);
    await expect.poll(() => dialog.getByLabel('Build log').textContent()).toBe(build.log);
    await context.close();
  }, 420_000);

  it('names who requested each build: a colleague by the name in their profile, else their address before the @', async () => {
    const [named, unnamed] = await Promise.all([member('editor'), member('admin')]);
    await service.auth.admin
      .updateUserById(named.id, { user_metadata: { full_name: `Grace Hopper ${tag}` } })
      .then(({ error }) => expect(error).toBeNull());
    const at = new Date().toISOString();
    const finished = { status: 'failed', requested_at: at, started_at: at, finished_at: at } as const;
    await service
      .from('site_builds')
      .insert([
        { ...finished, requested_by: named.id, error: 'A named colleague’s build' },
        { ...finished, requested_by: unnamed.id, error: 'An unnamed colleague’s build' },
      ])
      .throwOnError();
    const { page, context } = await signedInPage(browser, editor);
    await page.goto(adminUrl('/publish'));
    await expectPageHeading(page, 'Publishing');
    await page
      .getByRole('row')
      .filter({ hasText: `Grace Hopper ${tag}` })
      .waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: unnamed.email.split('@')[0] ?? '' })
      .waitFor();
    const table = (await page.getByRole('table').textContent()) ?? '';
    expect(table).not.toContain('@');
    expect(table).not.toContain('Another staff member');
    await context.close();
  });

  for (const width of [1280, 390])
    it(`has no axe violations in the open panel and on the history page at ${String(width)} px`, async () => {
      const { page, context } = await signedInPage(browser, editor, { width });
      await page.goto(adminUrl('/publish'));
      await expectPageHeading(page, 'Publishing');
      await page.getByRole('row').filter({ hasText: 'You' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await publishButton(page).click();
      await panel(page).getByTestId('build-status').waitFor();
      await panel(page).getByLabel('Build log').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });

  it('refuses request-build to a signed-in user without a staff role, recording nothing', async () => {
    const outsider = await member('no_role');
    const response = await fetch(`${inject('productUrl')}/functions/v1/request-build`, {
      method: 'POST',
      headers: {
        apikey: inject('anonKey'),
        Authorization: `Bearer ${outsider.accessToken}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    const { count } = await service
      .from('site_builds')
      .select('id', { count: 'exact', head: true })
      .eq('requested_by', outsider.id)
      .throwOnError();
    expect(count).toBe(0);
  });
});
