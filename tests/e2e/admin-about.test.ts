import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tables } from '../../src/lib/database.types.ts';
import { adminUrl, expectPageHeading, moveFromKeyboard, signedInPage } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Member, member, productAnon, productService } from '../support/product.ts';

const tag = randomUUID().slice(0, 8);
const service = productService();
const folder = `e2e-about-${tag}`;
const photoPath = `${folder}/portrait-${tag}.png`;
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64',
);

let browser: Browser;
let editor: Member;
/** The about page as the seed left it, put back after the tests. */
let original: Tables<'about_content'>;

beforeAll(async () => {
  browser = await launchBrowser();
  editor = await member('editor');
  original = (await service.from('about_content').select('*').single().throwOnError()).data;
  const upload = await service.storage
    .from('media')
    .upload(photoPath, PNG, { contentType: 'image/png', upsert: true });
  expect(upload.error).toBeNull();
  await service
    .from('media_assets')
    .insert({
      path: photoPath,
      alt_text: `Portrait ${tag}`,
      file_name: `portrait-${tag}.png`,
      mime_type: 'image/png',
    })
    .throwOnError();
});

afterAll(async () => {
  const { id: _id, updated_at: _updated, ...content } = original;
  await service.from('about_content').update(content).eq('id', true).throwOnError();
  await service.from('blog_posts').delete().like('slug', `e2e-about-${tag}-%`).throwOnError();
  await service.from('team_members').delete().like('slug', `%${tag}%`).throwOnError();
  await service.from('media_assets').delete().eq('path', photoPath).throwOnError();
  await service.storage.from('media').remove([photoPath]);
  await browser.close();
});

async function openAbout(width?: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await signedInPage(browser, editor, width ? { width } : {});
  await page.goto(adminUrl('/about-management'));
  await expectPageHeading(page, 'About page');
  await page.getByLabel('Headline').waitFor();
  return { page, close: () => context.close() };
}

const toastTitled = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor();

const aboutRow = async () => (await service.from('about_content').select('*').single().throwOnError()).data;

const members = async () =>
  (
    await service
      .from('team_members')
      .select('id, slug, sort_order, is_published, photo_path, photo_alt, linkedin_url')
      .like('slug', `%${tag}%`)
      .order('sort_order')
      .throwOnError()
  ).data;

async function addMember(name: string, sortOrder: number) {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  return (
    await service
      .from('team_members')
      .insert({ slug, name, role: 'Strategist', sort_order: sortOrder })
      .select('id, slug')
      .single()
      .throwOnError()
  ).data;
}

describe('about page content', () => {
  it('edits the text, values and numbers, saves them explicitly and keeps them after a reload', async () => {
    const { page, close } = await openAbout();
    await page.getByText('All changes saved').waitFor();
    const headline = `We grow brands that measure ${tag}`;
    await page.getByLabel('Headline').fill(headline);
    await page.getByText('Unsaved changes').waitFor();
    await page.getByLabel('Mission').fill(`A mission ${tag}`);

    const values = page.getByTestId('value-row');
    const valueCount = await values.count();
    await page.getByRole('button', { name: 'Add value' }).click();
    await page.getByLabel(`Value ${valueCount + 1} title`).fill(`Value ${tag}`);
    await page.getByLabel(`Value ${valueCount + 1} description`).fill(`Why it matters ${tag}`);
    await page.getByRole('button', { name: `Move value ${valueCount + 1} up` }).click();
    await page.getByRole('button', { name: 'Remove number 1' }).click();
    const statCount = await page.getByTestId('number-row').count();

    // An empty title and an over-long search title are refused with a message each; nothing is stored.
    await page.getByLabel('Value 1 title').fill('');
    await page.getByLabel('Search title').fill('A search title far longer than any result shows '.repeat(2));
    await page.getByText('Too long: at most 70 characters can be saved.').waitFor();
    await page.getByRole('button', { name: 'Save about page' }).click();
    await page.getByText('Enter a title.').waitFor();
    await page.getByText('Keep the search title to 70 characters or fewer.').waitFor();
    expect((await aboutRow()).headline).toBe(original.headline);

    const firstValue = (original.values as { title: string }[])[0]?.title ?? '';
    await page.getByLabel('Value 1 title').fill(firstValue);
    await page.getByLabel('Search title').fill(`About us ${tag}`);
    await page.getByRole('button', { name: 'Save about page' }).click();
    await toastTitled(page, 'About page saved');
    await page.getByText('All changes saved').waitFor();

    const stored = await aboutRow();
    expect(stored.headline).toBe(headline);
    expect(stored.mission).toBe(`A mission ${tag}`);
    expect(stored.seo_title).toBe(`About us ${tag}`);
    const storedValues = stored.values as { title: string; description: string }[];
    expect(storedValues).toHaveLength(valueCount + 1);
    expect(storedValues[valueCount - 1]).toEqual({
      title: `Value ${tag}`,
      description: `Why it matters ${tag}`,
    });
    expect(stored.stats).toEqual((original.stats as unknown[]).slice(1));
    expect(statCount).toBe((original.stats as unknown[]).length - 1);

    await page.reload();
    await expectPageHeading(page, 'About page');
    await expect.poll(() => page.getByLabel('Headline').inputValue()).toBe(headline);
    expect(await page.getByLabel(`Value ${valueCount} title`).inputValue()).toBe(`Value ${tag}`);
    await close();
  });
});

describe('team members', () => {
  it('adds a member with a photo, reorders the team, and hides a member', async () => {
    const first = await addMember(`Ada First ${tag}`, 10_000);
    const { page, close } = await openAbout();
    await page.getByTestId(`team-member-${first.slug}`).waitFor();
    await page.getByRole('button', { name: 'Add team member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add team member' });
    const name = `Zed Second ${tag}`;
    await dialog.getByLabel('Name').fill(name);
    expect(await dialog.getByLabel('Slug').inputValue()).toBe(`zed-second-${tag}`);
    await dialog.getByLabel('Role').fill('Head of Paid Media');
    await dialog.getByLabel('Bio').fill(`Runs paid media ${tag}.`);
    await dialog.getByLabel('LinkedIn profile').fill('http://example.com/zed');
    await dialog.getByRole('button', { name: 'Add team member' }).click();
    await dialog.getByText('Enter a full address starting with https://').waitFor();

    await dialog.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/zed-second');
    await dialog.getByRole('button', { name: 'Choose image' }).click();
    const library = page.getByRole('dialog', { name: 'Media library' });
    await library.getByLabel('Search by alt text or file name').fill(tag);
    await library.getByRole('button', { name: `portrait-${tag}.png` }).click();
    await library.getByRole('button', { name: 'Use this image' }).click();
    await library.waitFor({ state: 'hidden' });
    expect(await dialog.getByLabel('Alt text').inputValue()).toBe(`Portrait ${tag}`);
    await dialog.getByRole('button', { name: 'Add team member' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await toastTitled(page, 'Team member added');

    const slug = `zed-second-${tag}`;
    expect((await members()).map((m) => m.slug)).toEqual([first.slug, slug]);
    expect((await members())[1]).toMatchObject({
      photo_path: photoPath,
      photo_alt: `Portrait ${tag}`,
      linkedin_url: 'https://www.linkedin.com/in/zed-second',
      is_published: true,
    });

    // Keyboard reordering (dnd-kit measures between the keys): lift, move up one place, drop.
    const handle = page.getByRole('button', { name: `Move ${name}` });
    await moveFromKeyboard(page, handle, ['ArrowUp']);
    await toastTitled(page, 'Order saved');
    await expect.poll(async () => (await members()).map((m) => m.slug)).toEqual([slug, first.slug]);

    await page.getByRole('switch', { name: `Show ${name} on the site` }).click();
    await expect.poll(async () => (await members()).find((m) => m.slug === slug)?.is_published).toBe(false);
    await page.getByTestId(`team-member-${slug}`).getByText('Hidden').waitFor();

    await page.reload();
    await page.getByTestId(`team-member-${slug}`).waitFor();
    const order = await page
      .getByTestId(/^team-member-/)
      .evaluateAll((rows) => rows.map((row) => row.dataset.testid));
    expect(order.indexOf(`team-member-${slug}`)).toBeLessThan(order.indexOf(`team-member-${first.slug}`));
    expect(
      await page.getByRole('switch', { name: `Show ${name} on the site` }).getAttribute('aria-checked'),
    ).toBe('false');
    await close();
  });

  it('says how many posts a member authors before deleting them; the posts keep no author', async () => {
    const author = await addMember(`Cleo Author ${tag}`, 20_000);
    await service
      .from('blog_posts')
      .insert(
        [1, 2].map((n) => ({
          slug: `e2e-about-${tag}-${n}`,
          title: `Post ${n} ${tag}`,
          author_id: author.id,
        })),
      )
      .throwOnError();
    const { page, close } = await openAbout();
    await page.getByRole('button', { name: `Delete Cleo Author ${tag}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete Cleo Author ${tag}?` });
    await expect
      .poll(() => confirm.getByTestId('authored-posts').textContent())
      .toBe(`Cleo Author ${tag} is the author of 2 blog posts; they will show no author.`);
    await confirm.getByRole('button', { name: 'Delete team member' }).click();
    await page.getByTestId(`team-member-${author.slug}`).waitFor({ state: 'detached' });
    // Delete moves the member to the trash: hidden from the site, restorable for 30 days.
    const trashed = await service.from('team_members').select('deleted_at').eq('id', author.id).single();
    expect(trashed.data?.deleted_at).not.toBeNull();
    expect((await productAnon().from('team_members').select('id').eq('id', author.id)).data).toEqual([]);
    // Once the trash lets it go for good, the posts keep no author.
    await service.from('team_members').delete().eq('id', author.id).throwOnError();
    const { data } = await service
      .from('blog_posts')
      .select('author_id')
      .like('slug', `e2e-about-${tag}-%`)
      .throwOnError();
    expect(data).toEqual([{ author_id: null }, { author_id: null }]);
    expect((await members()).some((m) => m.slug === author.slug)).toBe(false);
    await close();
  });
});

describe('about page accessibility', () => {
  for (const width of [1280, 390])
    it(`has no axe violations at ${width} px, with the team dialog open too`, async () => {
      const { page, close } = await openAbout(width);
      await page.getByText('All changes saved').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Add team member' }).click();
      await page.getByRole('dialog', { name: 'Add team member' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await close();
    });
});
