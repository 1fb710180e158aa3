import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, expectPageHeading, signedInPage } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Member, member, productService } from '../support/product.ts';

const tag = randomUUID().slice(0, 8);
const service = productService();
const LIBRARY_PATH = /^library\/\d{4}\/\d{2}\/[a-z0-9-]+-[a-z0-9]{6}\.(png|jpg|webp|avif|gif)$/;

let browser: Browser;
let editor: Member;
/** Every path this file stores, removed at the end (blog posts first, so nothing is in use). */
const storedPaths: string[] = [];
const postIds: string[] = [];

/** A real image of the given size, drawn by sharp. */
const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  browser = await launchBrowser();
  editor = await member('editor');
});

afterAll(async () => {
  if (postIds.length) await service.from('blog_posts').delete().in('id', postIds).throwOnError();
  if (storedPaths.length) {
    await service.from('media_assets').delete().in('path', storedPaths).throwOnError();
    await service.storage.from('media').remove(storedPaths);
  }
  await service.from('media_assets').delete().like('alt_text', `%${tag}%`).throwOnError();
  await browser.close();
});

/** An image in the bucket and the library, added behind the UI's back. */
async function seedImage(name: string, alt: string, withFile = true): Promise<string> {
  const path = `library/2026/11/${name}-${tag}-${randomUUID().slice(0, 6)}.png`;
  storedPaths.push(path);
  const bytes = await pngOf(120, 80);
  if (withFile) {
    const upload = await service.storage.from('media').upload(path, bytes, { contentType: 'image/png' });
    expect(upload.error).toBeNull();
  }
  await service
    .from('media_assets')
    .insert({
      path,
      alt_text: alt,
      file_name: `${name}.png`,
      mime_type: 'image/png',
      size_bytes: bytes.length,
      width: 120,
      height: 80,
    })
    .throwOnError();
  return path;
}

async function openLibrary(options: { query?: string; width?: number } = {}) {
  const { page, context } = await signedInPage(
    browser,
    editor,
    options.width ? { width: options.width } : {},
  );
  await page.goto(adminUrl(`/media-library${options.query ?? ''}`));
  await expectPageHeading(page, 'Media library');
  return { page, close: () => context.close() };
}

const assetOf = (path: string) =>
  service
    .from('media_assets')
    .select('*')
    .eq('path', path)
    .maybeSingle()
    .throwOnError()
    .then(({ data }) => data);

const objectExists = async (path: string) => (await service.storage.from('media').exists(path)).data;

async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
}

const details = (page: Page) => page.getByTestId('media-details');

describe('media library: uploading', () => {
  it('refuses the wrong type and an oversized file, requires alt text, then uploads with progress', async () => {
    const { page, close } = await openLibrary();
    await page.getByRole('button', { name: 'Upload image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload an image' });
    const fileInput = dialog.getByLabel('Image file');

    await fileInput.setInputFiles({
      name: 'brief.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await dialog
      .getByRole('alert')
      .filter({ hasText: '“brief.pdf” is not a JPEG, PNG, WebP, AVIF or GIF image' })
      .waitFor();

    // Dropped files get the same checks.
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['notes'], 'notes.txt', { type: 'text/plain' }));
      return transfer;
    });
    await dialog.getByTestId('media-drop-zone').dispatchEvent('drop', { dataTransfer: dropped });
    await dialog
      .getByRole('alert')
      .filter({ hasText: '“notes.txt” is not a JPEG, PNG, WebP, AVIF or GIF image' })
      .waitFor();

    const huge = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    await fileInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge });
    await dialog.getByRole('alert').filter({ hasText: 'images may be at most 5 MB' }).waitFor();

    const fileName = `Team Day ${tag}.png`;
    const bytes = await pngOf(640, 360);
    await fileInput.setInputFiles({ name: fileName, mimeType: 'image/png', buffer: bytes });
    await dialog.getByTestId('media-upload-file').filter({ hasText: fileName }).waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.getByText('Describe the image for people who cannot see it.').waitFor();
    expect(await dialog.getByLabel('Alt text').getAttribute('aria-invalid')).toBe('true');

    // Hold the upload a moment so its progress bar can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/storage/v1/object/media/library/**', async (route) => {
      await held;
      await route.continue();
    });
    const alt = `Five people around a whiteboard ${tag}`;
    await dialog.getByLabel('Alt text').fill(alt);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.getByRole('progressbar', { name: 'Uploading…' }).waitFor();
    release();
    await dialog.waitFor({ state: 'hidden' });
    await expectToast(page, 'Image uploaded');

    const { data: rows } = await service.from('media_assets').select('*').eq('alt_text', alt).throwOnError();
    expect(rows).toHaveLength(1);
    const row = rows[0];
    if (!row) throw new Error('no row');
    storedPaths.push(row.path);
    expect(row.path).toMatch(LIBRARY_PATH);
    expect(row.path).toContain(`team-day-${tag}-`);
    expect(row).toMatchObject({
      file_name: fileName,
      mime_type: 'image/png',
      size_bytes: bytes.length,
      width: 640,
      height: 360,
      uploaded_by: editor.id,
    });
    expect(await objectExists(row.path)).toBe(true);

    // The new image's details open: dimensions, size, who uploaded it, its public address.
    const panel = details(page);
    await panel.getByRole('heading', { name: fileName }).waitFor();
    const facts = await panel.locator('dl').textContent();
    expect(facts).toContain('640 × 360 px');
    expect(facts).toContain('PNG');
    expect(facts).toContain('Uploaded byYou');
    const url = await panel.getByLabel('Public address').inputValue();
    expect(url).toContain(`/media/${row.path}`);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    await close();
  });

  it('removes the uploaded file again when the library refuses its entry, and says why', async () => {
    // The bucket takes any image up to 5 MB; the library refuses one wider than 20,000 pixels.
    const { page, close } = await openLibrary();
    await page.getByRole('button', { name: 'Upload image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload an image' });
    await dialog.getByLabel('Image file').setInputFiles({
      name: `refused-${tag}.png`,
      mimeType: 'image/png',
      buffer: await pngOf(20_001, 1),
    });
    await dialog.getByLabel('Alt text').fill(`Refused picture ${tag}`);
    const stored = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().includes(`/storage/v1/object/media/library/`),
    );
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    // The file did reach the bucket before the library refused it.
    expect((await stored).status()).toBe(200);
    await dialog.getByRole('alert').filter({ hasText: 'The library refused this image’s details' }).waitFor();

    const now = new Date();
    const folder = `library/${String(now.getUTCFullYear())}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const { data: left } = await service.storage.from('media').list(folder, { search: `refused-${tag}` });
    expect(left).toEqual([]);
    await close();
  });
});

describe('media library: browsing', () => {
  it('searches by alt text and file name, page by page on the server', async () => {
    const alts = Array.from({ length: 26 }, (_, index) => `Pager ${tag} number ${String(index + 1)}`);
    for (const alt of alts) await seedImage('pager', alt, false);
    const named = await seedImage(`findme-${tag}`, `An unrelated description ${tag}`, false);

    const { page, close } = await openLibrary();
    await page.getByLabel('Search by alt text or file name').fill(`Pager ${tag}`);
    const images = page.getByRole('list', { name: 'Images' }).getByRole('listitem');
    await expect.poll(() => images.count()).toBe(24);
    await page.getByText('Showing 1–24 of 26').waitFor();
    expect(page.url()).toContain(`q=Pager`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 25–26 of 26').waitFor();
    await expect.poll(() => images.count()).toBe(2);
    // Newest first: the first two seeded are on the last page.
    expect(
      await images.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt'))),
    ).toEqual([`Pager ${tag} number 2`, `Pager ${tag} number 1`]);

    await page.getByLabel('Search by alt text or file name').fill(`findme-${tag}`);
    await expect.poll(() => images.count()).toBe(1);
    await images.first().getByRole('button').click();
    await details(page)
      .getByRole('heading', { name: `findme-${tag}.png` })
      .waitFor();
    expect(page.url()).toContain(encodeURIComponent(named));

    await page.getByLabel('Search by alt text or file name').fill(`nothing-matches-${tag}`);
    await page.getByText('No images match this search.').waitFor();
    await close();
  });

  it('edits the library’s alt text, which stays after a reload', async () => {
    const path = await seedImage('alt-edit', `Old description ${tag}`, false);
    const { page, close } = await openLibrary({ query: `?image=${encodeURIComponent(path)}` });
    const panel = details(page);
    const altInput = panel.getByLabel('Alt text');
    await expect.poll(() => altInput.inputValue()).toBe(`Old description ${tag}`);
    await altInput.fill('   ');
    await panel.getByRole('button', { name: 'Save alt text' }).click();
    await panel.getByText('Describe the image for people who cannot see it.').waitFor();
    expect((await assetOf(path))?.alt_text).toBe(`Old description ${tag}`);

    await altInput.fill(`A red bicycle against a wall ${tag}`);
    await panel.getByRole('button', { name: 'Save alt text' }).click();
    await expectToast(page, 'Alt text saved');
    expect((await assetOf(path))?.alt_text).toBe(`A red bicycle against a wall ${tag}`);
    await page.reload();
    await expect
      .poll(() => details(page).getByLabel('Alt text').inputValue())
      .toBe(`A red bicycle against a wall ${tag}`);
    await close();
  });
});

describe('media library: deleting', () => {
  it('deletes an unused image after a confirmation: the file and its entry go', async () => {
    const path = await seedImage('unused', `Unused picture ${tag}`);
    const { page, close } = await openLibrary({ query: `?image=${encodeURIComponent(path)}` });
    const panel = details(page);
    await panel.getByText('Not used on any page.').waitFor();
    await panel.getByRole('button', { name: 'Delete image' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this image?' });
    await confirm.getByRole('button', { name: 'Delete image' }).click();
    await expectToast(page, 'Image deleted');
    await page.getByText('Select an image to see its details').waitFor();
    expect(await assetOf(path)).toBeNull();
    expect(await objectExists(path)).toBe(false);
    await close();
  });

  it('keeps an image a blog post uses: the page names the post, and the database refuses the delete', async () => {
    const path = await seedImage('used', `Cover picture ${tag}`);
    const title = `Post with a cover ${tag}`;
    const { data: post } = await service
      .from('blog_posts')
      .insert({ slug: `media-e2e-${tag}`, title, cover_path: path, cover_alt: 'A cover' })
      .select('id')
      .single()
      .throwOnError();
    postIds.push(post.id);

    const { page, close } = await openLibrary({ query: `?image=${encodeURIComponent(path)}` });
    const panel = details(page);
    const uses = panel.getByRole('list', { name: 'Where it is used' });
    await uses.getByRole('link', { name: title }).waitFor();
    expect(await uses.textContent()).toContain('Blog post');
    const remove = panel.getByRole('button', { name: 'Delete image' });
    expect(await remove.isDisabled()).toBe(true);
    await panel.getByText('It cannot be deleted while pages use it').waitFor();
    await close();

    // An editor going around the admin gets nothing deleted either.
    const removed = await editor.client.storage.from('media').remove([path]);
    expect(removed.data).toEqual([]);
    const deleted = await editor.client.from('media_assets').delete().eq('path', path).select('path');
    expect(deleted.data).toEqual([]);
    expect(await objectExists(path)).toBe(true);
    expect(await assetOf(path)).not.toBeNull();
  });
});

describe('media field', () => {
  it('picks an image from the library for a team member’s photo, with the library’s alt text to adjust', async () => {
    const path = await seedImage(`portrait-${tag}`, `Smiling person in a blue shirt ${tag}`);
    const { page, context } = await signedInPage(browser, editor);
    await page.goto(adminUrl('/about-management'));
    await expectPageHeading(page, 'About page');
    await page.getByRole('button', { name: 'Add team member' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add team member' });
    const photo = form.getByRole('group', { name: 'Photo' });
    await photo.getByRole('button', { name: 'Choose image' }).click();

    const library = page.getByRole('dialog', { name: 'Media library' });
    await library.getByLabel('Search by alt text or file name').fill(`portrait-${tag}`);
    const thumbnail = library.getByRole('button', {
      name: new RegExp(`Smiling person in a blue shirt ${tag}`),
    });
    await thumbnail.click();
    expect(await thumbnail.getAttribute('aria-pressed')).toBe('true');
    await library.getByRole('button', { name: 'Use this image' }).click();
    await library.waitFor({ state: 'hidden' });

    expect(await photo.getByRole('img').getAttribute('src')).toContain(`/media/${path}`);
    const alt = photo.getByLabel('Alt text');
    expect(await alt.inputValue()).toBe(`Smiling person in a blue shirt ${tag}`);
    await alt.fill('');
    await alt.blur();
    await photo.getByText('Describe the image for people who cannot see it.').waitFor();
    await photo.getByRole('button', { name: 'Remove' }).click();
    await photo.getByText('No image chosen.').waitFor();
    await context.close();
  });
});

describe('media library: accessibility', () => {
  for (const width of [1280, 390]) {
    it(`has no axe violations at ${String(width)} px, with an image open and in the upload dialog`, async () => {
      const path = await seedImage('axe', `Axe check picture ${tag}`);
      const { page, close } = await openLibrary({ query: `?image=${encodeURIComponent(path)}`, width });
      await details(page).getByText('Not used on any page.').waitFor();
      await page.getByRole('list', { name: 'Images' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Upload image' }).click();
      await page.getByRole('dialog', { name: 'Upload an image' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await close();
    });
  }
});
