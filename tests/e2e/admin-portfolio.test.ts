import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, expectPageHeading, moveFromKeyboard, signedInPage } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Member, member, productAnon, productService } from '../support/product.ts';

const tag = randomUUID().slice(0, 8);
const slugOf = (name: string) => `e2e-pf-${tag}-${name}`;

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64',
);

let browser: Browser;
let editor: Member;
const service = productService();
const imagePaths: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  editor = await member('editor');
});

afterAll(async () => {
  // Pages first: a file a page uses cannot be deleted.
  await service.from('portfolio_items').delete().like('slug', `e2e-pf-${tag}-%`).throwOnError();
  if (imagePaths.length) {
    await service.from('media_assets').delete().in('path', imagePaths).throwOnError();
    await service.storage.from('media').remove(imagePaths);
  }
  await browser.close();
});

/** An image in the bucket and the media library, with its alt text. */
async function seedImage(name: string): Promise<{ path: string; alt: string }> {
  const path = `e2e-pf-${tag}/${name}.png`;
  const alt = `Screen ${name} of the project ${tag}`;
  imagePaths.push(path);
  const upload = await service.storage
    .from('media')
    .upload(path, PNG, { contentType: 'image/png', upsert: true });
  expect(upload.error).toBeNull();
  await service
    .from('media_assets')
    .insert({ path, alt_text: alt, file_name: `${name}.png`, mime_type: 'image/png', size_bytes: PNG.length })
    .throwOnError();
  return { path, alt };
}

async function seedItem(
  name: string,
  extra: { status?: 'draft' | 'published'; category?: string; sort_order?: number; client?: string } = {},
): Promise<string> {
  const { data } = await service
    .from('portfolio_items')
    .insert({
      slug: slugOf(name),
      title: `Project ${name} ${tag}`,
      client: extra.client ?? `Client ${name}`,
      category: extra.category ?? 'Web Design',
      status: extra.status ?? 'draft',
      published_at: extra.status === 'published' ? new Date(Date.now() - 60_000).toISOString() : null,
      sort_order: extra.sort_order ?? 0,
    })
    .select('id')
    .single()
    .throwOnError();
  return data.id;
}

const rowOf = (slug: string) =>
  service
    .from('portfolio_items')
    .select('*')
    .eq('slug', slug)
    .maybeSingle()
    .throwOnError()
    .then(({ data }) => data);

async function open(path: string, heading: string, width?: number) {
  const { page, context } = await signedInPage(browser, editor, width ? { width } : {});
  await page.goto(adminUrl(path));
  await expectPageHeading(page, heading);
  return { page, close: () => context.close() };
}

async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
}

/** Chooses an image in the media library dialog opened from `field`. */
async function pickImage(page: Page, field: Locator, image: { alt: string }): Promise<void> {
  await field.getByRole('button', { name: 'Choose image' }).click();
  const library = page.getByRole('dialog', { name: 'Media library' });
  await library.getByLabel('Search by alt text or file name').fill(image.alt);
  await library.getByRole('button', { name: new RegExp(image.alt) }).click();
  await library.getByRole('button', { name: 'Use this image' }).click();
  await library.waitFor({ state: 'hidden' });
}

describe('portfolio: editor', () => {
  it('creates an item with a gallery, reorders and removes gallery images, and publishes it', async () => {
    const one = await seedImage('one');
    const two = await seedImage('two');
    const three = await seedImage('three');
    const { page, close } = await open('/portfolio/new', 'New portfolio item');
    await page.getByLabel('Title', { exact: true }).fill(`Wine club store ${tag}`);
    expect(await page.getByLabel('Slug', { exact: true }).inputValue()).toBe(`wine-club-store-${tag}`);
    await page.getByLabel('Slug', { exact: true }).fill(slugOf('created'));
    await page.getByLabel('Client', { exact: true }).fill('Bluebonnet Hill Cellars');
    await page.getByLabel('Category').selectOption('E-commerce');
    await page.getByLabel('Year').fill('2024');
    await page.getByLabel('Project address').fill('https://example.com/store');
    const tags = page.getByRole('textbox', { name: 'Tags' });
    await tags.fill('ecommerce');
    await tags.press('Enter');
    await tags.fill('subscriptions');
    await tags.press('Enter');
    await page.getByLabel('Description', { exact: true }).fill('We rebuilt the **store**.');

    const add = page.getByRole('group', { name: 'Add an image to the gallery' });
    await pickImage(page, add, one);
    await pickImage(page, add, two);
    await pickImage(page, add, three);
    const gallery = page.getByRole('list', { name: 'Gallery images in their order on the site' });
    expect(await gallery.getByRole('listitem').count()).toBe(3);
    await page
      .getByRole('group', { name: 'Gallery image 2' })
      .getByLabel('Alt text')
      .fill('The member portal');

    // Move the first image one place down, from the keyboard; then remove the last.
    await moveFromKeyboard(page, page.getByRole('button', { name: 'Move gallery image 1', exact: true }), [
      'ArrowDown',
    ]);
    await page.getByRole('button', { name: 'Remove gallery image 3' }).click();
    await expect.poll(() => gallery.getByRole('listitem').count()).toBe(2);

    await page.getByRole('button', { name: 'Publish portfolio item' }).click();
    await expectToast(page, 'Published');
    await page.waitForURL(/\/admin\/portfolio\/[0-9a-f-]{36}$/);

    const row = await rowOf(slugOf('created'));
    expect(row).toMatchObject({
      title: `Wine club store ${tag}`,
      client: 'Bluebonnet Hill Cellars',
      category: 'E-commerce',
      year: 2024,
      project_url: 'https://example.com/store',
      tags: ['ecommerce', 'subscriptions'],
      body: 'We rebuilt the **store**.',
      status: 'published',
      // The shape the site reads: [{path, alt}], the path inside the media bucket.
      gallery: [
        { path: two.path, alt: 'The member portal' },
        { path: one.path, alt: one.alt },
      ],
    });
    const anon = await productAnon().from('portfolio_items').select('gallery').eq('slug', slugOf('created'));
    expect(anon.data).toEqual([{ gallery: row?.gallery }]);
    await close();
  });

  it('edits an item, unpublishes and schedules it; anon cannot read it then', async () => {
    const id = await seedItem('edited', { status: 'published' });
    const { page, close } = await open(`/portfolio/${id}`, `Edit: Project edited ${tag}`);
    await page.getByLabel('Title', { exact: true }).fill(`Project edited again ${tag}`);
    expect(await page.getByLabel('Slug', { exact: true }).inputValue()).toBe(slugOf('edited'));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Changes saved');
    await expect.poll(async () => (await rowOf(slugOf('edited')))?.title).toBe(`Project edited again ${tag}`);
    expect((await rowOf(slugOf('edited')))?.status).toBe('published');

    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expectToast(page, 'Unpublished');
    expect(await rowOf(slugOf('edited'))).toMatchObject({ status: 'draft', published_at: null });
    expect((await productAnon().from('portfolio_items').select('id').eq('id', id)).data).toEqual([]);

    await page.getByLabel('Go live at').fill('2031-05-04T10:30');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expectToast(page, 'Scheduled');
    const expected = await page.evaluate(() => new Date('2031-05-04T10:30').toISOString());
    const row = await rowOf(slugOf('edited'));
    expect(row?.status).toBe('scheduled');
    expect(new Date(row?.published_at ?? 0).toISOString()).toBe(expected);
    expect((await productAnon().from('portfolio_items').select('id').eq('id', id)).data).toEqual([]);
    await close();
  });

  it('shows a message per field and requires alt text for a gallery image', async () => {
    const image = await seedImage('alt');
    const { page, close } = await open('/portfolio/new', 'New portfolio item');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Enter a title.').waitFor();
    await page.getByText('Enter the client’s name.').waitFor();

    await page.getByLabel('Title', { exact: true }).fill(`Validation ${tag}`);
    await page.getByLabel('Slug', { exact: true }).fill('-bad--slug');
    await page.getByLabel('Client', { exact: true }).fill('Someone');
    await page.getByLabel('Year').fill('1999');
    await page.getByLabel('Project address').fill('not a web address');
    await pickImage(page, page.getByRole('group', { name: 'Add an image to the gallery' }), image);
    await page.getByRole('group', { name: 'Gallery image 1' }).getByLabel('Alt text').fill('');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page
      .getByText('Use lowercase letters, digits and single hyphens, like acme-online-store.')
      .waitFor();
    await page.getByText('Enter a year between 2000 and 2100, or leave it empty.').waitFor();
    await page.getByText('Enter a full address starting with https://, or leave it empty.').waitFor();
    await page.getByText('Describe the image for people who cannot see it.').first().waitFor();
    const { count } = await service
      .from('portfolio_items')
      .select('id', { count: 'exact', head: true })
      .eq('title', `Validation ${tag}`);
    expect(count).toBe(0);
    await close();
  });
});

describe('portfolio: list', () => {
  it('searches, filters by category and status, pages, and deletes after a confirmation', async () => {
    const client = `Pager ${tag}`;
    for (let n = 1; n <= 21; n += 1) await seedItem(`page-${String(n)}`, { client });
    await seedItem('brand', { client, category: 'Branding', status: 'published' });
    const { page, close } = await open('/portfolio', 'Portfolio');
    await page.getByLabel('Search title or client').fill(client);
    await page.getByText('Showing 1–20 of 22').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 21–22 of 22').waitFor();

    await page.getByLabel('Category').selectOption('Branding');
    await page.getByText('Showing 1–1 of 1').waitFor();
    await page.getByRole('link', { name: `Project brand ${tag}`, exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('category')).toBe('Branding');
    await page.getByLabel('Category').selectOption('');
    await page.getByText('Showing 1–20 of 22').waitFor();
    await page.getByLabel('Status').selectOption('draft');
    await page.getByText('Showing 1–20 of 21').waitFor();
    await page.getByLabel('Status').selectOption('');

    await page.getByLabel('Search title or client').fill(`Project page-3 ${tag}`);
    await page.getByText('Showing 1–1 of 1').waitFor();
    await page.getByRole('button', { name: `Delete Project page-3 ${tag}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this portfolio item?' });
    await confirm.getByRole('button', { name: 'Delete portfolio item' }).click();
    await expectToast(page, 'Portfolio item deleted');
    await page.getByText(`Nothing matches “Project page-3 ${tag}”.`).waitFor();
    // Delete moves it to the trash (restorable for 30 days): anon never sees it, the row keeps its slug.
    await expect.poll(async () => (await rowOf(slugOf('page-3')))?.deleted_at ?? null).not.toBeNull();
    expect(
      (await productAnon().from('portfolio_items').select('id').eq('slug', slugOf('page-3'))).data,
    ).toEqual([]);
    await close();
  });
});

describe('portfolio: order and featured', () => {
  it('reorders from the keyboard and features an item; both persist', async () => {
    const firstId = await seedItem('first', { sort_order: 5000 });
    await seedItem('second', { sort_order: 5001 });
    const { page, close } = await open('/portfolio/order', 'Order of the portfolio');
    const handle = page.getByRole('button', { name: `Move Project first ${tag}` });
    // Every announcement of the list's live region, as a screen reader hears them one by one.
    await page.evaluate(() => {
      const heard: string[] = [];
      Object.assign(window, { heard });
      new MutationObserver(() => {
        const region = document.querySelector('[id^="DndLiveRegion-"]');
        if (region?.textContent) heard.push(region.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await moveFromKeyboard(page, handle, ['ArrowDown']);
    await expectToast(page, 'Order saved');
    await expect
      .poll(async () => {
        const first = await rowOf(slugOf('first'));
        const second = await rowOf(slugOf('second'));
        return (first?.sort_order ?? 0) > (second?.sort_order ?? 0);
      })
      .toBe(true);
    const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
    const count = await page.getByTestId('sortable-row').count();
    const name = `“Project first ${tag}”`;
    expect(
      heard.some((text) =>
        new RegExp(`^Picked up ${name}, at position \\d+ of ${String(count)}\\.$`).test(text),
      ),
    ).toBe(true);
    expect(heard.some((text) => text.startsWith(`${name} moved to position `))).toBe(true);
    expect(heard.at(-1)).toMatch(new RegExp(`^${name} dropped at position \\d+ of ${String(count)}\\.$`));
    expect(heard.join(' ')).not.toContain(firstId);

    // A visible "Featured" label, named for its item to screen readers.
    const row = page.getByTestId('sortable-row').filter({ hasText: `Project second ${tag}` });
    expect(await row.getByText('Featured', { exact: true }).isVisible()).toBe(true);
    await row.getByRole('switch', { name: `Featured: Project second ${tag}`, exact: true }).click();
    await expect.poll(async () => (await rowOf(slugOf('second')))?.featured).toBe(true);
    await close();
  });
});

describe('portfolio: accessibility', () => {
  for (const width of [1280, 390]) {
    it(`has no axe violations on the list, the editor and the order page at ${String(width)} px`, async () => {
      const id = await seedItem(`axe-${String(width)}`, { status: 'published' });
      for (const [path, heading] of [
        ['/portfolio', 'Portfolio'],
        [`/portfolio/${id}`, `Edit: Project axe-${String(width)} ${tag}`],
        ['/portfolio/new', 'New portfolio item'],
        ['/portfolio/order', 'Order of the portfolio'],
      ] as const) {
        const { page, close } = await open(path, heading, width);
        await page
          .locator('[aria-busy="true"]')
          .first()
          .waitFor({ state: 'detached' })
          .catch(() => undefined);
        expect(await axeViolations(page), path).toEqual([]);
        await close();
      }
    });
  }
});
