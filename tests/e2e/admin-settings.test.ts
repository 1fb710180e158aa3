import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPathOf, adminUrl, expectPageHeading, signedInPage } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { hydrated, launchBrowser, openPage, siteUrl } from '../support/browser.ts';
import { member, productService } from '../support/product.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const service = productService();
const siteSettings = async () =>
  (await service.from('site_settings').select('*').single().throwOnError()).data;
const chatWidget = async () =>
  (await service.from('whatsapp_widget').select('*').single().throwOnError()).data;
const gateState = (page: Page) => page.evaluate(() => document.documentElement.dataset.gate ?? 'pending');

/** An admin on an admin page, its heading shown. */
async function adminOn(path: string, heading: string) {
  const opened = await signedInPage(browser, await member('admin'));
  await opened.page.goto(adminUrl(path));
  await expectPageHeading(opened.page, heading);
  return opened;
}

const toastTitled = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor();

describe('settings (admin)', () => {
  it('saves company details and social links', async () => {
    const before = await siteSettings();
    const { page, context } = await adminOn('/settings', 'Settings');
    try {
      await page.getByLabel('Company name').fill('Grow Digital Test Co');
      await page.getByLabel('Founded (year)').fill('2014');
      await page.getByLabel('City').fill('Austin');
      await page.getByLabel('LinkedIn').fill('linkedin.com/company/grow-test');
      await page.getByRole('button', { name: 'Save company details' }).click();
      await toastTitled(page, 'Company details saved');
      const after = await siteSettings();
      expect(after).toMatchObject({
        company_name: 'Grow Digital Test Co',
        founded_year: 2014,
        city: 'Austin',
      });
      expect(after.socials).toMatchObject({ linkedin: 'https://linkedin.com/company/grow-test' });
    } finally {
      await context.close();
      await service
        .from('site_settings')
        .update({
          company_name: before.company_name,
          founded_year: before.founded_year,
          city: before.city,
          socials: before.socials,
        })
        .eq('id', true)
        .throwOnError();
    }
  });

  it('shows a message per invalid company field and stores nothing', async () => {
    const before = await siteSettings();
    const { page, context } = await adminOn('/settings', 'Settings');
    await page.getByLabel('Company name').fill(' ');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Founded (year)').fill('1800');
    await page.getByLabel('Instagram').fill('not an address');
    await page.getByRole('button', { name: 'Save company details' }).click();
    for (const message of [
      'Enter the company name',
      'Enter a valid email address',
      'Enter a year between 1900 and 2100',
      'Enter the profile’s address, like https://…',
    ])
      await page.getByText(message, { exact: true }).waitFor();
    expect(await page.getByLabel('Company name').getAttribute('aria-invalid')).toBe('true');
    expect((await siteSettings()).updated_at).toBe(before.updated_at);
    await context.close();
  });

  it('saves the chat widget with a live preview, and the public site shows the button at run time', async () => {
    const before = await chatWidget();
    const { page, context } = await adminOn('/settings', 'Settings');
    try {
      const preview = page.getByTestId('chat-preview');
      const enabled = page.getByRole('switch', { name: 'Show the chat button' });
      if ((await enabled.getAttribute('aria-checked')) !== 'true') await enabled.click();
      await page.getByLabel('Phone number').fill('');
      await page.getByRole('button', { name: 'Save chat widget' }).click();
      await page.getByText('Enter the phone number the chat button opens').waitFor();
      expect((await chatWidget()).updated_at).toBe(before.updated_at);

      await page.getByLabel('Phone number').fill('+1 512 555 0142');
      await page.getByLabel('Welcome message').fill('Hello from the test');
      await page.getByRole('radio', { name: 'Top left' }).check();
      await page.getByLabel('Colour', { exact: true }).fill('#123456');
      expect(await preview.getAttribute('data-position')).toBe('top-left');
      expect(await preview.innerText()).toContain('Hello from the test');
      await page.getByRole('button', { name: 'Save chat widget' }).click();
      await toastTitled(page, 'Chat widget saved');
      expect(await chatWidget()).toMatchObject({
        is_enabled: true,
        phone_number: '+1 512 555 0142',
        welcome_message: 'Hello from the test',
        position: 'top-left',
        color: '#123456',
      });

      const visitor = await openPage(browser);
      await visitor.page.goto(siteUrl('/'));
      await hydrated(visitor.page, 'ChatWidget');
      const button = visitor.page.getByTestId('chat-widget');
      await button.waitFor();
      expect(await button.getAttribute('data-position')).toBe('top-left');
      await visitor.context.close();
    } finally {
      await context.close();
      const { id: _id, updated_at: _updated, ...restore } = before;
      await service.from('whatsapp_widget').update(restore).eq('id', true).throwOnError();
    }
  });

  it('saves the tag manager, mirrors it to the preview keys, and refuses an id that is not GTM-…', async () => {
    const before = await siteSettings();
    const { page, context } = await adminOn('/settings', 'Settings');
    try {
      await page.getByLabel('Google Tag Manager id').fill('UA-12345');
      await page.getByRole('button', { name: 'Save tag manager' }).click();
      await page.getByText(/Enter a container id like GTM-ABC1234/).waitFor();
      expect((await siteSettings()).updated_at).toBe(before.updated_at);

      await page.getByLabel('Google Tag Manager id').fill('gtm-test123');
      await page.getByLabel('Custom head code').fill('<meta name="x-test" content="1">');
      await page.getByRole('button', { name: 'Save tag manager' }).click();
      await toastTitled(page, 'Tag manager saved');
      expect(await siteSettings()).toMatchObject({
        gtm_id: 'GTM-TEST123',
        custom_head_code: '<meta name="x-test" content="1">',
        custom_body_code: null,
      });
      const stored = await page.evaluate(() => ({
        gtmId: localStorage.getItem('gtmId'),
        customHeadCode: localStorage.getItem('customHeadCode'),
        customBodyCode: localStorage.getItem('customBodyCode'),
        lastUpdated: localStorage.getItem('lastUpdated'),
      }));
      expect(stored).toMatchObject({
        gtmId: 'GTM-TEST123',
        customHeadCode: '<meta name="x-test" content="1">',
        customBodyCode: null,
      });
      expect(Number.isNaN(Date.parse(stored.lastUpdated ?? ''))).toBe(false);
    } finally {
      await context.close();
      await service
        .from('site_settings')
        .update({
          gtm_id: before.gtm_id,
          custom_head_code: before.custom_head_code,
          custom_body_code: before.custom_body_code,
        })
        .eq('id', true)
        .throwOnError();
    }
  });

  it('switches a page off at once (the site sends it to /404) and on again', async () => {
    const { page, context } = await adminOn('/settings', 'Settings');
    const careers = page.getByRole('switch', { name: 'Careers', exact: true });
    try {
      expect(await careers.getAttribute('aria-checked')).toBe('true');
      await careers.click();
      await toastTitled(page, 'Careers is hidden');
      const { data } = await service
        .from('page_visibility')
        .select('is_visible')
        .eq('page_name', 'careers')
        .single()
        .throwOnError();
      expect(data.is_visible).toBe(false);

      const visitor = await openPage(browser);
      await visitor.page.goto(siteUrl('/careers'));
      await visitor.page.waitForURL(siteUrl('/404'));
      await visitor.context.close();

      await careers.click();
      await toastTitled(page, 'Careers is shown');
      expect(await careers.getAttribute('aria-checked')).toBe('true');
    } finally {
      await context.close();
      await service.from('page_visibility').upsert({ page_name: 'careers', is_visible: true }).throwOnError();
    }
  });

  it('offers the two-factor requirement only from a two-factor session', async () => {
    const { page, context } = await adminOn('/settings', 'Settings');
    const mfa = page.getByRole('switch', { name: 'Require two-factor sign-in for admins' });
    expect(await mfa.isDisabled()).toBe(true);
    await page.getByText('To turn this on, set up two-factor in').waitFor();
    await context.close();
  });
});

describe('maintenance mode (admin)', () => {
  it('turns maintenance on with a message (visitors see it) and off again', async () => {
    const { page, context } = await adminOn('/maintenance-mode', 'Maintenance mode');
    try {
      await page.getByLabel('Message').fill('x'.repeat(501));
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Keep the message to 500 characters or fewer').waitFor();
      expect((await siteSettings()).maintenance_enabled).toBe(false);

      await page.getByRole('switch', { name: 'Maintenance mode' }).click();
      await page.getByLabel('Message').fill('Upgrading the servers, back soon.');
      await page.getByLabel('Expected end (optional)').fill('2030-01-02T10:30');
      const preview = page.getByTestId('maintenance-preview');
      expect(await preview.innerText()).toContain('Upgrading the servers, back soon.');
      expect(await preview.innerText()).toContain('We expect to be back by');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await toastTitled(page, 'Maintenance mode is on');
      const stored = await siteSettings();
      expect(stored).toMatchObject({
        maintenance_enabled: true,
        maintenance_message: 'Upgrading the servers, back soon.',
      });
      const typedEnd = await page.evaluate(() => new Date('2030-01-02T10:30').getTime());
      expect(Date.parse(stored.maintenance_ends_at ?? '')).toBe(typedEnd);

      const visitor = await openPage(browser);
      await visitor.page.goto(siteUrl('/about'));
      await expect.poll(() => gateState(visitor.page)).toBe('maintenance');
      expect(await visitor.page.locator('#gate-maintenance').innerText()).toContain(
        'Upgrading the servers, back soon.',
      );
      expect(await visitor.page.locator('#maintenance-until').innerText()).toContain(
        'We expect to be back by',
      );
      await visitor.context.close();

      await page.getByRole('switch', { name: 'Maintenance mode' }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await toastTitled(page, 'Maintenance mode is off');
      expect((await siteSettings()).maintenance_enabled).toBe(false);
      const after = await openPage(browser);
      await after.page.goto(siteUrl('/about'));
      await expect.poll(() => gateState(after.page)).toBe('content');
      await after.context.close();
    } finally {
      await context.close();
      await service
        .from('site_settings')
        .update({ maintenance_enabled: false, maintenance_message: null, maintenance_ends_at: null })
        .eq('id', true)
        .throwOnError();
    }
  });
});

describe('settings and maintenance access', () => {
  it('sends an editor to /admin/unauthorized on both pages', async () => {
    const { page, context } = await signedInPage(browser, await member('editor'));
    for (const path of ['/settings', '/maintenance-mode']) {
      await page.goto(adminUrl(path));
      await expect.poll(() => adminPathOf(page)).toBe('/unauthorized');
    }
    await context.close();
  });

  it('both pages are axe clean', async () => {
    const { page, context } = await adminOn('/settings', 'Settings');
    await page.getByRole('switch', { name: 'Careers', exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(adminUrl('/maintenance-mode'));
    await expectPageHeading(page, 'Maintenance mode');
    await page.getByTestId('maintenance-preview').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
