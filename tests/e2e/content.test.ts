import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EXTRA_POSTS, UNPUBLISHED_POSTS } from '../support/e2e-posts.ts';
import { launchBrowser, openPage, siteUrl } from '../support/browser.ts';
import { productAnon, productService } from '../support/product.ts';
import { sitemapPaths } from '../support/sitemap.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const service = productService();
const anon = productAnon();
const page = async (pagePath: string) => {
  const response = await fetch(siteUrl(pagePath));
  return { status: response.status, html: await response.text() };
};
/** Text as the page shows it: tags dropped, entities decoded, whitespace collapsed. */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describe('content pages built from the database', () => {
  it('gives every published post a page, and lists them twelve to a page, newest first', async () => {
    const { data: published } = await anon
      .from('blog_posts')
      .select('slug, title, published_at')
      .order('published_at', { ascending: false });
    expect(published?.length).toBeGreaterThan(12);
    for (const post of published ?? []) {
      const { status, html } = await page(`/blog/${post.slug}`);
      expect(status, post.slug).toBe(200);
      expect(text(html)).toContain(post.title);
    }
    const first = text((await page('/blog')).html);
    const second = text((await page('/blog/page/2')).html);
    const titles = (published ?? []).map((p) => p.title);
    for (const title of titles.slice(0, 12)) expect(first).toContain(title);
    for (const title of titles.slice(12)) {
      expect(second).toContain(title);
      expect(first).not.toContain(title);
    }
    expect(titles.filter((t) => t.startsWith('Archive post'))).toHaveLength(EXTRA_POSTS);
  });

  it('never builds a draft or a post scheduled for later', async () => {
    for (const slug of Object.values(UNPUBLISHED_POSTS)) {
      expect((await page(`/blog/${slug}`)).status).toBe(404);
      await expect(fs.access(path.join(inject('siteDir'), 'blog', slug))).rejects.toThrow();
    }
    const everything = await Promise.all(
      ['/blog', '/blog/page/2', '/rss.xml', '/sitemap-0.xml', '/sitemap'].map(
        async (p) => (await page(p)).html,
      ),
    );
    for (const html of everything) {
      expect(html).not.toContain(UNPUBLISHED_POSTS.draft);
      expect(html).not.toContain(UNPUBLISHED_POSTS.scheduled);
      expect(html).not.toContain('A draft nobody may see');
    }
  });

  it('renders articles with author, date, reading time, anchored headings, safe external links, related posts and share links', async () => {
    const { data: post } = await anon
      .from('blog_posts')
      .select('slug, title, category, author:team_members(name)')
      .eq('slug', 'e2e-archive-post-1')
      .single();
    const { html } = await page(`/blog/${post?.slug ?? ''}`);
    expect(html).toMatch(
      /<h2 id="why-it-matters">Why it matters<a class="heading-anchor"[^>]*href="#why-it-matters"/,
    );
    expect(html).toContain(
      '<a href="https://example.com/measure" rel="noopener noreferrer" target="_blank">measurement</a>',
    );
    expect(text(html)).toMatch(/1 min read/);
    expect(text(html)).toContain('Keep reading');
    expect(html).toContain(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(siteUrl(`/blog/${post?.slug ?? ''}`))}`,
    );
    const seeded = await page('/blog/ai-lead-scoring-sales-trust');
    expect(text(seeded.html)).toContain('Jonah Whitfield');
  });

  it('lists categories and tags with their own pages', async () => {
    const analytics = text((await page('/blog/category/analytics')).html);
    expect(analytics).toContain('Archive post number 1 about measurement');
    expect((await page('/blog/tag/measurement')).html).toContain('noindex');
    const paths = await sitemapPaths();
    expect(paths).toContain('/blog/category/analytics');
    expect(paths.some((p) => p.startsWith('/blog/tag/'))).toBe(false);
  });

  it('builds case studies with challenge, solution, results and testimonial', async () => {
    const { data: studies } = await anon
      .from('case_studies')
      .select('slug, title, results, testimonial_quote');
    expect(studies?.length).toBeGreaterThanOrEqual(4);
    const list = text((await page('/case-studies')).html);
    for (const study of studies ?? []) {
      expect(list).toContain(study.title);
      const detail = text((await page(`/case-studies/${study.slug}`)).html);
      expect(detail).toContain('The challenge');
      expect(detail).toContain('What we did');
      for (const result of study.results as { value: string }[]) expect(detail).toContain(result.value);
      if (study.testimonial_quote) expect(detail).toContain(study.testimonial_quote.slice(0, 40));
    }
  });

  it('builds the portfolio with a working category filter', async () => {
    const { data: items } = await anon.from('portfolio_items').select('slug, title, category');
    for (const item of items ?? []) expect((await page(`/portfolio/${item.slug}`)).status).toBe(200);
    const { page: browserPage, context } = await openPage(browser);
    await browserPage.goto(siteUrl('/portfolio'));
    const cards = browserPage.locator('li[data-category]');
    expect(await cards.count()).toBe(items?.length);
    const category = items?.[0]?.category ?? '';
    await browserPage.getByRole('button', { name: category, exact: true }).click();
    const expected = (items ?? []).filter((i) => i.category === category).length;
    await expect.poll(() => cards.filter({ visible: true }).count()).toBe(expected);
    expect(
      await browserPage.getByRole('button', { name: category, exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(browserPage.url()).toContain('category=');
    await browserPage.reload();
    await expect.poll(() => cards.filter({ visible: true }).count()).toBe(expected);
    await browserPage.getByRole('button', { name: 'All work' }).click();
    await expect.poll(() => cards.filter({ visible: true }).count()).toBe(items?.length);
    await context.close();
  });

  it('shows videos by category, and loads the player only when asked', async () => {
    const { data: videos } = await anon.from('videos').select('youtube_id, title, category');
    const list = text((await page('/videos')).html);
    for (const video of videos ?? []) {
      expect(list).toContain(video.title);
      expect(list).toContain(video.category);
    }
    const id = videos?.[0]?.youtube_id ?? '';
    const { page: browserPage, context } = await openPage(browser);
    const youtube: string[] = [];
    context.on('request', (request) => {
      if (/youtube|ytimg/.test(request.url())) youtube.push(request.url());
    });
    await context.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
    );
    await browserPage.goto(siteUrl(`/video/${id}`));
    await browserPage.waitForLoadState('networkidle');
    expect(youtube).toEqual([]);
    await browserPage.getByRole('button', { name: /^Play video/ }).click();
    const frame = browserPage.locator('iframe');
    expect(await frame.getAttribute('src')).toBe(
      `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
    );
    await expect.poll(() => youtube.length).toBeGreaterThan(0);
    await context.close();
  });

  it('counts a download through the RPC when the file is opened', async () => {
    const { data: resource } = await service
      .from('resources')
      .select('id, slug, download_count, file_path')
      .not('file_path', 'is', null)
      .limit(1)
      .single();
    const { page: browserPage, context } = await openPage(browser);
    await browserPage.goto(siteUrl('/resources/downloads'));
    const link = browserPage.locator(`a[data-resource-id="${resource?.id ?? ''}"]`);
    expect(await link.getAttribute('href')).toContain(
      `/storage/v1/object/public/downloads/${resource?.file_path ?? ''}`,
    );
    const counted = browserPage.waitForResponse((r) => r.url().includes('/rest/v1/rpc/count_download'));
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    expect((await counted).status()).toBe(200);
    await popup.close();
    const { data: after } = await service
      .from('resources')
      .select('download_count')
      .eq('id', resource?.id ?? '')
      .single();
    expect(after?.download_count).toBe((resource?.download_count ?? 0) + 1);
    await expect
      .poll(() => browserPage.locator(`[data-download-count="${resource?.id ?? ''}"]`).textContent())
      .toBe(String(after?.download_count));
    const events = (await browserPage.evaluate(() => window.dataLayer ?? [])) as {
      event?: string;
      file_extension?: string;
    }[];
    expect(events.some((e) => e.event === 'file_download')).toBe(true);
    await context.close();
  });

  it('groups the FAQ, builds the about page from about_content and the team, and lists open jobs', async () => {
    // Rows other test files add while this one runs came after the shared build: not on its pages.
    const builtAt = (await fs.stat(path.join(inject('siteDir'), 'index.html'))).mtime.toISOString();
    const { data: faqs } = await anon.from('faqs').select('question, category').lt('created_at', builtAt);
    const faq = text((await page('/resources/faq')).html);
    for (const item of faqs ?? []) {
      expect(faq).toContain(item.question);
      expect(faq).toContain(item.category);
    }
    const { data: about } = await anon.from('about_content').select('headline, mission').single();
    const { data: team } = await anon.from('team_members').select('name, role').lt('created_at', builtAt);
    const aboutPage = text((await page('/about')).html);
    expect(aboutPage).toContain(about?.headline);
    expect(aboutPage).toContain(about?.mission);
    for (const member of team ?? []) expect(aboutPage).toContain(member.name);
    const { data: jobs } = await anon.from('jobs').select('slug, title').lt('created_at', builtAt);
    const careers = text((await page('/careers')).html);
    for (const job of jobs ?? []) {
      expect(careers).toContain(job.title);
      expect((await page(`/careers/${job.slug}`)).status).toBe(200);
    }
    const hub = text((await page('/resource-center')).html);
    expect(hub).toContain('Latest articles');
    expect(hub).toContain('Case studies');
  });

  it('publishes an RSS feed of the newest posts', async () => {
    const { status, html: xml } = await page('/rss.xml');
    expect(status).toBe(200);
    expect(xml).toContain('<rss');
    const { data: newest } = await anon
      .from('blog_posts')
      .select('slug')
      .order('published_at', { ascending: false })
      .limit(1)
      .single();
    expect(xml).toContain(siteUrl(`/blog/${newest?.slug ?? ''}`));
    expect(xml).not.toContain(UNPUBLISHED_POSTS.draft);
  });
});
