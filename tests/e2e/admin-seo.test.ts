import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, expectPageHeading, signedInPage } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Member, member, productService } from '../support/product.ts';

const tag = randomUUID().slice(0, 8);
/** Routes of this file's own page_seo rows (they show in the list beside the site's pages). */
const routes = {
  shared1: `/e2e-seo-${tag}-shared-one`,
  shared2: `/e2e-seo-${tag}-shared-two`,
  missing: `/e2e-seo-${tag}-missing`,
  edited: `/e2e-seo-${tag}-edited`,
};
const oldPath = (name: string) => `/e2e-old-${tag}-${name}`;
const SHARED_DESCRIPTION = `A description both test pages use, long enough to be a good length on its own ${tag}.`;

let browser: Browser;
let editor: Member;
const service = productService();

beforeAll(async () => {
  browser = await launchBrowser();
  editor = await member('editor');
  await service
    .from('page_seo')
    .insert([
      { route: routes.shared1, title: `Shared one ${tag}`, description: SHARED_DESCRIPTION },
      {
        route: routes.shared2,
        title: `Shared two ${tag}`,
        description: SHARED_DESCRIPTION,
        og_image_path: `e2e/${tag}.png`,
      },
      { route: routes.missing, title: `Missing description ${tag}` },
      {
        route: routes.edited,
        title: `Before the edit ${tag}`,
        description: `The description before the edit, long enough for the guidance ${tag}.`,
      },
    ])
    .throwOnError();
});

afterAll(async () => {
  await service.from('page_seo').delete().in('route', Object.values(routes)).throwOnError();
  await service.from('redirects').delete().like('from_path', `/e2e-old-${tag}-%`).throwOnError();
  await browser.close();
});

async function openSeoPage(): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await signedInPage(browser, editor);
  await page.goto(adminUrl('/seo-management'));
  await expectPageHeading(page, 'SEO');
  await page.getByTestId('seo-summary').waitFor();
  return { page, close: () => context.close() };
}

async function openEditor(page: Page, route: string): Promise<Locator> {
  await page.getByLabel('Search pages').fill(tag);
  await page.getByRole('button', { name: `Edit ${route}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Search settings: ${route}` });
  await dialog.waitFor();
  return dialog;
}

const rowOf = (route: string) =>
  service
    .from('page_seo')
    .select('title, description, og_image_path, og_image_alt, canonical_url, noindex')
    .eq('route', route)
    .single()
    .throwOnError();

describe('SEO management: pages', () => {
  it('lists the site’s public pages with the audit’s flags: duplicate and missing text, image without alt', async () => {
    const { page, close } = await openSeoPage();
    for (const route of ['/', '/about', '/services/ai-marketing/ai-chatbots', '/thank-you'])
      await page.getByTestId(`seo-route-${route}`).waitFor();
    await page.getByLabel('Search pages').fill(tag);
    await expect.poll(() => page.locator('[data-testid^="seo-route-"]').count()).toBe(4);

    const issues = async (route: string) =>
      page.getByTestId(`seo-route-${route}`).getByRole('list', { name: 'Issues' }).textContent();
    expect(await issues(routes.shared1)).toContain('Duplicate description');
    expect(await issues(routes.shared1)).toContain(`Same description as ${routes.shared2}`);
    expect(await issues(routes.shared2)).toContain('Duplicate description');
    expect(await issues(routes.shared2)).toContain('Image has no alt text');
    expect(await issues(routes.missing)).toContain('Missing description');
    expect(await issues(routes.missing)).not.toContain('Duplicate');
    await close();
  });

  it('edits a title and description with a live preview, and stores them', async () => {
    const { page, close } = await openSeoPage();
    const dialog = await openEditor(page, routes.edited);
    const title = `After the edit ${tag}`;
    const description = `A new description typed in the editor, which the search result preview shows at once ${tag}.`;
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByTestId('preview-title').filter({ hasText: title }).waitFor();
    expect(await dialog.getByTestId('title-count').textContent()).toBe(`${title.length} / 60 characters`);
    await dialog.getByLabel('Description', { exact: true }).fill(description);
    await dialog.getByTestId('preview-description').filter({ hasText: description }).waitFor();
    expect(await dialog.getByTestId('preview-url').textContent()).toContain(`e2e-seo-${tag}-edited`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('toast').first().textContent()).toContain('Saved');

    const { data } = await rowOf(routes.edited);
    expect(data).toEqual({
      title,
      description,
      og_image_path: null,
      og_image_alt: null,
      canonical_url: null,
      noindex: false,
    });
    expect(await page.getByTestId(`seo-route-${routes.edited}`).textContent()).toContain(title);
    await close();
  });

  it('shows a message for over-long text and stores nothing; an image needs alt text', async () => {
    const { page, close } = await openSeoPage();
    const dialog = await openEditor(page, routes.missing);
    const longTitle = `${'Far too long a title for any search result '.repeat(2)}${tag}`;
    expect(longTitle.length).toBeGreaterThan(70);
    await dialog.getByLabel('Title', { exact: true }).fill(longTitle);
    // The preview cuts it like a search result does.
    await expect.poll(() => dialog.getByTestId('preview-title').textContent()).toMatch(/ …$/);
    await dialog.getByLabel('Canonical URL').fill('not a web address');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Keep the title to 70 characters or fewer').waitFor();
    await dialog.getByText('Enter a full address starting with https://').waitFor();
    expect(await dialog.getByLabel('Title', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect((await rowOf(routes.missing)).data).toMatchObject({
      title: `Missing description ${tag}`,
      canonical_url: null,
    });
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    const imageDialog = await openEditor(page, routes.shared2);
    await imageDialog.getByRole('button', { name: 'Save' }).click();
    await imageDialog.getByText('Describe the image for people who cannot see it').waitFor();
    expect((await rowOf(routes.shared2)).data.og_image_alt).toBeNull();
    await close();
  });
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64',
);

describe('SEO management: Open Graph image', () => {
  const folder = `e2e-seo-${tag}`;
  const imagePath = `${folder}/share.png`;
  afterAll(async () => {
    await service.storage.from('media').remove([imagePath]);
  });

  it('picks an image from the media library, requires its alt text, and stores the path', async () => {
    const upload = await service.storage
      .from('media')
      .upload(imagePath, PNG, { contentType: 'image/png', upsert: true });
    expect(upload.error).toBeNull();
    const { page, close } = await openSeoPage();
    const dialog = await openEditor(page, routes.shared1);
    await dialog.getByRole('button', { name: 'Choose image' }).click();
    await dialog.getByRole('button', { name: folder, exact: true }).click();
    const thumbnail = dialog.getByRole('button', { name: 'share.png', exact: true });
    await thumbnail.waitFor();
    expect(await thumbnail.locator('img').getAttribute('src')).toContain(`/media/${imagePath}`);
    await thumbnail.click();
    expect(await dialog.getByTestId('og-image-path').textContent()).toBe(imagePath);

    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Describe the image for people who cannot see it').waitFor();
    expect((await rowOf(routes.shared1)).data.og_image_path).toBeNull();

    await dialog.getByLabel('Image description (alt text)').fill('A green arrow pointing up');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await rowOf(routes.shared1)).data).toMatchObject({
      og_image_path: imagePath,
      og_image_alt: 'A green arrow pointing up',
      description: SHARED_DESCRIPTION,
    });
    await close();
  });
});

describe('SEO management: redirects', () => {
  it('adds a redirect, switches it off, and deletes it after a confirmation', async () => {
    const { page, close } = await openSeoPage();
    await page.getByText('Redirects take effect on the site with the next publish.').waitFor();
    await page.getByRole('button', { name: 'Add redirect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add redirect' });
    await dialog.getByLabel('Old address').fill(`${oldPath('added')}/`);
    await dialog.getByLabel('New address').fill('/contact');
    await dialog.getByLabel('Type').selectOption('302');
    await dialog.getByRole('button', { name: 'Add redirect' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const stored = () =>
      service
        .from('redirects')
        .select('to_path, status_code, is_active')
        .eq('from_path', oldPath('added'))
        .maybeSingle()
        .throwOnError()
        .then(({ data }) => data);
    expect(await stored()).toEqual({ to_path: '/contact', status_code: 302, is_active: true });
    const row = page.getByTestId(`redirect-${oldPath('added')}`);
    await row.waitFor();

    await row.getByRole('switch', { name: `Redirect from ${oldPath('added')} active` }).click();
    await expect.poll(async () => (await stored())?.is_active).toBe(false);

    await row.getByRole('button', { name: `Delete redirect from ${oldPath('added')}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this redirect?' });
    await confirm.getByRole('button', { name: 'Delete redirect' }).click();
    await row.waitFor({ state: 'detached' });
    expect(await stored()).toBeNull();
    await close();
  });

  it('shows a message per field for an invalid redirect, and a friendly toast when the database refuses it', async () => {
    await service
      .from('redirects')
      .insert({ from_path: oldPath('taken'), to_path: '/about' })
      .throwOnError();
    const { page, close } = await openSeoPage();
    await page.getByRole('button', { name: 'Add redirect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add redirect' });
    const submit = dialog.getByRole('button', { name: 'Add redirect' });

    await dialog.getByLabel('Old address').fill('old page');
    await dialog.getByLabel('New address').fill('not a path');
    await submit.click();
    await dialog.getByText('Start the old address with /, like /old-page').waitFor();
    await dialog.getByText('Enter a path on this site like /contact').waitFor();

    await dialog.getByLabel('Old address').fill(oldPath('same'));
    await dialog.getByLabel('New address').fill(`${oldPath('same')}/`);
    await submit.click();
    await dialog.getByText('The redirect must lead to a different address').waitFor();
    const { count } = await service
      .from('redirects')
      .select('id', { count: 'exact', head: true })
      .eq('from_path', oldPath('same'));
    expect(count).toBe(0);

    await dialog.getByLabel('Old address').fill(oldPath('taken'));
    await dialog.getByLabel('New address').fill('/contact');
    await submit.click();
    await expect
      .poll(() => page.getByTestId('toast').first().textContent())
      .toContain('A redirect from this address already exists');
    const { data } = await service.from('redirects').select('to_path').eq('from_path', oldPath('taken'));
    expect(data).toEqual([{ to_path: '/about' }]);
    await close();
  });
});

describe('SEO management: accessibility', () => {
  it('is axe clean with the list, the open editor with its image library, and the redirect form', async () => {
    const { page, close } = await openSeoPage();
    await page.getByRole('heading', { name: 'Redirects' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const dialog = await openEditor(page, routes.shared2);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Describe the image for people who cannot see it').waitFor();
    await dialog.getByRole('button', { name: 'Choose image' }).click();
    await dialog.getByText(/Media library/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    await page.getByRole('button', { name: 'Add redirect' }).click();
    const redirect = page.getByRole('dialog', { name: 'Add redirect' });
    await redirect.getByRole('button', { name: 'Add redirect' }).click();
    await redirect.getByText('Start the old address with /, like /old-page').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});
