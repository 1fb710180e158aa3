import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, signedInPage } from '../support/admin.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Member, member, productService } from '../support/product.ts';

/** Ctrl+S (⌘S) saves in every editor of the admin, never opening the browser's "Save page as". */
const tag = randomUUID().slice(0, 8);
const service = productService();
const PAST = new Date(Date.now() - 3_600_000).toISOString();
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64',
);
const IMAGE = `e2e-save-${tag}/shortcut.png`;
const SENDER = { name: `Shortcut Sender ${tag}`, email: `shortcut-${tag}@example.com` };

let browser: Browser;
let admin: Member;
const ids: Record<string, string> = {};
/** Settings rows as they were, put back after the test. */
let settingsBefore: { tagline: string; maintenance_message: string | null } | undefined;
let aboutHeadline = '';
let welcomeMessage = '';
let careersSeoTitle: string | null = null;

async function insert(
  table:
    | 'blog_posts'
    | 'case_studies'
    | 'portfolio_items'
    | 'jobs'
    | 'videos'
    | 'resources'
    | 'faqs'
    | 'team_members'
    | 'redirects'
    | 'backlinks'
    | 'contact_submissions',
  row: Record<string, unknown>,
): Promise<string> {
  const { data } = await service
    .from(table)
    .insert(row as never)
    .select('id')
    .single()
    .throwOnError();
  return data.id;
}

beforeAll(async () => {
  [browser, admin] = await Promise.all([launchBrowser(), member('admin')]);
  const slug = (name: string) => `e2e-save-${tag}-${name}`;
  ids.post = await insert('blog_posts', {
    slug: slug('post'),
    title: `Post ${tag}`,
    status: 'published',
    published_at: PAST,
  });
  ids.caseStudy = await insert('case_studies', { slug: slug('case'), title: `Case ${tag}`, client: 'Acme' });
  ids.portfolio = await insert('portfolio_items', {
    slug: slug('work'),
    title: `Work ${tag}`,
    client: 'Acme',
    category: 'Branding',
  });
  ids.job = await insert('jobs', {
    slug: slug('job'),
    title: `Job ${tag}`,
    department: 'Marketing',
    location: 'Remote',
    employment_type: 'full_time',
  });
  ids.video = await insert('videos', {
    youtube_id: `${tag}xyz`,
    title: `Video ${tag}`,
    category: 'Tutorials',
  });
  ids.resource = await insert('resources', {
    slug: slug('guide'),
    title: `Guide ${tag}`,
    type: 'checklist',
    category: 'Guides',
    external_url: `https://example.com/${tag}.pdf`,
    file_type: 'pdf',
  });
  await insert('faqs', {
    question: `Question ${tag}?`,
    answer: 'The first answer.',
    category: `Shortcuts ${tag}`,
  });
  await insert('team_members', { slug: slug('person'), name: `Person ${tag}`, role: 'Strategist' });
  await insert('redirects', { from_path: `/e2e-save-${tag}`, to_path: '/blog' });
  await insert('backlinks', {
    source_url: `https://partner-${tag}.example.com/post`,
    target_url: `https://growdigital.example/${tag}`,
  });
  await insert('contact_submissions', { kind: 'contact', ...SENDER, message: 'Please save my notes.' });
  await service.storage.from('media').upload(IMAGE, PNG, { contentType: 'image/png', upsert: true });
  await service
    .from('media_assets')
    .insert({
      path: IMAGE,
      alt_text: `Old alt ${tag}`,
      file_name: 'shortcut.png',
      mime_type: 'image/png',
      size_bytes: PNG.length,
    })
    .throwOnError();
  settingsBefore = (
    await service.from('site_settings').select('tagline, maintenance_message').single().throwOnError()
  ).data;
  aboutHeadline = (await service.from('about_content').select('headline').single().throwOnError()).data
    .headline;
  welcomeMessage = (await service.from('whatsapp_widget').select('welcome_message').single().throwOnError())
    .data.welcome_message;
  careersSeoTitle = (
    await service.from('page_seo').select('title').eq('route', '/careers').single().throwOnError()
  ).data.title;
});

afterAll(async () => {
  const like = `e2e-save-${tag}-%`;
  for (const table of [
    'blog_posts',
    'case_studies',
    'portfolio_items',
    'jobs',
    'resources',
    'team_members',
  ] as const)
    await service.from(table).delete().like('slug', like).throwOnError();
  await service.from('videos').delete().eq('youtube_id', `${tag}xyz`).throwOnError();
  await service.from('faqs').delete().eq('category', `Shortcuts ${tag}`).throwOnError();
  await service.from('redirects').delete().eq('from_path', `/e2e-save-${tag}`).throwOnError();
  await service.from('backlinks').delete().like('source_url', `%${tag}%`).throwOnError();
  await service.from('contact_submissions').delete().eq('email', SENDER.email).throwOnError();
  await service.from('media_assets').delete().eq('path', IMAGE).throwOnError();
  await service.storage.from('media').remove([IMAGE]);
  if (settingsBefore)
    await service.from('site_settings').update(settingsBefore).eq('id', true).throwOnError();
  await service.from('about_content').update({ headline: aboutHeadline }).eq('id', true).throwOnError();
  await service
    .from('whatsapp_widget')
    .update({ welcome_message: welcomeMessage })
    .eq('id', true)
    .throwOnError();
  await service.from('page_seo').update({ title: careersSeoTitle }).eq('route', '/careers').throwOnError();
  await browser.close();
});

interface Editor {
  name: string;
  path: () => string;
  /** Opens the editor on the page (a dialog, a detail panel); the page itself by default. */
  open?: (page: Page) => Promise<Locator>;
  field: string;
  value: string;
  stored: () => Promise<unknown>;
}

const dialogAfter = async (page: Page, button: string): Promise<Locator> => {
  await page.getByRole('button', { name: button, exact: true }).click();
  const opened = page.getByRole('dialog');
  await opened.waitFor();
  return opened;
};

const EDITORS: Editor[] = [
  {
    name: 'blog post',
    path: () => `/blog-posts/${ids.post ?? ''}`,
    field: 'Title',
    value: `Post saved ${tag}`,
    stored: async () =>
      (
        await service
          .from('blog_posts')
          .select('title')
          .eq('id', ids.post ?? '')
          .single()
          .throwOnError()
      ).data.title,
  },
  {
    name: 'case study',
    path: () => `/case-studies/${ids.caseStudy ?? ''}`,
    field: 'Title',
    value: `Case saved ${tag}`,
    stored: async () =>
      (
        await service
          .from('case_studies')
          .select('title')
          .eq('id', ids.caseStudy ?? '')
          .single()
          .throwOnError()
      ).data.title,
  },
  {
    name: 'portfolio item',
    path: () => `/portfolio/${ids.portfolio ?? ''}`,
    field: 'Title',
    value: `Work saved ${tag}`,
    stored: async () =>
      (
        await service
          .from('portfolio_items')
          .select('title')
          .eq('id', ids.portfolio ?? '')
          .single()
          .throwOnError()
      ).data.title,
  },
  {
    name: 'job',
    path: () => `/career-management/${ids.job ?? ''}`,
    field: 'Title',
    value: `Job saved ${tag}`,
    stored: async () =>
      (
        await service
          .from('jobs')
          .select('title')
          .eq('id', ids.job ?? '')
          .single()
          .throwOnError()
      ).data.title,
  },
  {
    name: 'video',
    path: () => `/youtube-management/${ids.video ?? ''}`,
    field: 'Title',
    value: `Video saved ${tag}`,
    stored: async () =>
      (await service.from('videos').select('title').eq('youtube_id', `${tag}xyz`).single().throwOnError())
        .data.title,
  },
  {
    name: 'resource',
    path: () => `/resources/${ids.resource ?? ''}`,
    field: 'Title',
    value: `Guide saved ${tag}`,
    stored: async () =>
      (
        await service
          .from('resources')
          .select('title')
          .eq('slug', `e2e-save-${tag}-guide`)
          .single()
          .throwOnError()
      ).data.title,
  },
  {
    name: 'FAQ',
    path: () => '/resources',
    open: (page) => dialogAfter(page, `Edit FAQ: Question ${tag}?`),
    field: 'Answer',
    value: `The saved answer ${tag}.`,
    stored: async () =>
      (await service.from('faqs').select('answer').eq('category', `Shortcuts ${tag}`).single().throwOnError())
        .data.answer,
  },
  {
    name: 'team member',
    path: () => '/about-management',
    open: (page) => dialogAfter(page, `Edit Person ${tag}`),
    field: 'Role',
    value: `Saved strategist ${tag}`,
    stored: async () =>
      (
        await service
          .from('team_members')
          .select('role')
          .eq('slug', `e2e-save-${tag}-person`)
          .single()
          .throwOnError()
      ).data.role,
  },
  {
    name: 'about page',
    path: () => '/about-management',
    field: 'Headline',
    value: `About us, saved ${tag}`,
    stored: async () =>
      (await service.from('about_content').select('headline').single().throwOnError()).data.headline,
  },
  {
    name: 'SEO of a page',
    path: () => '/seo-management',
    open: (page) => dialogAfter(page, 'Edit /careers'),
    field: 'Title',
    value: `Careers saved ${tag}`,
    stored: async () =>
      (await service.from('page_seo').select('title').eq('route', '/careers').single().throwOnError()).data
        .title,
  },
  {
    name: 'redirect',
    path: () => '/seo-management',
    open: (page) => dialogAfter(page, `Edit redirect from /e2e-save-${tag}`),
    field: 'New address',
    value: '/careers',
    stored: async () =>
      (
        await service
          .from('redirects')
          .select('to_path')
          .eq('from_path', `/e2e-save-${tag}`)
          .single()
          .throwOnError()
      ).data.to_path,
  },
  {
    name: 'backlink',
    path: () => `/backlink-management?q=${tag}`,
    open: (page) => dialogAfter(page, `Edit https://partner-${tag}.example.com/post`),
    field: 'Notes (optional)',
    value: `Saved note ${tag}`,
    stored: async () =>
      (await service.from('backlinks').select('notes').like('source_url', `%${tag}%`).single().throwOnError())
        .data.notes,
  },
  {
    name: 'company settings',
    path: () => '/settings',
    field: 'Tagline',
    value: `Saved tagline ${tag}`,
    stored: async () =>
      (await service.from('site_settings').select('tagline').single().throwOnError()).data.tagline,
  },
  {
    name: 'chat widget settings, beside the other settings forms',
    path: () => '/settings',
    field: 'Welcome message',
    value: `Saved welcome ${tag}`,
    stored: async () =>
      (await service.from('whatsapp_widget').select('welcome_message').single().throwOnError()).data
        .welcome_message,
  },
  {
    name: 'maintenance message',
    path: () => '/maintenance-mode',
    field: 'Message',
    value: `Saved maintenance message ${tag}`,
    stored: async () =>
      (await service.from('site_settings').select('maintenance_message').single().throwOnError()).data
        .maintenance_message,
  },
  {
    name: 'inbox notes',
    path: () => `/contact-submissions?q=${tag}`,
    open: (page) => dialogAfter(page, `${SENDER.name} – open`),
    field: 'Notes',
    value: `Saved notes ${tag}`,
    stored: async () =>
      (
        await service
          .from('contact_submissions')
          .select('notes')
          .eq('email', SENDER.email)
          .single()
          .throwOnError()
      ).data.notes,
  },
  {
    name: 'image alt text',
    path: () => `/media-library?image=${encodeURIComponent(IMAGE)}`,
    open: (page) => Promise.resolve(page.getByTestId('media-details')),
    field: 'Alt text',
    value: `Saved alt ${tag}`,
    stored: async () =>
      (await service.from('media_assets').select('alt_text').eq('path', IMAGE).single().throwOnError()).data
        .alt_text,
  },
];

/** Records whether the next Ctrl+S / ⌘S reached the page with the browser's own action prevented. */
const watchSaveKeys = (page: Page) =>
  page.evaluate(() => {
    window.addEventListener('keydown', (event) => {
      if (event.key === 's' && (event.ctrlKey || event.metaKey))
        Object.assign(window, { saveKeyPrevented: event.defaultPrevented });
    });
  });

async function openEditor(
  editor: Editor,
): Promise<{ page: Page; scope: Locator; close: () => Promise<void> }> {
  const { page, context } = await signedInPage(browser, admin);
  await page.goto(adminUrl(editor.path()));
  await page.locator('main h1').first().waitFor();
  const scope = editor.open ? await editor.open(page) : page.locator('main');
  await scope.getByLabel(editor.field, { exact: true }).waitFor();
  return { page, scope, close: () => context.close() };
}

describe('Ctrl+S and ⌘S save the editor', () => {
  for (const [index, editor] of EDITORS.entries()) {
    it(`in the ${editor.name}`, async () => {
      const { page, scope, close } = await openEditor(editor);
      await scope.getByLabel(editor.field, { exact: true }).fill(editor.value);
      await watchSaveKeys(page);
      // ⌘S on every other editor: a Mac's shortcut works as Ctrl+S does.
      await page.keyboard.press(index % 2 === 0 ? 'Control+s' : 'Meta+s');
      await expect.poll(editor.stored).toBe(editor.value);
      expect(
        await page.evaluate(() => (window as unknown as { saveKeyPrevented?: boolean }).saveKeyPrevented),
      ).toBe(true);
      await close();
    });
  }

  it('saves nothing while the form is unchanged, and once while a save runs', async () => {
    const editor = EDITORS.find((candidate) => candidate.name === 'company settings');
    if (!editor) throw new Error('no company settings editor');
    const { page, scope, close } = await openEditor(editor);
    const writes: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/rest/v1/site_settings*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      writes.push(route.request().method());
      await held;
      return route.fallback();
    });
    await scope.getByLabel('Tagline', { exact: true }).focus();
    await page.keyboard.press('Control+s');
    await scope.getByLabel('Tagline', { exact: true }).fill(`Saved once ${tag}`);
    await page.keyboard.press('Control+s');
    await expect.poll(() => writes.length).toBe(1);
    await scope
      .getByRole('button', { name: 'Save company details' })
      .and(page.locator('[aria-busy="true"]'))
      .waitFor();
    await page.keyboard.press('Control+s');
    release();
    await page.getByTestId('toast').filter({ hasText: 'Company details saved' }).first().waitFor();
    expect(writes).toEqual(['PATCH']);
    await close();
  });
});
