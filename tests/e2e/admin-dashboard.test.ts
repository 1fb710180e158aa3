import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPathOf, adminUrl, expectPageHeading, pageHeading, signedInPage } from '../support/admin.ts';
import { launchBrowser } from '../support/browser.ts';
import { member, productAnon, productService } from '../support/product.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const tag = randomUUID().slice(0, 8);
const shortDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' }).format(new Date(`${day}T00:00:00`));

interface Stats {
  inbox: Record<
    'contact' | 'discovery_call' | 'applications' | 'newsletter',
    { last_7_days: number; last_30_days: number }
  >;
  unread: Record<'contact' | 'discovery_call' | 'applications', number>;
  daily: { day: string }[];
  content: { blog_posts: { published: number; scheduled: number; draft: number }; case_studies: number };
  unpublished_changes: number;
}

describe('the dashboard', () => {
  it('shows the figures dashboard_stats() gives an admin', async () => {
    await productAnon()
      .from('newsletter_signups')
      .insert({ email: `dash-${randomUUID()}@example.test` })
      .throwOnError();
    const admin = await member('admin');
    const { data } = await admin.client.rpc('dashboard_stats').throwOnError();
    const stats = data as unknown as Stats;
    expect(stats.inbox.newsletter.last_7_days).toBeGreaterThan(0);

    const { page, context } = await signedInPage(browser, admin);
    await page.goto(adminUrl('/'));
    await expectPageHeading(page, 'Dashboard');
    for (const inbox of ['contact', 'discovery_call', 'applications', 'newsletter'] as const) {
      const card = page.getByTestId(`inbox-${inbox}`);
      expect(await card.getByTestId('last-7-days').textContent()).toBe(
        String(stats.inbox[inbox].last_7_days),
      );
      expect(await card.getByTestId('last-30-days').textContent()).toBe(
        String(stats.inbox[inbox].last_30_days),
      );
      if (inbox !== 'newsletter')
        expect(await card.getByTestId('unread').textContent()).toBe(String(stats.unread[inbox]));
    }
    const posts = stats.content.blog_posts;
    const counts = page.getByTestId('content-counts');
    expect(await counts.textContent()).toContain(
      `Blog posts${posts.published} published, ${posts.scheduled} scheduled, ${posts.draft} ${posts.draft === 1 ? 'draft' : 'drafts'}`,
    );
    expect(await counts.textContent()).toContain(`Case studies${stats.content.case_studies}`);
    expect(await page.getByRole('img', { name: /new inbox items? from \d+ \w+ to \d+ \w+/ }).count()).toBe(1);
    await context.close();
  });

  it('counts unpublished changes since the last successful publish, and lists recent activity', async () => {
    const service = productService();
    const editor = await member('editor');
    const now = new Date().toISOString();
    await service
      .from('site_builds')
      .insert({ status: 'succeeded', requested_at: now, started_at: now, finished_at: now })
      .throwOnError();
    const tag = randomUUID().slice(0, 8);
    const question = `Dashboard question ${tag}?`;
    await editor.client
      .from('faqs')
      .insert({ question, answer: 'An answer.', category: 'General' })
      .throwOnError();
    // One reorder of a list is one change, however many rows it renumbers.
    const { data: faqs } = await editor.client
      .from('faqs')
      .select('id')
      .eq('is_published', true)
      .order('sort_order')
      .throwOnError();
    expect(faqs.length).toBeGreaterThan(2);
    await editor.client
      .rpc('reorder_content', { target: 'faqs', ids: faqs.map((faq) => faq.id).reverse() })
      .throwOnError();
    // Inbox work, a media upload no page uses, and a draft created and deleted change nothing on the site.
    const { data: submission } = await service.from('contact_submissions').select('id').limit(1).single();
    await editor.client
      .from('contact_submissions')
      .update({ status: 'read' })
      .eq('id', submission?.id ?? '')
      .throwOnError();
    await editor.client
      .from('media_assets')
      .insert({ path: `dashboard/${tag}.png`, alt_text: 'Not used yet', file_name: `${tag}.png` })
      .throwOnError();
    const { data: draft } = await editor.client
      .from('blog_posts')
      .insert({ slug: `dashboard-draft-${tag}`, title: 'A draft that never was', status: 'draft' })
      .select('id')
      .single()
      .throwOnError();
    await editor.client.from('blog_posts').delete().eq('id', draft.id).throwOnError();

    const { data } = await editor.client.rpc('dashboard_stats').throwOnError();
    const stats = data as unknown as Stats;
    expect(stats.unpublished_changes).toBe(2);

    const { page, context } = await signedInPage(browser, editor);
    await page.goto(adminUrl('/'));
    await pageHeading(page);
    await expect.poll(() => page.getByTestId('unpublished-changes').textContent()).toBe('2 changes');
    const listed = page.getByTestId('pending-change');
    // Each item once, with what happens to it and who did it (the time after the comma varies).
    await expect
      .poll(async () => (await listed.allTextContents()).map((text) => text.replace(/, [^,]*$/, '')).sort())
      .toEqual([`New${question}FAQYou`, 'ReorderedOrder of FAQsYou']);
    expect(await page.getByTestId('last-publish').textContent()).toMatch(/now|seconds? ago|minutes? ago/);
    const activity = page.getByTestId('recent-activity').getByRole('listitem');
    expect(await activity.first().textContent()).toContain('You removed blog post');
    await context.close();
    // Leave the FAQ page as the shared build shows it, for the other files.
    await editor.client
      .rpc('reorder_content', { target: 'faqs', ids: faqs.map((faq) => faq.id) })
      .throwOnError();
    await service.from('faqs').delete().eq('question', question).throwOnError();
    await service.from('media_assets').delete().eq('path', `dashboard/${tag}.png`).throwOnError();
  });

  it('shows an error with a retry when the figures cannot be loaded', async () => {
    const editor = await member('editor');
    const { page, context } = await signedInPage(browser, editor);
    let fail = true;
    await page.route('**/rest/v1/rpc/dashboard_stats', (route) =>
      fail ? route.abort('failed') : route.fallback(),
    );
    await page.goto(adminUrl('/'));
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await expect
      .poll(() => page.getByText('The dashboard could not be loaded').count(), { timeout: 20_000 })
      .toBe(1);
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('inbox-contact').waitFor();
    await context.close();
  });
});

describe('the dashboard reads like a person wrote it', () => {
  it('names changed items by their titles and fields in words, a reorder once, a deleted item too', async () => {
    const [editor, colleague] = await Promise.all([member('editor'), member('editor')]);
    const insert = async (title: string, sort_order: number) =>
      (
        await editor.client
          .from('portfolio_items')
          .insert({
            slug: `dash-${tag}-${String(sort_order)}`,
            title,
            client: 'Acme',
            category: 'Branding',
            sort_order,
          })
          .select('id')
          .single()
          .throwOnError()
      ).data.id;
    const kept = await insert(`Acme rebrand ${tag}`, 9001);
    const removed = await insert(`Old project ${tag}`, 9002);
    await editor.client
      .rpc('reorder_content', { target: 'portfolio_items', ids: [removed, kept] })
      .throwOnError();
    await editor.client
      .from('portfolio_items')
      .update({ title: `Acme rebrand ${tag}, renamed`, summary: 'A new summary.' })
      .eq('id', kept)
      .throwOnError();
    await editor.client.from('portfolio_items').delete().eq('id', removed).throwOnError();

    const activityOf = async (reader: typeof editor) => {
      const { page, context } = await signedInPage(browser, reader);
      await page.goto(adminUrl('/'));
      const list = page.getByTestId('recent-activity');
      await list.waitFor();
      const lines = await list.getByRole('listitem').allTextContents();
      await context.close();
      return lines;
    };
    const mine = (await activityOf(editor)).join('\n');
    expect(mine).toContain(`You removed portfolio item “Old project ${tag}”`);
    expect(mine).toContain(`You changed portfolio item “Acme rebrand ${tag}, renamed” (summary, title)`);
    expect(mine).toContain(`You reordered portfolio items`);
    expect(mine).toContain(`You added portfolio item “Acme rebrand ${tag}”`);
    for (const id of [kept, removed]) expect(mine).not.toContain(id.slice(0, 8));
    expect(mine.match(/reordered portfolio items/g)).toHaveLength(1);

    const theirs = (await activityOf(colleague)).join('\n');
    // A colleague by their display name (no name in the profile: the address before the @), never
    // by the email an editor may not read.
    const editorName = editor.email.split('@')[0] ?? '';
    expect(theirs).toContain(`${editorName} removed portfolio item “Old project ${tag}”`);
    expect(theirs).not.toContain(editor.email);
    expect(theirs).not.toContain('Another staff member');
    await productService().from('portfolio_items').delete().eq('id', kept).throwOnError();
  });

  it('draws the chart on labelled, dated axes, with a summary and the figures as a table', async () => {
    const admin = await member('admin');
    const { data } = await admin.client.rpc('dashboard_stats').throwOnError();
    const days = (data as unknown as Stats).daily.map((d) => d.day);
    const first = days[0] ?? '';
    const last = days.at(-1) ?? '';
    const { page, context } = await signedInPage(browser, admin);
    await page.goto(adminUrl('/'));
    const xAxis = page.getByTestId('chart-x-axis');
    await xAxis.waitFor();
    const dated = await xAxis.textContent();
    expect(dated).toContain(shortDay(last));
    expect(dated).toContain(shortDay(days.at(-8) ?? ''));
    expect((await page.getByTestId('chart-y-axis').allInnerTexts()).join(' ')).toMatch(/^0\b/);
    await page.getByText('New items per day').waitFor();
    const chart = page.getByRole('img', { name: new RegExp(`from ${shortDay(first)} to ${shortDay(last)}`) });
    expect(await chart.count()).toBe(1);

    await page.getByText('Show the figures by day').click();
    const table = page.getByRole('table', { name: 'New inbox items per day, last 30 days' });
    expect(await table.getByRole('row').count()).toBe(days.length + 1);
    expect(await table.getByRole('rowheader').first().textContent()).toBe(shortDay(first));
    await context.close();
  });

  it('links each content count to its list, and the discovery-call card to the list of calls', async () => {
    const editor = await member('editor');
    const { page, context } = await signedInPage(browser, editor);
    const counts = page.getByTestId('content-counts');
    const follow = async (link: ReturnType<typeof page.getByRole>, path: string, heading: string) => {
      await page.goto(adminUrl('/'));
      await counts.waitFor();
      await link.click();
      await expectPageHeading(page, heading);
      expect(adminPathOf(page)).toBe(path);
    };
    for (const [name, path, heading] of [
      ['Blog posts', '/blog-posts', 'Blog posts'],
      ['Case studies', '/case-studies', 'Case studies'],
      ['Portfolio items', '/portfolio', 'Portfolio'],
      ['Videos', '/youtube-management', 'YouTube videos'],
      ['Resources', '/resources', 'Resources'],
      ['FAQs', '/resources', 'Resources'],
      ['Open jobs', '/career-management?status=open', 'Careers'],
      ['Team members', '/about-management', 'About page'],
    ] as const)
      await follow(counts.getByRole('link', { name, exact: true }), path, heading);
    await follow(
      counts.getByRole('link', { name: /^\d+ drafts?$/ }),
      '/blog-posts?status=draft',
      'Blog posts',
    );
    expect(await page.getByLabel('Status').inputValue()).toBe('draft');

    await follow(
      page.getByTestId('inbox-discovery_call').getByRole('link', { name: 'Discovery calls' }),
      '/contact-submissions?kind=discovery_call',
      'Contact submissions',
    );
    expect(await page.getByLabel('Kind').inputValue()).toBe('discovery_call');
    const table = page.locator('main table[aria-busy="false"]');
    await table.waitFor();
    const kinds = await table.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds)).toEqual(new Set(['Discovery call']));
    await context.close();
  });
});
