import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, openPage, pageSettled, siteUrl } from '../support/browser.ts';
import { productService } from '../support/product.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const service = productService();
const { data: seeded } = await service.from('whatsapp_widget').select('*').single();
afterEach(async () => {
  if (seeded) await service.from('whatsapp_widget').update(seeded).eq('id', true).throwOnError();
});

const widget = (page: Page) => page.getByTestId('chat-widget');

/**
 * Counts, inside the page, its requests for the widget's settings that have ended: answered and
 * read, or failed. Each is counted just before the island's own code continues with the result.
 */
async function countSettingsRequests(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const ended = { count: 0 };
    Object.assign(window, { __chatSettingsRequestsEnded: ended });
    const fetchAsThePageDoes = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes('/rest/v1/whatsapp_widget')) return fetchAsThePageDoes(input, init);
      try {
        const response = await fetchAsThePageDoes(input, init);
        const read = response.text.bind(response);
        response.text = () => read().finally(() => (ended.count += 1));
        return response;
      } catch (error) {
        ended.count += 1;
        throw error;
      }
    };
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __chatSettingsRequestsEnded: { count: number } }).__chatSettingsRequestsEnded
          .count,
    );
}

describe('chat widget', () => {
  it('shows the stored settings: position, colour, the welcome message, and Start Chat opens the chat link', async () => {
    await service
      .from('whatsapp_widget')
      .update({
        phone_number: '+1 (512) 555-0142',
        welcome_message: 'Hi! Questions about SEO & ads?',
        position: 'bottom-left',
        color: '#0f766e',
        is_enabled: true,
      })
      .eq('id', true)
      .throwOnError();
    const { page, context } = await openPage(browser);
    await page.goto(siteUrl('/services'));
    await hydrated(page, 'ChatWidget');
    await expect.poll(() => widget(page).isVisible()).toBe(true);
    expect(await widget(page).getAttribute('data-position')).toBe('bottom-left');
    const button = widget(page).getByRole('button', { name: 'Chat with us' });
    expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(15, 118, 110)');
    const box = await button.boundingBox();
    expect(box?.x).toBeLessThan(100);

    await button.click();
    const panel = page.getByRole('dialog', { name: 'Chat with us' });
    expect(await panel.innerText()).toContain('Hi! Questions about SEO & ads?');
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>chat</title>' }),
    );
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      panel.getByRole('button', { name: 'Start Chat' }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(
      `https://wa.me/15125550142?text=${encodeURIComponent('Hi! Questions about SEO & ads?')}`,
    );

    await widget(page).getByRole('button', { name: 'Close chat' }).click();
    expect(await panel.count()).toBe(0);
    await context.close();
  });

  it.each([
    ['disabled', { is_enabled: false }],
    ['without a phone number', { phone_number: null, is_enabled: true }],
  ])('stays hidden when %s', async (_, change) => {
    await service.from('whatsapp_widget').update(change).eq('id', true).throwOnError();
    const { page, context } = await openPage(browser);
    const settingsRequestsEnded = await countSettingsRequests(page);
    await page.goto(siteUrl('/services'));
    await hydrated(page, 'ChatWidget');
    await expect.poll(settingsRequestsEnded).toBe(1);
    await pageSettled(page);
    expect(await widget(page).count()).toBe(0);
    await context.close();
  });

  it('stays hidden when its settings cannot be loaded, after the client has given up', async () => {
    const { page, context } = await openPage(browser, { clock: true });
    const settingsRequestsEnded = await countSettingsRequests(page);
    await page.route('**/rest/v1/whatsapp_widget*', (route) => route.abort('connectionrefused'));
    // Time stands still from the start: the island hydrates once the page's clock lets it be idle.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.goto(siteUrl('/services'));
    await page.clock.runFor(50);
    await hydrated(page, 'ChatWidget');
    // postgrest-js tries a failed read three more times, 1, 2 and 4 s apart: the clock skips the waits.
    for (const [attempt, wait] of [
      [1, 1000],
      [2, 2000],
      [3, 4000],
    ] as const) {
      await expect.poll(settingsRequestsEnded).toBe(attempt);
      expect(await widget(page).count()).toBe(0);
      await page.clock.runFor(wait);
    }
    await expect.poll(settingsRequestsEnded).toBe(4);
    await pageSettled(page);
    expect(await widget(page).count()).toBe(0);
    await context.close();
  });
});
