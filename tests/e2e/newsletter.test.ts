import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  beforeHydration,
  dataLayer,
  hydrated,
  launchBrowser,
  openPage,
  pageSettled,
  siteUrl,
} from '../support/browser.ts';
import { productAnon, productService } from '../support/product.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const service = productService();

async function footerForm(page: Page) {
  await page.goto(siteUrl('/services'));
  const form = page.locator('form[data-form="newsletter"]');
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'NewsletterForm');
  await hydrated(page, 'Toaster');
  return { input: form.getByRole('textbox', { name: 'Email address' }), button: form.getByRole('button') };
}

const toast = (page: Page) => page.locator('[data-variant]');

describe('footer newsletter', () => {
  it('subscribes a lowercased, trimmed email: Subscribing..., Subscribed!, then resets after 3 s', async () => {
    const { page, context } = await openPage(browser, { clock: true });
    const { input, button } = await footerForm(page);
    const local = `Reader.${randomUUID().slice(0, 8)}`;
    await input.fill(`  ${local}@Example.COM `);

    // Hold the insert so the in-between state can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/newsletter_signups', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.clock.pauseAt(Date.now() + 60_000);
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Subscribing...');
    release();
    await expect.poll(() => button.textContent()).toBe('Subscribed!');
    expect(await input.isDisabled()).toBe(true);
    expect(await toast(page).first().innerText()).toContain('Subscription successful!');
    expect(await toast(page).first().innerText()).toContain('Thank you for subscribing to our newsletter.');

    const stored = await service
      .from('newsletter_signups')
      .select('email, source, is_active, is_confirmed')
      .eq('email', `${local.toLowerCase()}@example.com`);
    expect(stored.data).toEqual([
      {
        email: `${local.toLowerCase()}@example.com`,
        source: 'website-footer',
        is_active: true,
        is_confirmed: false,
      },
    ]);
    expect(await dataLayer(page)).toContainEqual(
      expect.objectContaining({ event: 'form_submit', form_name: 'newsletter' }),
    );

    await page.clock.runFor(2999);
    await pageSettled(page);
    expect(await button.textContent()).toBe('Subscribed!');
    expect(await input.inputValue()).not.toBe('');
    await page.clock.runFor(1);
    await expect.poll(() => button.textContent()).toBe('Subscribe');
    expect(await input.inputValue()).toBe('');
    expect(await input.isDisabled()).toBe(false);
    await context.close();
  });

  it('refuses an invalid email with a destructive toast, without a request, and the toast leaves after 3 s', async () => {
    const { page, context } = await openPage(browser, { clock: true });
    const { input, button } = await footerForm(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('newsletter_signups')) requests.push(request.url());
    });
    await page.clock.pauseAt(Date.now() + 60_000);
    for (const bad of ['not-an-email', 'a@b', '   ']) {
      await input.fill(bad);
      await button.click();
      await expect.poll(() => toast(page).count()).toBeGreaterThan(0);
      const last = toast(page).last();
      expect(await last.getAttribute('data-variant')).toBe('destructive');
      expect(await last.innerText()).toContain('Invalid email');
      expect(await last.innerText()).toContain('Please enter a valid email address');
    }
    expect(requests).toEqual([]);
    expect(await button.textContent()).toBe('Subscribe');
    await page.clock.runFor(2999);
    await pageSettled(page);
    expect(await toast(page).count()).toBeGreaterThan(0);
    await page.clock.runFor(1);
    await expect.poll(() => toast(page).count()).toBe(0);
    await context.close();
  });

  it('says "Already subscribed" for an address on the list (the database answers 23505)', async () => {
    const email = `known-${randomUUID().slice(0, 8)}@example.com`;
    await service.from('newsletter_signups').insert({ email }).throwOnError();
    const { page, context } = await openPage(browser);
    const { input, button } = await footerForm(page);
    await input.fill(email.toUpperCase());
    await button.click();
    await expect.poll(() => toast(page).count()).toBe(1);
    expect(await toast(page).innerText()).toContain('Already subscribed');
    expect(await toast(page).innerText()).toContain('This email is already subscribed to our newsletter');
    await expect.poll(() => button.textContent()).toBe('Subscribe');
    await context.close();
  });

  it('reports a failed lookup and a refused insert with the catalogue messages', async () => {
    const { page, context, address } = await openPage(browser);
    const { input, button } = await footerForm(page);
    await page.route('**/rest/v1/newsletter_signups?select=*', (route) => route.abort('connectionrefused'));
    await input.fill(`lookup-${randomUUID().slice(0, 8)}@example.com`);
    await button.click();
    await expect.poll(() => toast(page).count()).toBe(1);
    expect(await toast(page).innerText()).toContain('Failed to check existing subscriptions');
    await page.unroute('**/rest/v1/newsletter_signups?select=*');

    // Five sign-ups from one client address in ten minutes is the database's limit; the sixth is refused.
    for (let i = 0; i < 5; i++) {
      await productAnon(address)
        .from('newsletter_signups')
        .insert({ email: `burst-${i}-${randomUUID().slice(0, 6)}@example.com` })
        .throwOnError();
    }
    await input.fill(`limited-${randomUUID().slice(0, 8)}@example.com`);
    await button.click();
    await expect.poll(() => toast(page).count()).toBeGreaterThan(1);
    const refused = toast(page).last();
    expect(await refused.getAttribute('data-variant')).toBe('destructive');
    expect(await refused.innerText()).toContain('Subscription failed');
    expect(await refused.innerText()).toContain(
      'Too many submissions from this network. Please wait a few minutes and try again.',
    );
    await context.close();
  });
});

describe('footer newsletter before it hydrates', () => {
  const footerForm = (page: Page) => {
    const form = page.locator('form[data-form="newsletter"]');
    return { input: form.getByRole('textbox', { name: 'Email address' }), button: form.getByRole('button') };
  };
  const storedEmails = async (email: string) =>
    (await service.from('newsletter_signups').select('email').eq('email', email)).data;

  it('keeps an address typed right after the footer scrolled into view', async () => {
    const { page, context } = await openPage(browser);
    const { input, button } = footerForm(page);
    const email = `jane.visitor.${randomUUID().slice(0, 8)}@example.com`;
    await beforeHydration(page, 'NewsletterForm', '/', () => input.pressSequentially(email));
    await hydrated(page, 'NewsletterForm');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Subscribed!');
    expect(await storedEmails(email)).toEqual([{ email }]);
    await context.close();
  });

  it('subscribes an address submitted before the form hydrated, without leaving the page', async () => {
    const { page, context } = await openPage(browser);
    const { input, button } = footerForm(page);
    const email = `early.${randomUUID().slice(0, 8)}@example.com`;
    await beforeHydration(page, 'NewsletterForm', '/', async () => {
      await input.pressSequentially(email);
      await input.press('Enter');
    });
    await expect.poll(() => button.textContent()).toBe('Subscribed!');
    expect(page.url()).toBe(siteUrl('/'));
    expect(await storedEmails(email)).toEqual([{ email }]);
    await context.close();
  });
});
