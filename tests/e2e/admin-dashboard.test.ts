import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, expectPageHeading, pageHeading, signedInPage } from '../support/admin.ts';
import { launchBrowser } from '../support/browser.ts';
import { member, productAnon, productService } from '../support/product.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

interface Stats {
  inbox: Record<
    'contact' | 'discovery_call' | 'applications' | 'newsletter',
    { last_7_days: number; last_30_days: number }
  >;
  unread: Record<'contact' | 'discovery_call' | 'applications', number>;
  content: { blog_posts: { published: number; scheduled: number; draft: number }; case_studies: number };
  unpublished_changes: number;
  recent_activity: { actor_email: string | null }[];
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
      `Blog posts${posts.published} published, ${posts.scheduled} scheduled, ${posts.draft} drafts`,
    );
    expect(await counts.textContent()).toContain(`Case studies${stats.content.case_studies}`);
    expect(await page.getByRole('img', { name: /new items in the last 30 days/ }).count()).toBe(1);
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
    expect(await activity.first().textContent()).toContain(editor.email);
    await context.close();
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
