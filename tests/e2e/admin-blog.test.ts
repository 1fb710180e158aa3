import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { renderMarkdown } from '../../src/lib/markdown/render.ts';
import { adminPathOf, adminUrl, expectPageHeading, signedInPage } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { XSS_POST } from '../support/e2e-posts.ts';
import { type Member, member, productAnon, productService } from '../support/product.ts';

const tag = randomUUID().slice(0, 8);
const service = productService();
let browser: Browser;
let editor: Member;

beforeAll(async () => {
  browser = await launchBrowser();
  editor = await member('editor');
});

// Posts this file made, published ones included, must not outlive it: the site tests read every published post.
afterAll(async () => {
  await service.from('blog_posts').delete().like('slug', `%${tag}%`).throwOnError();
  await browser.close();
});

interface Seed {
  title: string;
  status: 'draft' | 'scheduled' | 'published';
  published_at: string | null;
  body: string;
  author_id: string | null;
}

async function seedPost(name: string, seed: Partial<Seed> = {}) {
  const { data } = await service
    .from('blog_posts')
    .insert({
      slug: `${name}-${tag}`,
      title: seed.title ?? `${name} ${tag}`,
      body: seed.body ?? 'Seeded body.',
      status: seed.status ?? 'draft',
      published_at: seed.published_at ?? null,
      author_id: seed.author_id ?? null,
    })
    .select('id, slug')
    .single()
    .throwOnError();
  return data;
}

const postRow = async (id: string) =>
  (await service.from('blog_posts').select('*').eq('id', id).single().throwOnError()).data;

async function openAdmin(path: string, heading: string, width?: number) {
  const opened = await signedInPage(browser, editor, width ? { width } : {});
  await opened.page.goto(adminUrl(path));
  await expectPageHeading(opened.page, heading);
  return opened;
}

async function expectToast(page: Page, text: string): Promise<void> {
  await expect
    .poll(async () => (await page.getByTestId('toast').allTextContents()).join(' | '), { timeout: 10_000 })
    .toContain(text);
}

/** The author the editor's select shows (its selected option's text). */
const shownAuthor = (page: Page) =>
  page.getByLabel('Author').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text);
const saveStatus = async (page: Page) => ((await page.getByTestId('save-status').textContent()) ?? '').trim();
const editorIdOf = (page: Page) => /^\/blog-posts\/([0-9a-f-]{36})$/.exec(adminPathOf(page))?.[1] ?? '';

describe('blog posts: writing', () => {
  it('creates a draft that saves itself, keeps the address from the title, and saves later edits', async () => {
    const { page, context } = await openAdmin('/blog-posts/new', 'New post');
    const title = `Autosaved draft ${tag}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    expect(await page.getByLabel('Address (slug)').inputValue()).toBe(`autosaved-draft-${tag}`);
    await expect.poll(() => page.getByTestId('slug-status').textContent()).toBe('This address is free.');
    await page.getByLabel('Excerpt').fill('A short summary.');
    await page.getByLabel('Article (Markdown)').fill('## First heading\n\nThe first words.');
    await page.getByLabel('Tags', { exact: true }).fill('measurement');
    await page.getByLabel('Tags', { exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Remove tag measurement' }).waitFor();
    // No button pressed: the draft saves itself about three seconds after the last change.
    await expect.poll(() => saveStatus(page), { timeout: 20_000 }).toMatch(/^Saved \d\d:\d\d$/);
    await expect.poll(() => editorIdOf(page)).not.toBe('');
    await expectPageHeading(page, 'Edit post');
    const id = editorIdOf(page);
    expect(await postRow(id)).toMatchObject({
      title,
      slug: `autosaved-draft-${tag}`,
      excerpt: 'A short summary.',
      body: '## First heading\n\nThe first words.',
      tags: ['measurement'],
      status: 'draft',
      published_at: null,
    });

    await page.getByLabel('Article (Markdown)').fill('## First heading\n\nThe first words, then more.');
    await page.getByLabel('Category').fill(`Testing ${tag}`);
    expect(await saveStatus(page)).toBe('Unsaved changes');
    await expect.poll(() => saveStatus(page), { timeout: 20_000 }).toMatch(/^Saved/);
    expect(await postRow(id)).toMatchObject({
      body: '## First heading\n\nThe first words, then more.',
      category: `Testing ${tag}`,
    });
    // A hand-made address stops following the title.
    await page.getByLabel('Address (slug)').fill(`hand-made-${tag}`);
    await page.getByLabel('Title', { exact: true }).fill(`Renamed ${tag}`);
    expect(await page.getByLabel('Address (slug)').inputValue()).toBe(`hand-made-${tag}`);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expectToast(page, 'Saved');
    expect(await postRow(id)).toMatchObject({ title: `Renamed ${tag}`, slug: `hand-made-${tag}` });
    await context.close();
  });

  it('keeps no stray draft: a new post with only a title is not stored by autosave', async () => {
    const { page, context } = await openAdmin('/blog-posts/new', 'New post');
    await page.getByLabel('Title', { exact: true }).fill(`Only a title ${tag}`);
    // Well past the autosave delay (3 s): nothing is written, and the form still says it is unsaved.
    await page.waitForTimeout(5_000);
    expect(await saveStatus(page)).toBe('Unsaved changes');
    const { data } = await service.from('blog_posts').select('id').eq('slug', `only-a-title-${tag}`);
    expect(data).toEqual([]);
    await context.close();
  });

  it('says when an address is taken, live and when the database refuses it', async () => {
    const taken = await seedPost('taken');
    // Published, so it does not save itself while the test types.
    const own = await seedPost('own', {
      status: 'published',
      published_at: new Date(Date.now() - 60_000).toISOString(),
    });
    const { page, context } = await openAdmin(`/blog-posts/${own.id}`, 'Edit post');
    const slug = page.getByLabel('Address (slug)');
    await slug.fill(taken.slug);
    await page
      .getByRole('form', { name: 'Blog post' })
      .getByText('Another post already uses this address. Choose a different one.')
      .waitFor();
    expect(await slug.getAttribute('aria-invalid')).toBe('true');

    // Free when checked, taken by the time it is saved: the unique key's 23505 becomes the same message.
    const raced = `raced-${tag}`;
    await slug.fill(raced);
    await expect.poll(() => page.getByTestId('slug-status').textContent()).toBe('This address is free.');
    await seedPost('raced');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByRole('form', { name: 'Blog post' })
      .getByText('Another post already uses this address. Choose a different one.')
      .waitFor();
    await expectToast(page, 'Not saved');
    expect((await postRow(own.id)).slug).toBe(own.slug);
    await context.close();
  });

  it('schedules, publishes now and unpublishes, with the status badge following', async () => {
    const post = await seedPost('publishing');
    const { page, context } = await openAdmin(`/blog-posts/${post.id}`, 'Edit post');
    const status = () => page.getByRole('region', { name: 'Publishing' }).textContent();
    expect(await status()).toContain('Draft');
    await page.getByLabel('Publish on').fill('2020-01-01T10:00');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText('Choose a time in the future.').waitFor();
    expect((await postRow(post.id)).status).toBe('draft');

    const at = await page.evaluate(() => {
      const date = new Date(Date.now() + 3 * 86_400_000);
      date.setSeconds(0, 0);
      const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
      return { local, iso: date.toISOString() };
    });
    await page.getByLabel('Publish on').fill(at.local);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expectToast(page, 'Scheduled for');
    await expect.poll(status).toContain('Scheduled');
    expect(await postRow(post.id)).toMatchObject({ status: 'scheduled' });
    expect(new Date((await postRow(post.id)).published_at ?? '').toISOString()).toBe(at.iso);

    await page.getByRole('button', { name: 'Publish post' }).click();
    await expectToast(page, 'Published');
    await expect.poll(status).toContain('Published');
    const published = await postRow(post.id);
    expect(published.status).toBe('published');
    expect(new Date(published.published_at ?? '').getTime()).toBeLessThanOrEqual(Date.now());

    await page.getByRole('button', { name: 'Unpublish' }).click();
    await page
      .getByRole('alertdialog', { name: 'Unpublish this post?' })
      .getByRole('button', { name: 'Unpublish' })
      .click();
    await expectToast(page, 'Unpublished');
    await expect.poll(status).toContain('Draft');
    expect(await postRow(post.id)).toMatchObject({ status: 'draft', published_at: null });
    await context.close();
  });

  it('asks before leaving with unsaved changes (a published post does not save itself)', async () => {
    const post = await seedPost('guarded', {
      status: 'published',
      published_at: new Date(Date.now() - 86_400_000).toISOString(),
    });
    const { page, context } = await openAdmin(`/blog-posts/${post.id}`, 'Edit post');
    await page.getByLabel('Excerpt').fill('Typed but not saved yet.');
    await expect.poll(() => saveStatus(page)).toBe('Unsaved changes');
    await page.getByRole('link', { name: 'All blog posts' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(adminPathOf(page)).toBe(`/blog-posts/${post.id}`);
    expect(await page.getByLabel('Excerpt').inputValue()).toBe('Typed but not saved yet.');
    await page.getByRole('link', { name: 'All blog posts' }).click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await expectPageHeading(page, 'Blog posts');
    expect((await postRow(post.id)).excerpt).toBe('');
    await context.close();
  });

  it('shows the stored author when a post is reopened, seeded posts included, and saves another', async () => {
    const { data: seeded } = await service
      .from('blog_posts')
      .select('id, author_id')
      .eq('slug', 'ai-lead-scoring-sales-trust')
      .single()
      .throwOnError();
    const team = (await service.from('team_members').select('id, name').throwOnError()).data;
    const idOf = (name: string) => team.find((member) => member.name === name)?.id;
    expect(seeded.author_id).toBe(idOf('Jonah Whitfield'));
    // A fresh page each time: the team is still loading when the post's form first renders.
    const { page, context } = await openAdmin(`/blog-posts/${seeded.id}`, 'Edit post');
    await page
      .getByLabel('Author')
      .getByRole('option', { name: 'Maya Okafor' })
      .waitFor({ state: 'attached' });
    await expect.poll(() => shownAuthor(page)).toBe('Jonah Whitfield');
    expect(await page.getByLabel('Author').inputValue()).toBe(seeded.author_id);
    await context.close();

    const own = await seedPost('credited', {
      status: 'published',
      published_at: new Date(Date.now() - 60_000).toISOString(),
      author_id: seeded.author_id,
    });
    const reopened = await openAdmin(`/blog-posts/${own.id}`, 'Edit post');
    await expect.poll(() => shownAuthor(reopened.page)).toBe('Jonah Whitfield');
    await reopened.page.getByLabel('Author').selectOption({ label: 'Maya Okafor' });
    await reopened.page.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(reopened.page, 'Saved');
    expect((await postRow(own.id)).author_id).toBe(idOf('Maya Okafor'));
    await reopened.context.close();
  });

  it('deletes a post after confirmation: it moves to the trash, out of the site', async () => {
    const post = await seedPost('doomed');
    const { page, context } = await openAdmin(`/blog-posts/${post.id}`, 'Edit post');
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this post?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await service.from('blog_posts').select('id').eq('id', post.id)).data).toHaveLength(1);
    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete post' }).click();
    await expectPageHeading(page, 'Blog posts');
    await expectToast(page, 'Post deleted');
    // Delete moves it to the trash (restorable for 30 days): anon never sees it.
    await expect.poll(async () => (await postRow(post.id)).deleted_at).not.toBeNull();
    expect((await productAnon().from('blog_posts').select('id').eq('id', post.id)).data).toEqual([]);
    await context.close();
  });
});

describe('blog posts: the list', () => {
  it('searches titles, filters by status as visitors see it, sorts and pages on the server', async () => {
    const day = 86_400_000;
    // 3 scheduled, 5 published, 1 scheduled for a time already past (visitors see it: published), 14 drafts.
    const kindOf = (index: number) =>
      index < 3 ? 'scheduled' : index < 8 ? 'published' : index === 8 ? 'past-scheduled' : 'draft';
    const rows = Array.from({ length: 23 }, (_, index) => {
      const kind = kindOf(index);
      const offset = kind === 'scheduled' ? (index + 1) * day : -(index + 1) * day;
      return {
        slug: `listed-${String(index).padStart(2, '0')}-${tag}`,
        title: `Listed ${tag} ${String(index).padStart(2, '0')}`,
        status: kind === 'past-scheduled' ? 'scheduled' : kind,
        published_at: kind === 'draft' ? null : new Date(Date.now() + offset).toISOString(),
      } as const;
    });
    await service.from('blog_posts').insert(rows).throwOnError();
    const { page, context } = await openAdmin('/blog-posts', 'Blog posts');
    await page.getByLabel('Search by title').fill(`listed ${tag}`);
    const showing = () => page.getByRole('navigation', { name: 'Pagination' }).locator('p').textContent();
    await expect.poll(showing).toBe('Showing 1–20 of 23');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(showing).toBe('Showing 21–23 of 23');
    expect(adminPathOf(page)).toContain('page=2');

    await page.getByLabel('Status').selectOption('scheduled');
    await expect.poll(showing).toBe('Showing 1–3 of 3');
    await page.getByLabel('Status').selectOption('published');
    await expect.poll(showing).toBe('Showing 1–6 of 6');
    await page.getByLabel('Status').selectOption('draft');
    await expect.poll(showing).toBe('Showing 1–14 of 14');
    const draftRow = page.getByRole('row').filter({ hasText: `Listed ${tag} 22` });
    expect(await draftRow.textContent()).toContain('Draft');

    await page.getByLabel('Status').selectOption('');
    await page.getByRole('button', { name: 'Title' }).click();
    await expect
      .poll(async () => (await page.getByRole('row').nth(1).textContent()) ?? '')
      .toContain(`Listed ${tag} 00`);
    await page.getByRole('button', { name: 'Title' }).click();
    await expect
      .poll(async () => (await page.getByRole('row').nth(1).textContent()) ?? '')
      .toContain(`Listed ${tag} 22`);
    await page.getByRole('link', { name: `Listed ${tag} 22` }).click();
    await expectPageHeading(page, 'Edit post');
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(`Listed ${tag} 22`);
    await context.close();
  });
});

const SAMPLE = [
  '# Measuring what matters',
  '## Why it matters',
  'Read the [guide](https://example.com/guide) or [contact us](/contact) and run `npm test`.',
  '```ts\nconst ratio = spend / revenue;\n```',
  '| Channel | Spend |\n| --- | ---: |\n| Search | 1,200 |\n| Social | 800 |',
  '<div class="callout">Raw <strong>HTML</strong> is dropped</div>',
  '> A quote, *emphasis* and **strong** text.',
].join('\n\n');

/** The preview's HTML and the expected HTML, both as this browser serialises them. */
async function previewAgainst(page: Page, expected: string) {
  return page.getByTestId('markdown-preview').evaluate((element, html) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return { actual: element.innerHTML, expected: template.innerHTML };
  }, expected);
}

describe('blog posts: preview and history', () => {
  it('previews the body exactly as the site renders and sanitises it', async () => {
    const { page, context } = await openAdmin('/blog-posts/new', 'New post');
    await page.getByLabel('Article (Markdown)').fill(SAMPLE);
    const expected = (await renderMarkdown(SAMPLE, { supabaseUrl: inject('productUrl') })).html;
    expect(expected).toContain('<table>');
    expect(expected).not.toContain('callout');
    await expect.poll(async () => (await previewAgainst(page, expected)).actual).toContain('<table>');
    const compared = await previewAgainst(page, expected);
    expect(compared.actual).toBe(compared.expected);
    expect(await page.getByTestId('markdown-preview').locator('h2#why-it-matters').count()).toBe(1);
    await context.close();
  });

  it('keeps script in a body inert in the preview', async () => {
    const { page, context } = await openAdmin('/blog-posts/new', 'New post');
    await page.getByLabel('Article (Markdown)').fill(XSS_POST.body);
    const preview = page.getByTestId('markdown-preview');
    await expect.poll(() => preview.textContent()).toContain('that must stay inert');
    expect(await preview.locator('script, iframe, img').count()).toBe(0);
    expect(await preview.innerHTML()).not.toMatch(/onerror|javascript:/i);
    await preview.getByText('link', { exact: true }).click();
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    await context.close();
  });

  it('inserts an image from the media library at the cursor, with its alt text required, and previews it', async () => {
    const { page, context } = await openAdmin('/blog-posts/new', 'New post');
    const body = page.getByLabel('Article (Markdown)');
    await body.fill('Intro paragraph.\n\n\n\nClosing paragraph.');
    const cursor = 'Intro paragraph.\n\n'.length;
    await body.evaluate((element: HTMLTextAreaElement, at) => element.setSelectionRange(at, at), cursor);

    // By keyboard: the toolbar button (Escape comes back to it), then a thumbnail chosen with Enter twice.
    const insertButton = page
      .getByRole('toolbar', { name: 'Formatting' })
      .getByRole('button', { name: 'Insert image' });
    await insertButton.focus();
    await page.keyboard.press('Enter');
    const library = page.getByRole('dialog', { name: 'Media library' });
    await library.waitFor();
    await page.keyboard.press('Escape');
    await library.waitFor({ state: 'hidden' });
    await expect
      .poll(() => insertButton.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await page.keyboard.press('Enter');
    await library.getByLabel('Search by alt text or file name').fill('agency-in-house');
    const thumbnail = library.getByRole('button', { name: /three connected team circles/ });
    await thumbnail.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => thumbnail.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Enter');

    const insert = page.getByRole('dialog', { name: 'Insert image' });
    const alt = insert.getByLabel('Alt text');
    expect(await alt.inputValue()).toBe(
      'Illustration of three connected team circles with an organization chart and growth bars',
    );
    expect(await axeViolations(page)).toEqual([]);
    await alt.fill('');
    await insert.getByRole('button', { name: 'Insert image' }).click();
    await insert.getByText('Describe the image for people who cannot see it.').waitFor();
    expect(await body.inputValue()).toBe('Intro paragraph.\n\n\n\nClosing paragraph.');
    await alt.fill('Three team circles [1]');
    await alt.press('Enter');
    await insert.waitFor({ state: 'hidden' });

    const url = `${inject('productUrl')}/storage/v1/object/public/media/blog/agency-in-house-or-hybrid.webp`;
    const markdown = `![Three team circles \\[1\\]](${url})`;
    expect(await body.inputValue()).toBe(`Intro paragraph.\n\n${markdown}\n\nClosing paragraph.`);
    // Typing goes on where the image ends; the dialog's Enter did not submit the post (no "Not saved").
    await expect
      .poll(() =>
        body.evaluate((element: HTMLTextAreaElement) => [
          document.activeElement === element,
          element.selectionStart,
        ]),
      )
      .toEqual([true, cursor + markdown.length]);
    expect(await page.getByTestId('toast').count()).toBe(0);

    const image = page.getByTestId('markdown-preview').getByRole('img', { name: 'Three team circles [1]' });
    expect(await image.getAttribute('src')).toBe(url);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1600);
    await context.close();
  });

  it('lists revisions newest first, compares one with the current text and restores it', async () => {
    const post = await seedPost('history', { body: 'The original opening line.\n\nA second paragraph.' });
    // A colleague's save: a revision of theirs. Only admins read other staff's emails, so this
    // editor sees the colleague's display name (the address before the @: no name in the profile).
    const colleague = await member('editor');
    await colleague.client
      .from('blog_posts')
      .update({ excerpt: 'A colleague’s excerpt.' })
      .eq('id', post.id)
      .throwOnError();
    const { page, context } = await openAdmin(`/blog-posts/${post.id}`, 'Edit post');
    await page.getByLabel('Article (Markdown)').fill('The rewritten opening line.\n\nA second paragraph.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expectToast(page, 'Saved');
    const history = page.getByRole('list', { name: 'Revisions, newest first' });
    await expect.poll(() => history.getByTestId('revision').count()).toBe(3);
    const savers = await history.getByTestId('revision').allTextContents();
    expect(savers[0]).toContain('You');
    expect(savers[1]).toContain(colleague.email.split('@')[0] ?? '');
    expect(savers[1]).not.toContain(colleague.email);
    expect(savers[2]).toContain('The system');

    const older = history.getByTestId('revision').last();
    await older.getByRole('button', { name: /^Compare/ }).click();
    const diff = older.getByTestId('revision-diff');
    await diff.waitFor();
    // The article is compared line by line: the old line removed, the new one added.
    expect((await diff.locator('div > del').allTextContents()).join('|')).toContain(
      '[removed: The original opening line.',
    );
    expect((await diff.locator('div > ins').allTextContents()).join('|')).toContain(
      '[added: The rewritten opening line.',
    );

    await older.getByRole('button', { name: /^Restore/ }).click();
    await expectToast(page, 'Revision loaded');
    expect(await page.getByLabel('Article (Markdown)').inputValue()).toBe(
      'The original opening line.\n\nA second paragraph.',
    );
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect
      .poll(async () => (await postRow(post.id)).body)
      .toBe('The original opening line.\n\nA second paragraph.');
    expect((await postRow(post.id)).excerpt).toBe('');
    await context.close();
  });
});

describe('blog posts: accessibility', () => {
  for (const width of [1280, 390])
    it(`has no axe violations on the list and the editor at ${String(width)} px`, async () => {
      const post = await seedPost(`axe-${String(width)}`, { body: SAMPLE });
      const { page, context } = await openAdmin(`/blog-posts?q=${tag}`, 'Blog posts', width);
      await page.getByRole('navigation', { name: 'Pagination' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(adminUrl(`/blog-posts/${post.id}`));
      await expectPageHeading(page, 'Edit post');
      await page.getByTestId('markdown-preview').waitFor();
      await page.getByTestId('revision').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
});
