import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, expectPageHeading, moveFromKeyboard, signedInPage } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Member, member, productAnon, productService } from '../support/product.ts';

const tag = randomUUID().replaceAll('-', '').slice(0, 8);
/** An 11-character YouTube id of this file's own: `v<tag><two more>`. */
const idOf = (suffix: string) => `v${tag}${suffix}`.slice(0, 11).padEnd(11, '_');
const category = `E2E videos ${tag}`;
const otherCategory = `E2E other ${tag}`;

let browser: Browser;
let editor: Member;
const service = productService();

beforeAll(async () => {
  browser = await launchBrowser();
  editor = await member('editor');
});

afterAll(async () => {
  await service.from('videos').delete().like('youtube_id', `v${tag}%`).throwOnError();
  await browser.close();
});

async function seedVideo(suffix: string, fields: { title: string; sort_order?: number; category?: string }) {
  await service
    .from('videos')
    .insert({ youtube_id: idOf(suffix), category, ...fields })
    .throwOnError();
}

const rowOf = async (youtubeId: string) =>
  (
    await service
      .from('videos')
      .select('title, category, duration_seconds, upload_date, featured, status, published_at, sort_order')
      .eq('youtube_id', youtubeId)
      .maybeSingle()
      .throwOnError()
  ).data;

async function openVideos(query = '', width?: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await signedInPage(browser, editor, width ? { width } : {});
  // The sandbox has no internet: thumbnails fail at once and show their placeholder.
  await context.route('https://i.ytimg.com/**', (route) => route.abort());
  await page.goto(adminUrl(`/youtube-management${query}`));
  await expectPageHeading(page, 'YouTube videos');
  return { page, close: () => context.close() };
}

/** The new video's form, opened from the list (it leaves the page once the video is saved). */
async function openAddDialog(page: Page): Promise<Locator> {
  await page.getByRole('link', { name: 'Add video' }).click();
  const dialog = page.getByRole('form', { name: 'New video' });
  await dialog.waitFor();
  return dialog;
}

const backToList = (page: Page) => page.getByRole('link', { name: 'All videos' }).click();

const expectToast = (page: Page, text: string) =>
  page.getByTestId('toast').filter({ hasText: text }).first().waitFor();

describe('videos: adding from any YouTube address', () => {
  it('extracts the id from each form of address, previews it, and explains an invalid one', async () => {
    const { page, close } = await openVideos();
    const dialog = await openAddDialog(page);
    const link = dialog.getByLabel('YouTube link or video id');
    const id = idOf('aa');
    for (const address of [
      `https://www.youtube.com/watch?v=${id}&t=42s`,
      `https://youtu.be/${id}?si=AbCdEf123`,
      `https://www.youtube.com/shorts/${id}`,
      `https://www.youtube.com/embed/${id}?start=3`,
      `https://m.youtube.com/watch?v=${id}`,
      `https://music.youtube.com/watch?v=${id}&feature=share`,
      `https://www.youtube-nocookie.com/embed/${id}`,
      `https://www.youtube.com/live/${id}`,
      id,
    ]) {
      await link.fill(address);
      await expect.poll(() => dialog.getByTestId('video-id').textContent()).toBe(id);
    }
    // Offline, the thumbnail falls back to its placeholder.
    await dialog.getByTestId('thumbnail-placeholder').waitFor();

    await link.fill(`https://vimeo.com/${id}`);
    await link.blur();
    await dialog.getByText('This link is to vimeo.com, not YouTube.', { exact: false }).waitFor();
    expect(await link.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByTestId('video-id').count()).toBe(0);
    await link.fill('https://www.youtube.com/playlist?list=PL0123456789');
    await dialog.getByText('This is a playlist link.', { exact: false }).waitFor();
    await link.fill('https://youtu.be/tooShort');
    await dialog.getByText('A YouTube video id is 11 letters', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Publish video' }).click();
    await dialog.getByText('Give the video a title of at least 3 characters.').waitFor();
    expect(await rowOf(id)).toBeNull();

    await link.fill(`https://youtu.be/${id}?t=42`);
    await dialog.getByLabel('Title').fill(`Added video ${tag}`);
    await dialog.getByLabel('Category').fill(category);
    await dialog.getByLabel('Duration').fill('4:75');
    await dialog.getByLabel('Duration').blur();
    await dialog.getByText('Write the length as m:ss or h:mm:ss', { exact: false }).waitFor();
    await dialog.getByLabel('Duration').fill('4:05');
    await dialog.getByLabel('Upload date').fill('2026-03-14');
    await dialog.getByRole('switch', { name: 'Featured' }).click();
    await dialog.getByRole('button', { name: 'Publish video' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectToast(page, 'Video published');
    expect(await rowOf(id)).toMatchObject({
      title: `Added video ${tag}`,
      category,
      duration_seconds: 245,
      upload_date: '2026-03-14',
      featured: true,
      status: 'published',
    });
    await backToList(page);
    await page.getByTestId(`video-${id}`).waitFor();
    await close();
  });

  it('names the existing video when the same one is added twice', async () => {
    const id = idOf('dd');
    await seedVideo('dd', { title: `The original ${tag}` });
    const { page, close } = await openVideos();
    const dialog = await openAddDialog(page);
    await dialog.getByLabel('YouTube link or video id').fill(`https://www.youtube.com/watch?v=${id}&si=abc`);
    await dialog.getByLabel('Title').fill(`A second copy ${tag}`);
    await dialog.getByLabel('Category').fill(category);
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    const message = `This video is already in the list as “The original ${tag}”.`;
    await dialog.getByText(message, { exact: false }).waitFor();
    await expectToast(page, message);
    const { data } = await service.from('videos').select('title').eq('youtube_id', id).throwOnError();
    expect(data).toEqual([{ title: `The original ${tag}` }]);
    await close();
  });

  it('schedules a draft for later; anon cannot read it', async () => {
    const id = idOf('sc');
    const { page, close } = await openVideos();
    const dialog = await openAddDialog(page);
    await dialog.getByLabel('YouTube link or video id').fill(id);
    await dialog.getByLabel('Title').fill(`Scheduled video ${tag}`);
    await dialog.getByLabel('Category').fill(category);
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await dialog.getByText('Choose the date and time it goes live.').waitFor();
    await dialog.getByLabel('Go live at').fill('2099-01-02T09:30');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = await rowOf(id);
    expect(row?.status).toBe('scheduled');
    expect(new Date(row?.published_at ?? '').getFullYear()).toBe(2099);
    await backToList(page);
    await page.getByTestId(`video-${id}`).getByText('Scheduled', { exact: true }).waitFor();
    const { data } = await productAnon().from('videos').select('id').eq('youtube_id', id);
    expect(data).toEqual([]);
    await close();
  });
});

describe('videos: the list', () => {
  it('edits a video and unpublishes it', async () => {
    const id = idOf('ed');
    await seedVideo('ed', { title: `Before the edit ${tag}` });
    await service
      .from('videos')
      .update({ status: 'published', published_at: new Date(Date.now() - 60_000).toISOString() })
      .eq('youtube_id', id)
      .throwOnError();
    const { page, close } = await openVideos(`?q=${tag}`);
    await page.getByRole('link', { name: `Edit Before the edit ${tag}` }).click();
    const dialog = page.getByRole('form', { name: `Edit Before the edit ${tag}` });
    expect(await dialog.getByLabel('YouTube link or video id').inputValue()).toBe(id);
    await dialog.getByLabel('Title').fill(`After the edit ${tag}`);
    await dialog.getByLabel('Category').fill(otherCategory);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Video saved');
    expect(await rowOf(id)).toMatchObject({
      title: `After the edit ${tag}`,
      category: otherCategory,
      status: 'published',
    });

    await backToList(page);
    await page.getByRole('link', { name: `Edit After the edit ${tag}` }).click();
    await page
      .getByRole('form', { name: `Edit After the edit ${tag}` })
      .getByRole('button', { name: 'Unpublish' })
      .click();
    await expectToast(page, 'Video unpublished');
    expect((await rowOf(id))?.status).toBe('draft');
    await close();
  });

  it('searches and filters by category', async () => {
    await seedVideo('f1', { title: `Filter one ${tag}` });
    await seedVideo('f2', { title: `Filter two ${tag}`, category: otherCategory });
    const { page, close } = await openVideos();
    await page.getByLabel('Search videos').fill(`Filter one ${tag}`);
    await page.getByTestId(`video-${idOf('f1')}`).waitFor();
    await expect.poll(() => page.getByTestId(`video-${idOf('f2')}`).count()).toBe(0);
    expect(page.url()).toContain('q=Filter');

    await page.getByLabel('Search videos').fill(tag);
    await page.getByTestId(`video-${idOf('f2')}`).waitFor();
    await page.getByLabel('Category').selectOption(otherCategory);
    await expect.poll(() => page.getByTestId(`video-${idOf('f1')}`).count()).toBe(0);
    await page.getByTestId(`video-${idOf('f2')}`).waitFor();
    await page.getByText('Clear the search and category to change the order.').waitFor();
    expect(await page.getByRole('button', { name: `Move Filter two ${tag}` }).isDisabled()).toBe(true);

    await page.getByLabel('Search videos').fill(`nothing-${tag}`);
    await page.getByText('No videos match the search or category.').waitFor();
    await close();
  });

  it('reorders from the keyboard, and the order persists', async () => {
    await seedVideo('o1', { title: `Order first ${tag}`, sort_order: -10_002 });
    await seedVideo('o2', { title: `Order second ${tag}`, sort_order: -10_001 });
    const { page, close } = await openVideos();
    const handle = page.getByRole('button', { name: `Move Order second ${tag}` });
    await handle.waitFor();
    await moveFromKeyboard(page, handle, ['ArrowUp']);
    await expectToast(page, 'Order saved');
    await expect
      .poll(async () => {
        const first = await rowOf(idOf('o1'));
        const second = await rowOf(idOf('o2'));
        return (second?.sort_order ?? 0) < (first?.sort_order ?? 0);
      })
      .toBe(true);
    await page.reload();
    await page.getByTestId(`video-${idOf('o1')}`).waitFor();
    const titles = await page.locator(`[data-testid^="video-v${tag}"]`).allTextContents();
    const position = (title: string) => titles.findIndex((text) => text.includes(title));
    expect(position(`Order second ${tag}`)).toBeLessThan(position(`Order first ${tag}`));
    await close();
  });

  it('deletes a video after a confirmation', async () => {
    await seedVideo('de', { title: `To delete ${tag}` });
    const { page, close } = await openVideos(`?q=${tag}`);
    await page.getByRole('button', { name: `Delete To delete ${tag}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this video?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await rowOf(idOf('de'))).not.toBeNull();
    await page.getByRole('button', { name: `Delete To delete ${tag}` }).click();
    await confirm.getByRole('button', { name: 'Delete video' }).click();
    await page.getByTestId(`video-${idOf('de')}`).waitFor({ state: 'detached' });
    // Delete moves it to the trash (restorable for 30 days): anon never sees it.
    const trashed = await service.from('videos').select('deleted_at').eq('youtube_id', idOf('de')).single();
    expect(trashed.data?.deleted_at).not.toBeNull();
    expect((await productAnon().from('videos').select('id').eq('youtube_id', idOf('de'))).data).toEqual([]);
    await close();
  });
});

describe('videos: accessibility', () => {
  it.each([1280, 390])('is axe clean at %i px: the list and the form with its messages', async (width) => {
    await seedVideo(`a${String(width).slice(0, 1)}`, { title: `Accessible ${width} ${tag}` });
    const { page, close } = await openVideos(`?q=${tag}`, width);
    await page.getByTestId(`video-${idOf(`a${String(width).slice(0, 1)}`)}`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const dialog = await openAddDialog(page);
    await dialog.getByLabel('YouTube link or video id').fill(idOf('zz'));
    await dialog.getByTestId('thumbnail-placeholder').waitFor();
    await dialog.getByRole('button', { name: 'Publish video' }).click();
    await dialog.getByText('Give the video a title of at least 3 characters.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});
