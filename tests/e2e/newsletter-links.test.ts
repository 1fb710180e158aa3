/**
 * Newsletter double opt-in and unsubscribe in Chromium (issue 17): subscribe in the footer, open
 * the emailed confirmation link, see it confirmed (the row too); the unsubscribe page asks for one
 * press and never unsubscribes on load; used, forged and missing tokens are refused with what to do
 * next; the token leaves the address and no referrer is sent.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { hydrated, launchBrowser, openPage, siteUrl } from '../support/browser.ts';
import { newsletterLinks } from '../support/newsletter-links.ts';
import { productService } from '../support/product.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const service = productService();
const FORGED = 'A'.repeat(43);

async function signup(email: string) {
  const { data } = await service
    .from('newsletter_signups')
    .select('is_active, is_confirmed')
    .eq('email', email)
    .throwOnError();
  return data;
}

/** The outcome panel the page shows (its heading), once one is shown. */
const outcome = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

/** A new subscriber (queued a confirmation email like a visitor's signup), with the tokens it carries. */
async function newSubscriber() {
  const email = `links-${randomUUID().slice(0, 8)}@example.com`;
  await service.from('newsletter_signups').insert({ email }).throwOnError();
  return { email, ...(await newsletterLinks(email)) };
}

describe('newsletter double opt-in', () => {
  it('subscribes in the footer, confirms through the emailed link, and the link then counts as used', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(siteUrl('/services'));
    const form = page.locator('form[data-form="newsletter"]');
    await form.scrollIntoViewIfNeeded();
    await hydrated(page, 'NewsletterForm');
    const email = `double-opt-in-${randomUUID().slice(0, 8)}@example.com`;
    await form.getByRole('textbox', { name: 'Email address' }).fill(email);
    await form.getByRole('button').click();
    await expect.poll(() => form.getByRole('button').textContent()).toBe('Subscribed!');
    expect(await signup(email)).toEqual([{ is_active: true, is_confirmed: false }]);

    const { confirmToken } = await newsletterLinks(email);
    const referrers: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/rpc/')) referrers.push(request.headers().referer);
    });
    await page.goto(siteUrl(`/newsletter/confirm?token=${confirmToken}`));
    await outcome(page, 'You are subscribed').waitFor();
    expect(await signup(email)).toEqual([{ is_active: true, is_confirmed: true }]);
    // The token left the address before anything could read it, and no request names the page.
    expect(page.url()).toBe(siteUrl('/newsletter/confirm'));
    expect(referrers.length).toBeGreaterThan(0);
    expect(referrers.filter((referrer) => referrer !== undefined)).toEqual([]);
    expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe('no-referrer');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');

    // Opened again (a reload keeps the token for this tab): single use.
    await page.reload();
    await outcome(page, 'This confirmation link has already been used.').waitFor();
    await context.close();

    // In another browser the same link is refused too.
    const second = await openPage(browser);
    await second.page.goto(siteUrl(`/newsletter/confirm?token=${confirmToken}`));
    await outcome(second.page, 'This confirmation link has already been used.').waitFor();
    await second.context.close();
  });

  it('refuses a forged or cut confirmation link and says what to do; without a token it asks for the email’s link', async () => {
    const { confirmToken, email } = await newSubscriber();
    const { page, context } = await openPage(browser);
    for (const token of [FORGED, confirmToken.slice(0, -1), '<script>alert(1)</script>']) {
      await page.goto(siteUrl(`/newsletter/confirm?token=${encodeURIComponent(token)}`));
      await outcome(page, 'This confirmation link is not valid.').waitFor();
      await page.getByText('some email apps cut long links in two').waitFor();
    }
    expect(await signup(email)).toEqual([{ is_active: true, is_confirmed: false }]);
    const fresh = await openPage(browser);
    await fresh.page.goto(siteUrl('/newsletter/confirm'));
    await outcome(fresh.page, 'This page needs the link from your confirmation email.').waitFor();
    await fresh.page.getByRole('link', { name: 'Go to the subscription form' }).click();
    await expect.poll(() => fresh.page.url()).toBe(siteUrl('/newsletter/confirm#newsletter'));
    await fresh.context.close();
    await context.close();
  });

  it('shows the database’s answer to an expired link: subscribe again, with the form a click away', async () => {
    // Expiry (7 days) is the database's (tested there); here the page's words for its answer.
    const { page, context } = await openPage(browser);
    await page.route('**/rest/v1/rpc/confirm_newsletter', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          code: '22023',
          message: 'This confirmation link has expired. Subscribe again to get a new one.',
          details: null,
          hint: null,
        }),
      }),
    );
    await page.goto(siteUrl(`/newsletter/confirm?token=${FORGED}`));
    await outcome(page, 'This confirmation link has expired. Subscribe again to get a new one.').waitFor();
    await page.getByRole('link', { name: 'Go to the subscription form' }).waitFor();
    await context.close();
  });

  it('says when the server could not be reached, and “Try again” sends the link again', async () => {
    const { email, confirmToken } = await newSubscriber();
    const { page, context } = await openPage(browser);
    await page.route('**/rest/v1/rpc/confirm_newsletter', (route) => route.abort('connectionrefused'));
    await page.goto(siteUrl(`/newsletter/confirm?token=${confirmToken}`));
    await outcome(page, 'Your subscription could not be confirmed just now.').waitFor();
    expect(await signup(email)).toEqual([{ is_active: true, is_confirmed: false }]);
    await page.unroute('**/rest/v1/rpc/confirm_newsletter');
    await page.getByRole('button', { name: 'Try again' }).click();
    await outcome(page, 'You are subscribed').waitFor();
    expect(await signup(email)).toEqual([{ is_active: true, is_confirmed: true }]);
    await context.close();
  });

  it('explains what to do when JavaScript is off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ status: 200, body: '' }),
    );
    // Playwright's text locators skip <noscript>: its paragraph is read and measured directly.
    const explanation = page.locator('[data-newsletter-link] noscript p');
    await page.goto(siteUrl(`/newsletter/confirm?token=${FORGED}`));
    expect(await explanation.isVisible()).toBe(true);
    expect(await explanation.textContent()).toContain(
      'Confirming your subscription needs JavaScript, which is off in this browser.',
    );
    await page.goto(siteUrl(`/newsletter/unsubscribe?token=${FORGED}`));
    expect(await explanation.isVisible()).toBe(true);
    expect(await explanation.textContent()).toContain(
      'Unsubscribing here needs JavaScript, which is off in this browser.',
    );
    expect(await page.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);
    await context.close();
  });
});

describe('newsletter unsubscribe page', () => {
  it('unsubscribes only when the button is pressed, then says so again on a second press', async () => {
    const { email, unsubscribeToken } = await newSubscriber();
    const { page, context } = await openPage(browser);
    await page.goto(siteUrl(`/newsletter/unsubscribe?token=${unsubscribeToken}`));
    await outcome(page, 'Stop receiving our newsletter?').waitFor();
    expect(page.url()).toBe(siteUrl('/newsletter/unsubscribe'));
    // Opening the page (as a mail scanner does) changes nothing.
    expect(await signup(email)).toEqual([{ is_active: true, is_confirmed: false }]);

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await outcome(page, 'You are unsubscribed').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent.trim())).toBe(
      'You are unsubscribed',
    );
    expect(await signup(email)).toEqual([{ is_active: false, is_confirmed: false }]);

    // The link never expires and may be used again harmlessly.
    await page.reload();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await outcome(page, 'You are already unsubscribed').waitFor();
    await context.close();
  });

  it('refuses a forged link and leaves the list alone; without a token it says where the link is', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(siteUrl(`/newsletter/unsubscribe?token=${FORGED}`));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await outcome(page, 'This unsubscribe link is not valid.').waitFor();
    const fresh = await openPage(browser);
    await fresh.page.goto(siteUrl('/newsletter/unsubscribe'));
    await outcome(fresh.page, 'This page needs the unsubscribe link from one of our emails.').waitFor();
    expect(await fresh.page.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);
    await fresh.context.close();
    await context.close();
  });

  it('leaves both pages out of sitemap.xml', async () => {
    const sitemap = await (await fetch(siteUrl('/sitemap-0.xml'))).text();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain('/newsletter/');
  });
});

describe('newsletter link pages are WCAG 2.1 AA clean (axe)', () => {
  for (const width of [1280, 390])
    it(`at ${width} px, in their outcomes`, async () => {
      const { page, context } = await openPage(browser, { width, cookieChoiceMade: true });
      await page.goto(siteUrl(`/newsletter/unsubscribe?token=${FORGED}`));
      await outcome(page, 'Stop receiving our newsletter?').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await outcome(page, 'This unsubscribe link is not valid.').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(siteUrl('/newsletter/confirm'));
      await outcome(page, 'This page needs the link from your confirmation email.').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
});
