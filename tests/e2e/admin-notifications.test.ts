/**
 * Settings → Notifications, Deliveries and the dashboard's failed deliveries (issue 17): admins
 * save recipients and timing and manage webhooks (add, test, rotate, switch, delete); editors read
 * the settings, and the database refuses their changes; the deliveries list filters by status and
 * kind in the address and retries a failed message; the dashboard counts failed and dead ones.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tables } from '../../src/lib/database.types.ts';
import { adminPathOf, adminUrl, expectPageHeading, signedInPage } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Member, member, productService } from '../support/product.ts';

const tag = randomUUID().slice(0, 8);
/** The deliveries' own tag: the webhook test's message (to HOOK_URL) must not match their search. */
const dtag = randomUUID().slice(0, 8);
const HOOK_URL = `http://127.0.0.1:9/e2e-${tag}`;
const service = productService();

let browser: Browser;
let admin: Member;
let editor: Member;
let savedSettings: Tables<'notification_settings'>[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  [admin, editor] = await Promise.all([member('admin'), member('editor')]);
  savedSettings = (await service.from('notification_settings').select('*').throwOnError()).data;
});

afterAll(async () => {
  // Put back what other files' assertions may see: the settings, and no webhook or message of ours.
  for (const row of savedSettings)
    await service
      .from('notification_settings')
      .update({
        recipients: row.recipients,
        mode: row.mode,
        digest_hour: row.digest_hour,
        time_zone: row.time_zone,
      })
      .eq('kind', row.kind)
      .throwOnError();
  await service.from('webhooks').delete().like('url', `%e2e-${tag}%`).throwOnError();
  await service.from('outbox_messages').delete().like('recipient', `%${tag}%`).throwOnError();
  await service.from('outbox_messages').delete().like('recipient', `%${dtag}%`).throwOnError();
  await browser.close();
});

const toastTitled = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor();

const contactSetting = async () =>
  (
    await service
      .from('notification_settings')
      .select('recipients, mode, digest_hour, time_zone')
      .eq('kind', 'contact')
      .single()
      .throwOnError()
  ).data;

async function openNotifications(who: Member, width?: number) {
  const { page, context } = await signedInPage(browser, who, width ? { width } : {});
  await page.goto(adminUrl('/settings/notifications'));
  await expectPageHeading(page, 'Notifications');
  await page.getByTestId('notifications-contact').waitFor();
  return { page, close: () => context.close() };
}

describe('notification settings', () => {
  it('admins save recipients (lowercased) and a daily digest at an hour in a zone; a bad address is refused in the form', async () => {
    const { page, close } = await openNotifications(admin);
    const card = page.getByTestId('notifications-contact');
    const recipients = card.getByRole('textbox', { name: 'Email to' });
    await recipients.fill(`sales-${tag}@example.com\nnot-an-email`);
    await card.getByRole('button', { name: /^Save/ }).click();
    await card.getByText('“not-an-email” is not a valid email address').waitFor();
    expect(await recipients.getAttribute('aria-invalid')).toBe('true');

    await recipients.fill(`Sales-${tag}@Example.com, ops-${tag}@example.com`);
    await card.getByRole('radio', { name: /Daily digest/ }).check();
    await card.getByRole('combobox', { name: 'Digest at' }).selectOption({ label: '09:00' });
    await card.getByRole('combobox', { name: 'Time zone' }).selectOption('Europe/London');
    await card.getByRole('button', { name: /^Save/ }).click();
    const answer = page.getByTestId('toast').filter({ hasText: /notifications saved|Not saved/ });
    await answer.first().waitFor();
    expect(await answer.first().innerText()).toContain('Contact messages: notifications saved');
    expect(await contactSetting()).toEqual({
      recipients: [`sales-${tag}@example.com`, `ops-${tag}@example.com`],
      mode: 'daily_digest',
      digest_hour: 9,
      time_zone: 'Europe/London',
    });
    // Saved and reloaded, the form shows what the database holds.
    await page.reload();
    await page.getByTestId('notifications-contact').waitFor();
    expect(await page.getByTestId('notifications-contact').getByRole('textbox').inputValue()).toBe(
      `sales-${tag}@example.com\nops-${tag}@example.com`,
    );
    await close();
  });

  it('editors read them, without a way to change them, and the database refuses their changes', async () => {
    const before = await contactSetting();
    const { page, close } = await openNotifications(editor);
    await page
      .getByText('You can read these settings; only admins can change them or see the webhooks.')
      .waitFor();
    const card = page.getByTestId('notifications-contact');
    expect(await card.getByRole('textbox', { name: 'Email to' }).isDisabled()).toBe(true);
    // An empty list says who is emailed all the same: the company address (the outbox's fallback).
    const { data: calls } = await service
      .from('notification_settings')
      .select('recipients')
      .eq('kind', 'discovery_call')
      .single()
      .throwOnError();
    const { data: company } = await service.from('site_settings').select('email').single().throwOnError();
    expect(calls.recipients).toEqual([]);
    expect(company.email).toBeTruthy();
    expect(await page.getByTestId('notifications-discovery_call').textContent()).toContain(
      `While this is empty, the company email of the General settings (${company.email ?? ''}) is emailed about a booked discovery call.`,
    );
    expect(await card.getByRole('button', { name: /^Save/ }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Webhooks' }).count()).toBe(0);
    await close();

    const refused = await editor.client
      .from('notification_settings')
      .update({ recipients: [`editor-${tag}@example.com`] })
      .eq('kind', 'contact')
      .select('kind');
    expect(refused.data).toEqual([]);
    expect(await contactSetting()).toEqual(before);
    expect(
      (await editor.client.from('webhooks').insert({ name: 'x', url: HOOK_URL, events: ['contact.created'] }))
        .error?.code,
    ).toBe('42501');
    expect((await editor.client.from('webhooks').select('id')).data).toEqual([]);
  });
});

describe('webhooks', () => {
  it('an admin adds one, sees and copies its secret, sends a test that is listed, rotates the secret, switches it and deletes it', async () => {
    const { page, close } = await openNotifications(admin);
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await dialog.getByText('Enter a name, like “CRM” or “Slack #leads”').waitFor();
    await dialog.getByText('Choose at least one event').waitFor();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`CRM ${tag}`);
    await dialog.getByRole('textbox', { name: 'Address' }).fill('ftp://example.com/hook');
    await dialog.getByRole('checkbox', { name: /A contact message arrives/ }).check();
    await dialog.getByRole('checkbox', { name: /A subscriber unsubscribes/ }).check();
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await dialog.getByText('Enter a full address starting with https://').waitFor();
    await dialog.getByRole('textbox', { name: 'Address' }).fill(HOOK_URL);
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await toastTitled(page, 'Webhook added');

    const stored = async () =>
      (
        await service
          .from('webhooks')
          .select('id, name, url, events, secret, is_enabled, disabled_reason')
          .eq('url', HOOK_URL)
          .single()
          .throwOnError()
      ).data;
    const hook = await stored();
    expect(hook).toMatchObject({
      name: `CRM ${tag}`,
      events: ['contact.created', 'newsletter.unsubscribed'],
      is_enabled: true,
    });
    const item = page.getByTestId('webhook').filter({ hasText: `CRM ${tag}` });
    const secret = item.getByTestId('webhook-secret');
    expect(await secret.textContent()).not.toContain(hook.secret);
    await item.getByRole('button', { name: `Show secret of CRM ${tag}` }).click();
    expect(await secret.textContent()).toBe(hook.secret);
    expect(hook.secret).toMatch(/^[0-9a-f]{64}$/);

    await item.getByRole('button', { name: `Send test to CRM ${tag}` }).click();
    await toastTitled(page, 'Test event queued');
    await item.getByTestId('webhook-deliveries').getByText('webhook.test').waitFor();
    const tests = await service
      .from('outbox_messages')
      .select('event, recipient')
      .eq('webhook_id', hook.id)
      .throwOnError();
    expect(tests.data).toEqual([{ event: 'webhook.test', recipient: HOOK_URL }]);

    await item.getByRole('button', { name: `Rotate secret of CRM ${tag}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Rotate secret' }).click();
    await toastTitled(page, 'Secret rotated');
    const rotated = (await stored()).secret;
    expect(rotated).not.toBe(hook.secret);
    await expect.poll(() => secret.textContent()).toBe(rotated);

    await item.getByRole('switch', { name: `Send events: CRM ${tag}` }).click();
    await toastTitled(page, `“CRM ${tag}” switched off`);
    expect((await stored()).is_enabled).toBe(false);
    await item.getByText('Off', { exact: true }).waitFor();

    // Switched off by the database after repeated failures: the reason is shown until it is switched on.
    await service
      .from('webhooks')
      .update({ disabled_reason: 'Disabled after 10 failed deliveries in a row.' })
      .eq('id', hook.id)
      .throwOnError();
    await page.reload();
    await item.getByText('Switched off automatically', { exact: true }).waitFor();
    await item
      .getByTestId('disabled-reason')
      .getByText(/Disabled after 10 failed deliveries in a row\./)
      .waitFor();
    await item.getByRole('switch', { name: `Send events: CRM ${tag}` }).click();
    await toastTitled(page, `“CRM ${tag}” switched on`);
    expect(await stored()).toMatchObject({ is_enabled: true, disabled_reason: null });
    await expect.poll(() => item.getByTestId('disabled-reason').count()).toBe(0);

    expect(await axeViolations(page)).toEqual([]);
    await item.getByRole('button', { name: `Delete CRM ${tag}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete webhook' }).click();
    await toastTitled(page, 'Webhook deleted');
    expect((await service.from('webhooks').select('id').eq('id', hook.id)).data).toEqual([]);
    await close();
  });

  it('refuses an editor’s test send in the database', async () => {
    const { data } = await service
      .from('webhooks')
      .insert({ name: `Editor ${tag}`, url: HOOK_URL, events: ['contact.created'] })
      .select('id')
      .single()
      .throwOnError();
    const refused = await editor.client.rpc('send_test_webhook', { webhook_id: data.id });
    expect(refused.error?.code).toBe('42501');
    await service.from('webhooks').delete().eq('id', data.id).throwOnError();
  });
});

/** Outbox rows of this test: a failed email, a dead one and a sent one, to addresses with the tag. */
async function insertDeliveries() {
  const soon = new Date(Date.now() + 3_600_000).toISOString();
  const rows = [
    {
      channel: 'email' as const,
      kind: 'staff.contact',
      recipient: `failed-${dtag}@example.com`,
      status: 'failed' as const,
      attempts: 3,
      due_at: soon,
      last_error: `Mailbox unavailable ${dtag}`,
      last_status: 450,
    },
    {
      channel: 'email' as const,
      kind: 'visitor.contact_ack',
      recipient: `dead-${dtag}@example.com`,
      status: 'dead' as const,
      attempts: 8,
      last_error: 'Recipient address rejected',
      last_status: 550,
    },
    {
      channel: 'email' as const,
      kind: 'staff.contact',
      recipient: `sent-${dtag}@example.com`,
      status: 'sent' as const,
      attempts: 1,
      sent_at: new Date().toISOString(),
    },
  ];
  await service.from('outbox_messages').insert(rows, { defaultToNull: false }).throwOnError();
}

const rowOf = (page: Page, recipient: string) => page.locator('tbody tr').filter({ hasText: recipient });

describe('deliveries', () => {
  beforeAll(insertDeliveries);

  it('lists them for editors, filtered by status and kind in the address, and retries a dead one', async () => {
    const { page, context } = await signedInPage(browser, editor);
    await page.goto(adminUrl(`/deliveries?q=${dtag}`));
    await expectPageHeading(page, 'Deliveries');
    await rowOf(page, `sent-${dtag}@example.com`).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(3);

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Failed or dead' });
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    expect(new URL(page.url()).searchParams.get('status')).toBe('failed,dead');
    const failed = rowOf(page, `failed-${dtag}@example.com`);
    expect(await failed.innerText()).toContain(`Mailbox unavailable ${dtag}`);
    expect(await failed.innerText()).toContain('SMTP 450');
    expect(await failed.getByTestId('attempts').textContent()).toBe('3 of 8 attempts');

    await page
      .getByRole('combobox', { name: 'Kind' })
      .selectOption({ label: 'Contact acknowledgement → visitor' });
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(adminPathOf(page)).toContain('kind=visitor.contact_ack');
    await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Webhook' });
    // With a search too, the table kit's empty state names the search.
    await page.getByText(`Nothing matches “${dtag}”.`).waitFor();

    // The address keeps the view: a reload shows the same filters.
    await page.goto(adminUrl(`/deliveries?q=${dtag}&status=dead`));
    const dead = rowOf(page, `dead-${dtag}@example.com`);
    await dead.waitFor();
    expect(await page.locator('tbody tr').count()).toBe(1);
    await dead.getByRole('button', { name: `Retry now to dead-${dtag}@example.com` }).click();
    await toastTitled(page, 'Queued again');
    const retried = await service
      .from('outbox_messages')
      .select('status, attempts')
      .eq('recipient', `dead-${dtag}@example.com`)
      .single()
      .throwOnError();
    expect(retried.data).toMatchObject({ attempts: 0 });
    expect(['queued', 'sending', 'sent', 'failed']).toContain(retried.data.status);
    await context.close();
  });

  it('the dashboard counts failed and dead deliveries and links to them', async () => {
    const { count } = await service
      .from('outbox_messages')
      .select('id', { count: 'exact', head: true })
      .in('status', ['failed', 'dead'])
      .throwOnError();
    const { page, context } = await signedInPage(browser, editor);
    await page.goto(adminUrl('/'));
    const card = page.getByTestId('failed-deliveries');
    await card.waitFor();
    expect(await card.getByTestId('count').textContent()).toBe(String(count));
    await card.getByRole('link', { name: 'Failed deliveries' }).click();
    await expectPageHeading(page, 'Deliveries');
    expect(adminPathOf(page)).toBe('/deliveries?status=failed,dead');
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('failed,dead');
    await context.close();
  });

  for (const width of [1280, 390])
    it(`deliveries and notifications are WCAG 2.1 AA clean at ${width} px`, async () => {
      const { page, context } = await signedInPage(browser, admin, { width });
      await page.goto(adminUrl(`/deliveries?q=${dtag}`));
      await expectPageHeading(page, 'Deliveries');
      await rowOf(page, `failed-${dtag}@example.com`).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(adminUrl('/settings/notifications'));
      await expectPageHeading(page, 'Notifications');
      await page.getByTestId('notifications-contact').waitFor();
      await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
});
