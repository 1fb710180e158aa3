import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { momentIn, timeIn } from '../../src/lib/calls/calendar.ts';
import { wallClock } from '../../src/lib/forms/booking-slot.ts';
import { axeViolations } from '../support/axe.ts';
import { chooseFreeTime, freeSlots, freeTimes, takeEveryHost } from '../support/book-discovery.ts';
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
  async function openInZone(zone: string) {
    const opened = await openPage(browser);
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

  const bookButton = (form: Locator) => form.getByRole('button', { name: 'Book Discovery Call' });
  const booked = (page: Page) => page.getByRole('heading', { name: 'Your call is booked' });

  /** The lead and the call stored for `email`. */
  async function storedBooking(email: string) {
    const { data } = await admin.client
      .from('contact_submissions')
      .select(
        'kind, name, email, company, website, services, budget, goals, preferred_date, preferred_time, time_zone, message, attribution, discovery_calls (starts_at, status, visitor_time_zone)',
      )
      .eq('email', email);
    return data;
  }

  it('books a free time in the visitor’s own time zone, with services, budget and goals', async () => {
    const { page, context } = await openInZone('America/New_York');
    const submits = await recordEvents(page, 'form_submit');
    const form = await openForm(page, '/book-discovery', 'DiscoveryCallForm', 'discovery_call');
    const zone = form.getByLabel('Time zone');
    await expect.poll(() => zone.inputValue()).toBe('America/New_York');
    expect(await zone.locator('option:checked').innerText()).toMatch(/^New York \(GMT-[45]\)$/);

    const email = `dana-${unique()}@shop.example`;
    await fillDetails(form, email);
    await form.getByLabel('SEO', { exact: true }).check();
    await form.getByLabel('AI Chatbots').check();
    await form.getByLabel('Monthly marketing budget').selectOption('10k-25k');
    await form.getByLabel('What would you like to achieve?').fill('Double organic revenue this year.');
    const slot = await chooseFreeTime(form);
    expect((await freeSlots()).includes(slot)).toBe(true);
    // The time reads as New York's clock shows it.
    expect(await form.locator(`input[value="${slot}"]`).locator('xpath=ancestor::label[1]').innerText()).toBe(
      timeIn('America/New_York', slot),
    );

    const releaseBooking = await holdPost(page, '**/rest/v1/rpc/book_discovery_call');
    await bookButton(form).click();
    const busy = form.getByRole('button', { name: 'Booking...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    releaseBooking();
    await booked(page).waitFor();
    const confirmation = await page.locator('[data-booked-call]').innerText();
    expect(confirmation).toContain(momentIn('America/New_York', slot));
    expect(confirmation).toContain(`A confirmation with a calendar invite is on its way to ${email}`);
    expect(page.url()).toBe(siteUrl('/book-discovery'));
    expect(submits).toEqual([
      expect.objectContaining({
        form_name: 'discovery_call',
        services: 'seo,ai-chatbots',
        budget: '10k-25k',
      }),
    ]);

    const clock = wallClock('America/New_York', new Date(slot));
    expect(await storedBooking(email)).toEqual([
      {
        kind: 'discovery_call',
        name: 'Dana Founder',
        email,
        company: 'Shop Example',
        website: 'https://shop.example',
        services: ['seo', 'ai-chatbots'],
        budget: '10k-25k',
        goals: 'Double organic revenue this year.',
        preferred_date: clock.date,
        preferred_time: clock.time,
        time_zone: 'America/New_York',
        message: null,
        attribution: { landing_page: '/book-discovery' },
        discovery_calls: {
          starts_at: slot.replace('.000Z', '+00:00'),
          status: 'booked',
          visitor_time_zone: 'America/New_York',
        },
      },
    ]);
    await context.close();
  });

  it('asks for the details and a free time, with a message per field', async () => {
    const { page, context } = await openInZone('Europe/Berlin');
    const form = await openForm(page, '/book-discovery', 'DiscoveryCallForm', 'discovery_call');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/rpc/book_discovery_call')) posts.push(request.method());
    });
    await bookButton(form).click();
    await expect.poll(() => fieldError(form, 'discovery-slot')).toBe('Choose a day and a free time');
    expect(await fieldError(form, 'discovery-name')).toBe('Enter your name');
    expect(await fieldError(form, 'discovery-email')).toBe('Enter your email address');
    expect(await fieldError(form, 'discovery-time-zone')).toBeNull();
    expect(await activeElementId(page)).toBe('discovery-slot');
    expect(await form.locator('#discovery-name').getAttribute('aria-required')).toBe('true');
    await expectNoAxeViolations(page);

    // A day without free times cannot be chosen (it says so: aria-disabled, which Playwright honours too).
    const closedDay = form.locator('td[data-day][aria-disabled="true"]').first();
    await closedDay.click({ force: true });
    expect(await closedDay.getAttribute('aria-selected')).toBe('false');
    expect(await freeTimes(form).count()).toBe(0);

    await fillDetails(form, `dana-${unique()}@shop.example`);
    await form.getByLabel('Website').fill('not a website');
    await form.getByLabel('Social Media', { exact: true }).check();
    const slot = await chooseFreeTime(form);
    await expect.poll(() => fieldError(form, 'discovery-slot')).toBeNull();
    await bookButton(form).click();
    await expect
      .poll(() => fieldError(form, 'discovery-website'))
      .toBe('Enter a valid website address, like https://example.com');
    expect(await activeElementId(page)).toBe('discovery-website');
    expect(await form.getByLabel('Social Media', { exact: true }).isChecked()).toBe(true);
    expect(await form.locator(`input[value="${slot}"]`).isChecked()).toBe(true);
    expect(posts).toEqual([]);
    await context.close();
  });

  it('keeps the booking when it is refused (the time just taken, no connection, rate limit)', async () => {
    const { page, context, address } = await openInZone('UTC');
    const form = await openForm(page, '/book-discovery', 'DiscoveryCallForm', 'discovery_call');
    const email = `late-${unique()}@shop.example`;
    await fillDetails(form, email);
    await form.getByLabel('Lead Scoring').check();

    // Someone else books the chosen time with every host before the visitor presses the button.
    const taken = await chooseFreeTime(form);
    expect(await takeEveryHost(taken)).toBeGreaterThan(0);
    await bookButton(form).click();
    await expect
      .poll(() => fieldError(form, 'discovery-slot'))
      .toBe('That time was just taken — please pick another');
    expect(await activeElementId(page)).toBe('discovery-slot');
    expect(await toasts(page).count()).toBe(0);
    // The free times were asked again: the taken one is gone.
    await expect.poll(() => form.locator(`input[value="${taken}"]`).count()).toBe(0);
    expect(await form.getByLabel('Full name').inputValue()).toBe('Dana Founder');

    const slot = await chooseFreeTime(form);
    await page.route('**/rest/v1/rpc/book_discovery_call', (route) => route.abort('internetdisconnected'));
    await bookButton(form).click();
    await expect
      .poll(() => toasts(page).allInnerTexts())
      .toContainEqual(expect.stringContaining(NETWORK_FAILURE));
    expect(await toasts(page).first().innerText()).toContain('Booking not sent');
    await page.unroute('**/rest/v1/rpc/book_discovery_call');

    for (let i = 0; i < 5; i++)
      await productAnon(address)
        .from('contact_submissions')
        .insert({
          name: 'Burst Sender',
          email: `burst-${i}-${unique()}@example.com`,
          message: 'One of many messages.',
        })
        .throwOnError();
    await bookButton(form).click();
    await expect
      .poll(() => toasts(page).allInnerTexts())
      .toContainEqual(expect.stringContaining(NETWORK_RATE_LIMIT));

    expect(await form.getByLabel('Full name').inputValue()).toBe('Dana Founder');
    expect(await form.getByLabel('Website').inputValue()).toBe('shop.example');
    expect(await form.getByLabel('Lead Scoring').isChecked()).toBe(true);
    expect(await form.locator(`input[value="${slot}"]`).isChecked()).toBe(true);
    expect(await storedBooking(email)).toEqual([]);
    await context.close();
  });

  it('keeps what was typed and submitted before the form hydrated, asks for a time, then books', async () => {
    const { page, context } = await openPage(browser);
    const form = page.locator('form[data-form="discovery_call"]');
    const email = `early-${unique()}@shop.example`;
    await beforeHydration(page, 'DiscoveryCallForm', '/book-discovery', async () => {
      await fillDetails(form, email);
      await form.getByLabel('SEO', { exact: true }).check();
      await form.getByLabel('Monthly marketing budget').selectOption('5k-10k');
      await form.getByLabel('What would you like to achieve?').fill('More booked consultations.');
      await form.getByLabel('Time zone').selectOption('Europe/London');
      await bookButton(form).click({ timeout: 5000 });
    });
    // The free times come from the database once the island runs: the held submit asks for one.
    await expect.poll(() => fieldError(form, 'discovery-slot')).toBe('Choose a day and a free time');
    expect(await form.getByLabel('Full name').inputValue()).toBe('Dana Founder');
    expect(await form.getByLabel('Time zone').inputValue()).toBe('Europe/London');
    const slot = await chooseFreeTime(form);
    await bookButton(form).click();
    await booked(page).waitFor();
    const clock = wallClock('Europe/London', new Date(slot));
    expect(await storedBooking(email)).toEqual([
      expect.objectContaining({
        kind: 'discovery_call',
        name: 'Dana Founder',
        website: 'https://shop.example',
        services: ['seo'],
        budget: '5k-10k',
        goals: 'More booked consultations.',
        preferred_date: clock.date,
        preferred_time: clock.time,
        time_zone: 'Europe/London',
      }),
    ]);
    await context.close();
  });
});
