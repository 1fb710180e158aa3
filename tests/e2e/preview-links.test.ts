import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, expectPageHeading, signedInPage } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { hydrated, launchBrowser, openPage, siteUrl } from '../support/browser.ts';
import { type Member, member, productAnon, productService } from '../support/product.ts';
import { sitemapPaths } from '../support/sitemap.ts';

const tag = randomUUID().slice(0, 8);
const INVALID = 'This preview link has expired or is not valid';

let browser: Browser;
let editor: Member;
const service = productService();

beforeAll(async () => {
  browser = await launchBrowser();
  editor = await member('editor');
});

afterAll(async () => {
  await service.from('case_studies').delete().like('slug', `e2e-preview-${tag}-%`).throwOnError();
  await service.from('blog_posts').delete().like('slug', `e2e-preview-${tag}-%`).throwOnError();
  await browser.close();
});

/** A visitor (a browser context of its own, signed in nowhere) opens a link; the page shows what it loaded. */
async function openAsVisitor(url: string, width = 1280): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await openPage(browser, { width, cookiesAccepted: true });
  await page.goto(url);
  await hydrated(page, 'SiteHeader');
  await page
    .getByRole('note', { name: 'Preview' })
    .or(page.getByRole('heading', { name: INVALID }))
    .waitFor();
  return { page, close: () => context.close() };
}

const hoursUntil = (iso: string | null): number => (new Date(iso ?? 0).getTime() - Date.now()) / 3_600_000;

async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
}

describe('preview links: a draft case study', () => {
  it('an editor shares a link; a visitor sees the draft in the site layout; after revoking, the link is not valid', async () => {
    const { page, context } = await signedInPage(browser, editor);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl('/') });
    await page.goto(adminUrl('/case-studies/new'));
    await expectPageHeading(page, 'New case study');
    const title = `Preview draft ${tag}`;
    const slug = `e2e-preview-${tag}-case`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Slug', { exact: true }).fill(slug);
    await page.getByLabel('Client', { exact: true }).fill('Preview Client Co');
    await page.getByLabel('Summary').fill('What the client will review before it goes live.');
    await page
      .getByLabel('The challenge')
      .fill('## Before\n\nLeads went **cold**.\n\n<script>window.hacked = 1</script>');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expectToast(page, 'Draft saved');
    await expectPageHeading(page, `Edit: ${title}`);

    // Share: a week-long link, copied and shown with its expiry.
    await page.getByRole('button', { name: 'Share preview link' }).click();
    await expectToast(page, 'Preview link copied');
    const field = page.getByLabel('Preview link');
    const link = await field.inputValue();
    expect(link).toMatch(new RegExp(`^${siteUrl('/preview')}\\?token=[A-Za-z0-9_-]{43}$`));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(await page.getByText('Anyone with this link can view this item, read-only, until').count()).toBe(
      1,
    );

    // A visitor: the draft with the site's header and footer, under the banner.
    const visitor = await openAsVisitor(link);
    const shown = visitor.page;
    expect(shown.url()).toBe(siteUrl('/preview'));
    await shown.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await shown.getByRole('note', { name: 'Preview' }).textContent()).toMatch(
      /Draft preview · Status: Draft\. Not public: only people with this link can see it\. This link expires on /,
    );
    const expires = await shown
      .getByRole('note', { name: 'Preview' })
      .locator('time')
      .getAttribute('datetime');
    expect(hoursUntil(expires)).toBeGreaterThan(167.9);
    expect(hoursUntil(expires)).toBeLessThanOrEqual(168);
    expect(await shown.getByText('Case study · Preview Client Co').count()).toBe(1);
    expect(await shown.locator('h2', { hasText: 'Before' }).count()).toBe(1);
    expect(await shown.locator('strong', { hasText: 'cold' }).count()).toBe(1);
    expect(await shown.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    expect(await shown.getByRole('banner').getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    expect(await shown.getByRole('contentinfo').count()).toBe(1);
    expect(await shown.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    expect(await shown.locator('meta[name="referrer"]').getAttribute('content')).toBe('no-referrer');
    expect(await sitemapPaths()).not.toContain('/preview');
    expect(await axeViolations(shown)).toEqual([]);

    // Never on the live site: no page for it, not in the list, not readable with the anon key.
    const live = await fetch(siteUrl(`/case-studies/${slug}`));
    expect(live.status).toBe(404);
    expect(await (await fetch(siteUrl('/case-studies'))).text()).not.toContain(title);
    const { data: anonRows } = await productAnon().from('case_studies').select('id').eq('slug', slug);
    expect(anonRows).toEqual([]);

    // Revoked: the same tab, reloaded, says the link is no longer valid.
    await page.getByRole('button', { name: 'Revoke preview links' }).click();
    await expectToast(page, '1 preview link revoked');
    await shown.reload();
    await shown.getByRole('heading', { level: 1, name: INVALID }).waitFor();
    expect(await shown.getByText(title).count()).toBe(0);
    await visitor.close();
    await context.close();
  });

  it('"Preview" opens the saved item in a new tab, through a link that works for an hour', async () => {
    const { data: study } = await editor.client
      .from('case_studies')
      .insert({
        slug: `e2e-preview-${tag}-tab`,
        title: `Tab preview ${tag}`,
        client: 'Tab Client',
        status: 'draft',
      })
      .select('id')
      .single()
      .throwOnError();
    const { page, context } = await signedInPage(browser, editor);
    await page.goto(adminUrl(`/case-studies/${study.id}`));
    await expectPageHeading(page, `Edit: Tab preview ${tag}`);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Preview', exact: true }).click(),
    ]);
    await tab.waitForURL(siteUrl('/preview'));
    await tab.getByRole('heading', { level: 1, name: `Tab preview ${tag}` }).waitFor();
    const expires = await tab.getByRole('note', { name: 'Preview' }).locator('time').getAttribute('datetime');
    expect(hoursUntil(expires)).toBeGreaterThan(0.9);
    expect(hoursUntil(expires)).toBeLessThanOrEqual(1);
    await context.close();
  });
});

describe('preview links: a draft blog post', () => {
  it('shows the post as its page would: Markdown through the site renderer, author, category, tags', async () => {
    const { data: author } = await service
      .from('team_members')
      .select('id, name, role')
      .eq('is_published', true)
      .limit(1)
      .single()
      .throwOnError();
    const { data: post } = await editor.client
      .from('blog_posts')
      .insert({
        slug: `e2e-preview-${tag}-post`,
        title: `Draft post ${tag}`,
        excerpt: 'A draft a client reviews before it is published.',
        body: '## Why it matters\n\nText with a [link](https://example.com/a).\n\n## What to do\n\n<img src=x onerror="window.hacked=1">Done.',
        category: 'Strategy',
        tags: ['preview', 'drafts'],
        author_id: author.id,
        status: 'draft',
      })
      .select('id')
      .single()
      .throwOnError();
    const { data: token, error } = await editor.client.rpc('create_preview_link', {
      p_table: 'blog_posts',
      p_id: post.id,
      p_hours: 2,
    });
    expect(error).toBeNull();

    const { page, close } = await openAsVisitor(siteUrl(`/preview?token=${token}`), 390);
    await page.getByRole('heading', { level: 1, name: `Draft post ${tag}` }).waitFor();
    const article = page.getByRole('article');
    expect(await article.getByRole('link', { name: 'Strategy' }).getAttribute('href')).toBe(
      '/blog/category/strategy',
    );
    expect(await article.getByText(author.name, { exact: true }).count()).toBe(1);
    expect(await article.getByText(author.role, { exact: true }).count()).toBe(1);
    expect(await article.getByRole('link', { name: '#preview' }).count()).toBe(1);
    const contents = page.getByRole('navigation', { name: 'In this article' });
    expect(await contents.getByRole('link').allTextContents()).toEqual(['Why it matters', 'What to do']);
    const external = article.getByRole('link', { name: 'link', exact: true });
    expect(await external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await article.locator('img[onerror], img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    expect((await fetch(siteUrl(`/blog/e2e-preview-${tag}-post`))).status).toBe(404);
    await close();
  });

  it('an unknown token, or none, shows the not-valid page', async () => {
    for (const url of [siteUrl(`/preview?token=${'A'.repeat(43)}`), siteUrl('/preview')]) {
      const { page, close } = await openAsVisitor(url, 390);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(INVALID);
      await close();
    }
  });
});
