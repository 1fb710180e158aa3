import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earliestBookableDate, nextWeekday } from '../../src/lib/forms/booking-slot.ts';
import { axeViolations } from '../support/axe.ts';
import {
  beforeHydration,
  hydrated,
  type IslandName,
  launchBrowser,
  openPage,
  recordEvents,
  siteUrl,
} from '../support/browser.ts';
import { member, type Member, productAnon, productService } from '../support/product.ts';
import { expectThankYouFor } from '../support/thank-you.ts';

let browser: Browser;
let admin: Member;
beforeAll(async () => {
  [browser, admin] = await Promise.all([launchBrowser(), member('admin')]);
});
afterAll(async () => browser.close());

const service = productService();
const unique = () => randomUUID().slice(0, 8);
const NETWORK_FAILURE = "We couldn't reach our server. Check your connection and try again.";
const NETWORK_RATE_LIMIT = 'Too many submissions from this network. Please wait a few minutes and try again.';

/** The form of `island` on `path`, once the island is live. */
async function openForm(page: Page, path: string, island: IslandName, formName: string): Promise<Locator> {
  if (new URL(page.url(), siteUrl('/')).pathname !== path) await page.goto(siteUrl(path));
  const form = page.locator(`form[data-form="${formName}"]`);
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, island);
  await hydrated(page, 'Toaster');
  return form;
}

const toasts = (page: Page) => page.locator('[data-variant]');

/** Holds the next POST to `pattern` until released. */
async function holdPost(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  return release;
}

const activeElementId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** The control's error message, checked to be wired to it for assistive technology. */
async function fieldError(form: Locator, controlId: string): Promise<string | null> {
  const control = form.locator(`#${controlId}`);
  const error = form.locator(`#${controlId}-error`);
  if ((await error.count()) === 0) {
    expect(await control.getAttribute('aria-invalid')).toBeNull();
    return null;
  }
  expect(await control.getAttribute('aria-invalid')).toBe('true');
  expect((await control.getAttribute('aria-describedby'))?.split(' ')).toContain(`${controlId}-error`);
  return error.innerText();
}

/** No axe violations on the form page, with the cookie banner that every first visit shows over it. */
async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
}

describe('contact form (/contact)', () => {
  const fillContact = async (form: Locator, email: string) => {
    await form.getByLabel('Full name').fill('Casey Visitor');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Phone').fill('+1 (512) 555-0100');
    await form.getByLabel('Company').fill('Acme Bakery');
    await form.getByLabel('Subject').fill('Local SEO');
    await form.getByLabel('Message').fill('We would like help with local SEO for our three shops.');
  };

  it('sends a message with the visit’s first-page attribution, then reports it and goes to /thank-you, which promises no email', async () => {
    const { page, context } = await openPage(browser);
    const submits = await recordEvents(page, 'form_submit');
    await page.goto(
      siteUrl('/services?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=test-gclid-1'),
      { referer: 'https://www.google.com/' },
    );
    await page.waitForLoadState('load');
    // A later page of the same visit, with other parameters, does not replace the attribution.
    await page.goto(siteUrl('/contact?utm_source=other'));
    const form = await openForm(page, '/contact', 'ContactForm', 'contact');
    const email = `Casey.${unique()}@Example.com`;
    await fillContact(form, email);

    const releaseInsert = await holdPost(page, '**/rest/v1/contact_submissions');
    const button = form.getByRole('button', { name: 'Send message' });
    await button.click();
    const busy = form.getByRole('button', { name: 'Sending...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    releaseInsert();
    await page.waitForURL(siteUrl('/thank-you'));
    await expectThankYouFor(page, 'contact');
    expect(submits).toEqual([
      expect.objectContaining({ event: 'form_submit', form_name: 'contact', page_path: '/contact' }),
    ]);

    const { data } = await admin.client
      .from('contact_submissions')
      .select('kind, name, email, phone, company, subject, message, status, attribution')
      .eq('email', email.toLowerCase());
    expect(data).toEqual([
      {
        kind: 'contact',
        name: 'Casey Visitor',
        email: email.toLowerCase(),
        phone: '+1 (512) 555-0100',
        company: 'Acme Bakery',
        subject: 'Local SEO',
        message: 'We would like help with local SEO for our three shops.',
        status: 'new',
        attribution: {
          utm_source: 'newsletter',
          utm_medium: 'email',
          utm_campaign: 'spring',
          gclid: 'test-gclid-1',
          referrer: 'https://www.google.com/',
          landing_page: '/services',
        },
      },
    ]);
    await context.close();
  });

  it('shows each field’s message, focuses the first invalid field and sends nothing until it is right', async () => {
    const { page, context } = await openPage(browser);
    const form = await openForm(page, '/contact', 'ContactForm', 'contact');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/contact_submissions')) posts.push(request.method());
    });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => fieldError(form, 'contact-name')).toBe('Enter your name');
    expect(await fieldError(form, 'contact-email')).toBe('Enter your email address');
    expect(await fieldError(form, 'contact-message')).toBe('Enter your message');
    expect(await fieldError(form, 'contact-phone')).toBeNull();
    expect(await activeElementId(page)).toBe('contact-name');
    expect(await form.locator('#contact-name').getAttribute('aria-required')).toBe('true');
    await expectNoAxeViolations(page);

    await form.getByLabel('Full name').fill('Casey Visitor');
    await form.getByLabel('Email address').fill('casey@');
    await form.getByLabel('Phone').fill('call me maybe');
    await form.getByLabel('Message').fill('Too short');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => fieldError(form, 'contact-email')).toBe('Enter a valid email address');
    expect(await fieldError(form, 'contact-name')).toBeNull();
    expect(await fieldError(form, 'contact-phone')).toBe(
      'Enter a valid phone number (6 to 30 digits, spaces and + ( ) - . only)',
    );
    expect(await fieldError(form, 'contact-message')).toBe('Write at least 10 characters so we can help');
    expect(await activeElementId(page)).toBe('contact-email');
    expect(await form.getByLabel('Message').inputValue()).toBe('Too short');

    // Once submitted, messages follow the typing.
    await form.getByLabel('Email address').fill('casey@example.com');
    await expect.poll(() => fieldError(form, 'contact-email')).toBeNull();
    expect(posts).toEqual([]);
    await context.close();
  });

  it('keeps everything typed when the server cannot be reached or refuses, with a message saying why', async () => {
    const { page, context, address } = await openPage(browser);
    const form = await openForm(page, '/contact', 'ContactForm', 'contact');
    const email = `kept-${unique()}@example.com`;
    await fillContact(form, email);

    await page.route('**/rest/v1/contact_submissions', (route) => route.abort('connectionrefused'));
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => toasts(page).count()).toBe(1);
    expect(await toasts(page).getAttribute('data-variant')).toBe('destructive');
    expect(await toasts(page).innerText()).toContain('Message not sent');
    expect(await toasts(page).innerText()).toContain(NETWORK_FAILURE);
    await page.unroute('**/rest/v1/contact_submissions');

    // Five messages from one network in ten minutes is the database's limit.
    for (let i = 0; i < 5; i++)
      await productAnon(address)
        .from('contact_submissions')
        .insert({
          name: 'Burst Sender',
          email: `burst-${i}-${unique()}@example.com`,
          message: 'One of many messages.',
        })
        .throwOnError();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => toasts(page).allInnerTexts())
      .toContainEqual(expect.stringContaining(NETWORK_RATE_LIMIT));

    expect(page.url()).toBe(siteUrl('/contact'));
    expect(await form.getByLabel('Full name').inputValue()).toBe('Casey Visitor');
    expect(await form.getByLabel('Email address').inputValue()).toBe(email);
    expect(await form.getByLabel('Message').inputValue()).toBe(
      'We would like help with local SEO for our three shops.',
    );
    expect(await form.getByRole('button', { name: 'Send message' }).isEnabled()).toBe(true);
    const { data } = await service.from('contact_submissions').select('id').eq('email', email);
    expect(data).toEqual([]);
    await context.close();
  });

  it('lets a filled honeypot "succeed" without storing anything', async () => {
    const { page, context } = await openPage(browser);
    const form = await openForm(page, '/contact', 'ContactForm', 'contact');
    const trap = form.locator('input[name="company_website"]');
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect(await trap.getAttribute('autocomplete')).toBe('off');
    expect(await trap.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
    const email = `bot-${unique()}@example.com`;
    await fillContact(form, email);
    await trap.fill('https://spam.example', { force: true });
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.waitForURL(siteUrl('/thank-you'));
    const { data } = await service.from('contact_submissions').select('id').eq('email', email);
    expect(data).toEqual([]);
    await context.close();
  });

  it('sends what was typed and submitted before the form hydrated', async () => {
    const { page, context } = await openPage(browser);
    const form = page.locator('form[data-form="contact"]');
    const email = `early-${unique()}@example.com`;
    await beforeHydration(page, 'ContactForm', '/contact', async () => {
      await fillContact(form, email);
      await form.getByRole('button', { name: 'Send message' }).click({ timeout: 5000 });
    });
    await page.waitForURL(siteUrl('/thank-you'));
    const { data } = await admin.client
      .from('contact_submissions')
      .select('name, email, phone, company, subject, message')
      .eq('email', email);
    expect(data).toEqual([
      {
        name: 'Casey Visitor',
        email,
        phone: '+1 (512) 555-0100',
        company: 'Acme Bakery',
        subject: 'Local SEO',
        message: 'We would like help with local SEO for our three shops.',
      },
    ]);
    await context.close();
  });
});

describe('discovery call booking (/book-discovery)', () => {
  /** A weekday after today where the visitor is (and in UTC, as the database counts). */
  const bookableWeekday = (zone: string, from = new Date()) =>
    nextWeekday(
      new Date(Date.parse(`${earliestBookableDate(zone, from)}T00:00:00Z`) + 86_400_000)
        .toISOString()
        .slice(0, 10),
    );

  async function openInZone(zone: string, clock = false) {
    const opened = await openPage(browser, { clock });
    const cdp = await opened.context.newCDPSession(opened.page);
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: zone });
    return opened;
  }

  const fillDetails = async (form: Locator, email: string) => {
    await form.getByLabel('Full name').fill('Dana Founder');
    await form.getByLabel('Work email').fill(email);
    await form.getByLabel('Company').fill('Shop Example');
    await form.getByLabel('Website').fill('shop.example');
  };

  it('books a slot in the visitor’s own time zone, with services, budget and goals', async () => {
    const { page, context } = await openInZone('America/New_York');
    const submits = await recordEvents(page, 'form_submit');
    const form = await openForm(page, '/book-discovery', 'DiscoveryCallForm', 'discovery_call');
    const zone = form.getByLabel('Time zone');
    await expect.poll(() => zone.inputValue()).toBe('America/New_York');
    expect(await zone.locator('option:checked').innerText()).toMatch(/^New York \(GMT-[45]\)$/);

    const email = `dana-${unique()}@shop.example`;
    const date = bookableWeekday('America/New_York');
    await fillDetails(form, email);
    await form.getByLabel('SEO', { exact: true }).check();
    await form.getByLabel('AI Chatbots').check();
    await form.getByLabel('Monthly marketing budget').selectOption('10k-25k');
    await form.getByLabel('What would you like to achieve?').fill('Double organic revenue this year.');
    await form.getByLabel('Preferred date').fill(date);
    await form.getByLabel('Preferred time').selectOption('10:30');

    const releaseInsert = await holdPost(page, '**/rest/v1/contact_submissions');
    await form.getByRole('button', { name: 'Book Discovery Call' }).click();
    const busy = form.getByRole('button', { name: 'Booking...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    releaseInsert();
    await page.waitForURL(siteUrl('/thank-you'));
    await expectThankYouFor(page, 'discovery_call');
    expect(submits).toEqual([
      expect.objectContaining({
        form_name: 'discovery_call',
        services: 'seo,ai-chatbots',
        budget: '10k-25k',
      }),
    ]);

    const { data } = await admin.client
      .from('contact_submissions')
      .select(
        'kind, name, email, company, website, services, budget, goals, preferred_date, preferred_time, time_zone, message, attribution',
      )
      .eq('email', email)
      .single();
    expect(data).toEqual({
      kind: 'discovery_call',
      name: 'Dana Founder',
      email,
      company: 'Shop Example',
      website: 'https://shop.example',
      services: ['seo', 'ai-chatbots'],
      budget: '10k-25k',
      goals: 'Double organic revenue this year.',
      preferred_date: date,
      preferred_time: '10:30',
      time_zone: 'America/New_York',
      message: null,
      attribution: { landing_page: '/book-discovery' },
    });
    await context.close();
  });

  it('asks for the details and a weekday slot, with a message per field', async () => {
    const { page, context } = await openInZone('Europe/Berlin');
    const form = await openForm(page, '/book-discovery', 'DiscoveryCallForm', 'discovery_call');
    await form.getByRole('button', { name: 'Book Discovery Call' }).click();
    await expect.poll(() => fieldError(form, 'discovery-name')).toBe('Enter your name');
    expect(await fieldError(form, 'discovery-email')).toBe('Enter your email address');
    expect(await fieldError(form, 'discovery-date')).toBe('Choose a date');
    expect(await fieldError(form, 'discovery-time')).toBe('Choose a time');
    expect(await fieldError(form, 'discovery-time-zone')).toBeNull();
    expect(await activeElementId(page)).toBe('discovery-name');
    await expectNoAxeViolations(page);

    await fillDetails(form, `dana-${unique()}@shop.example`);
    await form.getByLabel('Website').fill('not a website');
    await form.getByLabel('Social Media', { exact: true }).check();
    await form.getByLabel('Preferred time').selectOption('09:00');
    const saturday = new Date(Date.parse(`${bookableWeekday('Europe/Berlin')}T00:00:00Z`));
    saturday.setUTCDate(saturday.getUTCDate() + ((6 - saturday.getUTCDay() + 7) % 7));
    await form.getByLabel('Preferred date').fill(saturday.toISOString().slice(0, 10));
    await form.getByRole('button', { name: 'Book Discovery Call' }).click();
    await expect
      .poll(() => fieldError(form, 'discovery-website'))
      .toBe('Enter a valid website address, like https://example.com');
    expect(await fieldError(form, 'discovery-date')).toBe('Choose a weekday (Monday to Friday)');
    expect(await activeElementId(page)).toBe('discovery-website');

    await form.getByLabel('Website').fill('');
    await form.getByLabel('Preferred date').fill('2020-01-06');
    await form.getByRole('button', { name: 'Book Discovery Call' }).click();
    await expect.poll(() => fieldError(form, 'discovery-date')).toBe('Choose today or a later date');
    expect(await activeElementId(page)).toBe('discovery-date');
    expect(await form.getByLabel('Social Media', { exact: true }).isChecked()).toBe(true);
    expect(await form.getByLabel('Preferred time').inputValue()).toBe('09:00');
    await context.close();
  });

  it('keeps the booking when it is refused (rate limit, a date the server counts as past, no connection)', async () => {
    // The visitor's clock is a week behind: the form allows a date the database already counts as past.
    const behind = new Date(Date.now() - 7 * 86_400_000);
    const { page, context, address } = await openInZone('UTC', true);
    await page.clock.setSystemTime(behind);
    const form = await openForm(page, '/book-discovery', 'DiscoveryCallForm', 'discovery_call');
    const email = `late-${unique()}@shop.example`;
    await fillDetails(form, email);
    await form.getByLabel('Lead Scoring').check();
    await form.getByLabel('Preferred date').fill(bookableWeekday('UTC', behind));
    await form.getByLabel('Preferred time').selectOption('11:00');
    await form.getByRole('button', { name: 'Book Discovery Call' }).click();
    await expect
      .poll(() => toasts(page).allInnerTexts())
      .toEqual([
        expect.stringContaining('The date you chose is no longer available. Please choose a later date.'),
      ]);
    expect(await toasts(page).innerText()).toContain('Booking not sent');

    await page.route('**/rest/v1/contact_submissions', (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: 'Book Discovery Call' }).click();
    await expect
      .poll(() => toasts(page).allInnerTexts())
      .toContainEqual(expect.stringContaining(NETWORK_FAILURE));
    await page.unroute('**/rest/v1/contact_submissions');

    for (let i = 0; i < 5; i++)
      await productAnon(address)
        .from('contact_submissions')
        .insert({
          name: 'Burst Sender',
          email: `burst-${i}-${unique()}@example.com`,
          message: 'One of many messages.',
        })
        .throwOnError();
    await form.getByRole('button', { name: 'Book Discovery Call' }).click();
    await expect
      .poll(() => toasts(page).allInnerTexts())
      .toContainEqual(expect.stringContaining(NETWORK_RATE_LIMIT));

    expect(await form.getByLabel('Full name').inputValue()).toBe('Dana Founder');
    expect(await form.getByLabel('Website').inputValue()).toBe('shop.example');
    expect(await form.getByLabel('Lead Scoring').isChecked()).toBe(true);
    expect(await form.getByLabel('Preferred time').inputValue()).toBe('11:00');
    const { data } = await service.from('contact_submissions').select('id').eq('email', email);
    expect(data).toEqual([]);
    await context.close();
  });

  it('books what was chosen and submitted before the form hydrated', async () => {
    const { page, context } = await openPage(browser);
    const form = page.locator('form[data-form="discovery_call"]');
    const email = `early-${unique()}@shop.example`;
    const date = bookableWeekday('Europe/London');
    await beforeHydration(page, 'DiscoveryCallForm', '/book-discovery', async () => {
      await fillDetails(form, email);
      await form.getByLabel('SEO', { exact: true }).check();
      await form.getByLabel('Monthly marketing budget').selectOption('5k-10k');
      await form.getByLabel('What would you like to achieve?').fill('More booked consultations.');
      await form.getByLabel('Preferred date').fill(date);
      await form.getByLabel('Preferred time').selectOption('14:00');
      await form.getByLabel('Time zone').selectOption('Europe/London');
      await form.getByRole('button', { name: 'Book Discovery Call' }).click({ timeout: 5000 });
    });
    await page.waitForURL(siteUrl('/thank-you'));
    const { data } = await admin.client
      .from('contact_submissions')
      .select('kind, name, website, services, budget, goals, preferred_date, preferred_time, time_zone')
      .eq('email', email);
    expect(data).toEqual([
      {
        kind: 'discovery_call',
        name: 'Dana Founder',
        website: 'https://shop.example',
        services: ['seo'],
        budget: '5k-10k',
        goals: 'More booked consultations.',
        preferred_date: date,
        preferred_time: '14:00',
        time_zone: 'Europe/London',
      },
    ]);
    await context.close();
  });
});
