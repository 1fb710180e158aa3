import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPathOf, adminUrl, expectPageHeading, signedInPage } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { addDays, bookCall, clockIn, dayIn, freeSlots, isoWeekday, zonedInstant } from '../support/calls.ts';
import type { Tables } from '../../src/lib/database.types.ts';
import { type Member, member, productService } from '../support/product.ts';

/**
 * /admin/calls against the shared stack. While this file runs, its own host (who works every day,
 * all day) is the only active one and the minimum notice is 0, so there are free times whatever
 * the day and hour; everything is put back afterwards.
 */
const tag = randomUUID().slice(0, 8);
const service = productService();
const AGENCY_ZONE = 'America/Chicago';
const VISITOR_ZONE = 'Asia/Tokyo';
const HOST = { display_name: `Hana Host ${tag}`, email: `hana-${tag}@example.test` };
const LEAD = {
  name: `Casey Caller ${tag}`,
  email: `casey-${tag}@example.test`,
  company: `Acme ${tag}`,
  time_zone: VISITOR_ZONE,
};

let browser: Browser;
let admin: Member;
let editor: Member;
let hostId: string;
let callId: string;
let settingsBefore: Tables<'call_settings'>;
let hostsActiveBefore: string[];

beforeAll(async () => {
  [browser, admin, editor] = await Promise.all([launchBrowser(), member('admin'), member('editor')]);
  settingsBefore = (await service.from('call_settings').select('*').single().throwOnError()).data;
  await service
    .from('call_settings')
    .update({ time_zone: AGENCY_ZONE, notice_hours: 0, meeting_minutes: 30, slot_interval_minutes: 30 })
    .eq('id', true)
    .throwOnError();
  hostsActiveBefore = (
    await service
      .from('call_hosts')
      .update({ is_active: false })
      .eq('is_active', true)
      .select('id')
      .throwOnError()
  ).data.map((row) => row.id);
  hostId = (await service.from('call_hosts').insert(HOST).select('id').single().throwOnError()).data.id;
  await service
    .from('call_host_hours')
    .insert(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        host_id: hostId,
        weekday,
        start_time: '00:00',
        end_time: '23:30',
      })),
    )
    .throwOnError();
  const [slot] = await freeSlots(new Date(Date.now() + 2 * 3_600_000), 7);
  expect(slot).toBeDefined();
  callId = await bookCall(slot ?? '', LEAD);
});

afterAll(async () => {
  await service.from('contact_submissions').delete().like('email', `%${tag}%`).throwOnError();
  await service.from('outbox_messages').delete().like('recipient', `%${tag}%`).throwOnError();
  await service.from('call_hosts').delete().like('email', `%${tag}%`).throwOnError();
  if (hostsActiveBefore.length > 0)
    await service.from('call_hosts').update({ is_active: true }).in('id', hostsActiveBefore).throwOnError();
  const { time_zone, meeting_minutes, buffer_minutes, slot_interval_minutes, notice_hours, horizon_days } =
    settingsBefore;
  await service
    .from('call_settings')
    .update({
      time_zone,
      meeting_minutes,
      buffer_minutes,
      slot_interval_minutes,
      notice_hours,
      horizon_days,
      max_calls_per_host_per_day: settingsBefore.max_calls_per_host_per_day,
    })
    .eq('id', true)
    .throwOnError();
  await browser.close();
});

const storedCall = async () =>
  (
    await service
      .from('discovery_calls')
      .select('starts_at, host_id, status, notes, sequence, cancel_reason, cancelled_by')
      .eq('id', callId)
      .single()
      .throwOnError()
  ).data;

const mailKinds = async (recipient: string) =>
  (await service.from('outbox_messages').select('kind').eq('recipient', recipient).throwOnError()).data.map(
    (row) => row.kind,
  );

async function expectToast(page: Page, text: string): Promise<void> {
  await expect
    .poll(async () => (await page.getByTestId('toast').allTextContents()).join(' | '), { timeout: 10_000 })
    .toContain(text);
}

const openCallButton = (page: Page) => page.getByRole('button', { name: `${LEAD.name} – open call` }).first();

describe('calls: the agenda and the list', () => {
  it('shows a booked call in the day and week agenda (agency zone) and in the list, filtered by host and status', async () => {
    const { starts_at } = await storedCall();
    const day = dayIn(AGENCY_ZONE, new Date(starts_at));
    const { page, context } = await signedInPage(browser, editor);
    await page.goto(adminUrl(`/calls?view=day&date=${day}`));
    await expectPageHeading(page, 'Calls');
    expect(await page.getByTestId('agency-zone').textContent()).toMatch(/^Chicago \(GMT-[56]\)$/);
    const agendaDay = page.getByTestId(`agenda-day-${day}`);
    await agendaDay.getByText(LEAD.name).waitFor();
    expect(await agendaDay.textContent()).toContain(
      `${clockIn(AGENCY_ZONE, starts_at)}–${clockIn(AGENCY_ZONE, new Date(Date.parse(starts_at) + 30 * 60_000))}`,
    );
    expect(await agendaDay.textContent()).toContain(`with ${HOST.display_name}`);

    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect.poll(() => adminPathOf(page)).not.toContain('view=');
    await page.getByTestId(`agenda-day-${day}`).getByText(LEAD.name).waitFor();
    await expect.poll(() => page.getByTestId('agenda').getByRole('region').count()).toBe(7);

    await page.getByRole('button', { name: 'List', exact: true }).click();
    await page.getByLabel('Host', { exact: true }).selectOption({ label: HOST.display_name });
    await expect.poll(() => adminPathOf(page)).toContain(`host=${hostId}`);
    await page.getByRole('row').filter({ hasText: LEAD.name }).waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption('completed');
    await expect.poll(() => adminPathOf(page)).toContain('status=completed');
    await page.getByText('No calls match these filters.').waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption('booked');
    await page.getByRole('row').filter({ hasText: LEAD.name }).waitFor();
    // The address keeps the filters: a reload shows the same list.
    await page.reload();
    await page.getByRole('row').filter({ hasText: LEAD.name }).waitFor();
    expect(await page.getByLabel('Host', { exact: true }).inputValue()).toBe(hostId);
    await context.close();
  });
});

describe('calls: one call', () => {
  it('opens a call with the lead, its attribution and both time zones, and saves notes', async () => {
    const { starts_at } = await storedCall();
    const { page, context } = await signedInPage(browser, editor);
    await page.goto(adminUrl(`/calls?view=list&host=${hostId}`));
    await openCallButton(page).click();
    const dialog = page.getByRole('dialog', { name: `Call with ${LEAD.name}` });
    await dialog.waitFor();
    await expect.poll(() => adminPathOf(page)).toContain(`open=${callId}`);
    expect(await dialog.getByTestId('visitor-time').textContent()).toContain(
      clockIn(VISITOR_ZONE, starts_at),
    );
    expect(await dialog.getByTestId('visitor-time').textContent()).toContain('Tokyo (GMT+9)');
    expect(await dialog.getByTestId('agency-time').textContent()).toContain(clockIn(AGENCY_ZONE, starts_at));
    const text = await dialog.textContent();
    expect(text).toContain(LEAD.email);
    expect(text).toContain(LEAD.company);
    expect(text).toContain('$10,000 to $25,000 a month');
    expect(text).toContain('autumn');
    expect(await dialog.getByTestId('call-host').textContent()).toBe(`${HOST.display_name} (${HOST.email})`);

    // Completed only once the call has started: the database refuses, the page says why.
    await dialog.getByLabel('Status', { exact: true }).selectOption('completed');
    await expectToast(page, 'only once it has started');
    expect((await storedCall()).status).toBe('booked');
    await expect.poll(() => dialog.getByLabel('Status', { exact: true }).inputValue()).toBe('booked');

    const notes = `Wants a quote for SEO ${tag}.`;
    await dialog.getByLabel('Notes').fill(notes);
    await dialog.getByRole('button', { name: 'Save notes' }).click();
    await expectToast(page, 'Notes saved');
    expect((await storedCall()).notes).toBe(notes);

    // The address opens the same call on a fresh page.
    await page.goto(adminUrl(`/calls?open=${callId}`));
    await page
      .getByRole('dialog', { name: `Call with ${LEAD.name}` })
      .getByLabel('Notes')
      .waitFor();
    expect(await page.getByRole('dialog').getByLabel('Notes').inputValue()).toBe(notes);
    expect(await axeViolations(page)).toEqual([]);

    // The lead is also in the contact inbox, and each links to the other.
    await page.getByRole('dialog').getByRole('link', { name: 'Open the booking’s message' }).click();
    const message = page.getByRole('dialog', { name: `Discovery call from ${LEAD.name}` });
    const back = message.getByRole('link', { name: 'Open the call in Calls' });
    expect(await back.getAttribute('href')).toBe(`/admin/calls?open=${callId}`);
    await back.click();
    await page.getByRole('dialog', { name: `Call with ${LEAD.name}` }).waitFor();
    await context.close();
  });

  it('reschedules a call to a free time, and the visitor and the host are emailed updated invites', async () => {
    const before = await storedCall();
    const slots = await freeSlots(new Date(Date.parse(before.starts_at) + 2 * 3_600_000), 7);
    const target = slots.find(
      (slot) => dayIn(AGENCY_ZONE, new Date(slot)) !== dayIn(AGENCY_ZONE, new Date(before.starts_at)),
    );
    expect(target).toBeDefined();
    const slot = target ?? '';
    const { page, context } = await signedInPage(browser, editor);
    await page.goto(adminUrl(`/calls?open=${callId}`));
    const dialog = page.getByRole('dialog', { name: `Call with ${LEAD.name}` });
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    const panel = dialog.getByRole('region', { name: 'Reschedule' });
    expect(await panel.textContent()).toContain('The visitor and the host are emailed updated invites');
    await panel.getByLabel(/^Day/).fill(dayIn(AGENCY_ZONE, new Date(slot)));
    await panel.getByLabel('Host', { exact: true }).selectOption({ label: HOST.display_name });
    await panel.getByRole('radio', { name: new RegExp(`^${clockIn(AGENCY_ZONE, slot)}`) }).check();
    await panel.getByRole('button', { name: 'Move the call' }).click();
    await expectToast(page, 'Call rescheduled');
    const after = await storedCall();
    expect(new Date(after.starts_at).toISOString()).toBe(new Date(slot).toISOString());
    expect(after.host_id).toBe(hostId);
    expect(after.sequence).toBe(before.sequence + 1);
    expect(await mailKinds(LEAD.email)).toContain('visitor.call_rescheduled');
    expect(await mailKinds(HOST.email)).toContain('host.call_rescheduled');
    await expect
      .poll(() => dialog.getByTestId('agency-time').textContent())
      .toContain(clockIn(AGENCY_ZONE, slot));
    await context.close();
  });

  it('cancels a call with a reason after asking, and both sides are emailed', async () => {
    const { page, context } = await signedInPage(browser, editor);
    await page.goto(adminUrl(`/calls?open=${callId}`));
    const dialog = page.getByRole('dialog', { name: `Call with ${LEAD.name}` });
    await dialog.getByRole('button', { name: 'Cancel call' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this call?' });
    expect(await confirm.textContent()).toContain('are emailed that it is cancelled');
    await confirm.getByRole('button', { name: 'Keep the call' }).click();
    expect((await storedCall()).status).toBe('booked');

    await dialog.getByRole('button', { name: 'Cancel call' }).click();
    const reason = `The client postponed ${tag}`;
    await confirm.getByLabel('Reason (optional)').fill(reason);
    await confirm.getByRole('button', { name: 'Cancel the call' }).click();
    await expectToast(page, 'Call cancelled');
    const after = await storedCall();
    expect(after).toMatchObject({ status: 'cancelled', cancel_reason: reason, cancelled_by: 'staff' });
    expect(await mailKinds(LEAD.email)).toContain('visitor.call_cancelled');
    expect(await mailKinds(HOST.email)).toContain('host.call_cancelled');
    await expect.poll(() => dialog.getByTestId('cancel-reason').textContent()).toBe(reason);
    expect(await dialog.getByRole('button', { name: 'Reschedule' }).count()).toBe(0);
    await context.close();
  });

  it('exports the filtered list as CSV', async () => {
    const { starts_at } = await storedCall();
    const { page, context } = await signedInPage(browser, editor);
    await page.goto(adminUrl(`/calls?view=list&when=all&host=${hostId}&status=cancelled`));
    await page.getByRole('row').filter({ hasText: LEAD.name }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^calls-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields?.slice(0, 8)).toEqual([
      'Starts at (UTC)',
      'Ends at (UTC)',
      `Starts (${AGENCY_ZONE})`,
      'Visitor time zone',
      'Starts (visitor)',
      'Status',
      'Host',
      'Host email',
    ]);
    expect(parsed.data).toHaveLength(1);
    expect(parsed.data[0]).toMatchObject({
      'Starts at (UTC)': starts_at,
      'Visitor time zone': VISITOR_ZONE,
      Status: 'Cancelled',
      Host: HOST.display_name,
      Name: LEAD.name,
      Email: LEAD.email,
      Company: LEAD.company,
      Services: 'SEO',
      Notes: `Wants a quote for SEO ${tag}.`,
      'Cancelled by': 'staff',
      'Cancel reason': `The client postponed ${tag}`,
      'UTM campaign': 'autumn',
    });
    expect(parsed.data[0]?.[`Starts (${AGENCY_ZONE})`]).toContain(clockIn(AGENCY_ZONE, starts_at));
    await context.close();
  });
});

describe('calls: availability', () => {
  it('is read-only for editors, in the page and in the database', async () => {
    const { page, context } = await signedInPage(browser, editor);
    await page.goto(adminUrl('/calls/availability'));
    await expectPageHeading(page, 'Call availability');
    await page.getByText('only admins can change it').waitFor();
    expect(await page.getByLabel('Meeting length (minutes)').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save booking rules' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'New host' }).count()).toBe(0);
    const hostCard = page.getByTestId(`host-${HOST.email}`);
    expect(await hostCard.getByRole('button', { name: /^Add hours/ }).count()).toBe(0);
    expect(await hostCard.getByLabel('Name').isDisabled()).toBe(true);

    const attempt = await editor.client
      .from('call_settings')
      .update({ meeting_minutes: 90 })
      .eq('id', true)
      .select();
    expect(attempt.data ?? []).toEqual([]);
    const hours = await editor.client
      .from('call_host_hours')
      .insert({ host_id: hostId, weekday: 1, start_time: '01:00', end_time: '02:00' })
      .select();
    expect(hours.error?.code).toBe('42501');
    expect(
      (await service.from('call_settings').select('meeting_minutes').single().throwOnError()).data
        .meeting_minutes,
    ).toBe(30);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('lets an admin add a host with hours and change the meeting length, and the free times follow', async () => {
    // Only the new host works from now on, on a day at least two days ahead that is no blackout.
    await service.from('call_hosts').update({ is_active: false }).eq('id', hostId).throwOnError();
    const blackouts = (await service.from('call_blackouts').select('starts_on, ends_on').throwOnError()).data;
    let day = addDays(dayIn(AGENCY_ZONE, new Date()), 2);
    while (blackouts.some((b) => b.starts_on <= day && day <= b.ends_on)) day = addDays(day, 1);
    const weekdayName = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
    const from = zonedInstant(day, '03:00', AGENCY_ZONE);
    const window = async () => (await freeSlots(from, 2 / 24)).map((slot) => clockIn(AGENCY_ZONE, slot));
    expect(await window()).toEqual([]);

    const solo = { display_name: `Sol Solo ${tag}`, email: `sol-${tag}@example.test` };
    const { page, context } = await signedInPage(browser, admin);
    await page.goto(adminUrl('/calls/availability'));
    await expectPageHeading(page, 'Call availability');
    await page.getByRole('button', { name: 'New host' }).click();
    const newHost = page.getByRole('region', { name: 'New host' });
    await newHost.getByLabel('Name').fill(solo.display_name);
    await newHost.getByLabel('Email').fill(solo.email.toUpperCase());
    await newHost.getByLabel('Meeting link (optional)').fill('http://meet.example.test/sol');
    await newHost.getByRole('button', { name: 'Add host' }).click();
    await newHost.getByText('Enter a full address starting with https://, or leave it empty').waitFor();
    await newHost.getByLabel('Meeting link (optional)').fill('https://meet.example.test/sol');
    await newHost.getByRole('button', { name: 'Add host' }).click();
    await expectToast(page, `${solo.display_name} added as a host`);

    const card = page.getByTestId(`host-${solo.email}`);
    await card.getByRole('button', { name: `Add hours on ${weekdayName}` }).click();
    await card.getByLabel(`${weekdayName}, from`).fill('03:00');
    await card.getByLabel(`${weekdayName}, until`).fill('04:00');
    await card.getByRole('button', { name: `Save hours of ${solo.display_name}` }).click();
    await expectToast(page, `${solo.display_name}: hours saved`);
    await expect.poll(window).toEqual(['03:00', '03:30']);

    // A 45-minute meeting no longer fits at 03:30 in a range that ends at 04:00.
    await page.getByLabel('Meeting length (minutes)').fill('300');
    await page.getByRole('button', { name: 'Save booking rules' }).click();
    await page.getByText('Enter the meeting length from 10 to 240').waitFor();
    await page.getByLabel('Meeting length (minutes)').fill('45');
    await page.getByRole('button', { name: 'Save booking rules' }).click();
    await expectToast(page, 'Booking rules saved');
    expect(
      (await service.from('call_settings').select('meeting_minutes').single().throwOnError()).data
        .meeting_minutes,
    ).toBe(45);
    await expect.poll(window).toEqual(['03:00']);
    expect(isoWeekday(day)).toBeGreaterThanOrEqual(1);
    await context.close();
  });
});

describe('calls: on a phone', () => {
  it('fits 390 px without scrolling sideways and is WCAG 2.1 AA clean: agenda, list, a call, availability', async () => {
    const { page, context } = await signedInPage(browser, admin, { width: 390 });
    const fits = async () => {
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      expect(await axeViolations(page)).toEqual([]);
    };
    const { starts_at } = await storedCall();
    await page.goto(adminUrl(`/calls?date=${dayIn(AGENCY_ZONE, new Date(starts_at))}`));
    await expectPageHeading(page, 'Calls');
    await page.getByTestId('agenda').getByText(LEAD.name).waitFor();
    await fits();
    await page.goto(adminUrl(`/calls?view=list&when=all&host=${hostId}`));
    await page.getByRole('row').filter({ hasText: LEAD.name }).waitFor();
    await fits();
    await openCallButton(page).click();
    await page
      .getByRole('dialog', { name: `Call with ${LEAD.name}` })
      .getByLabel('Notes')
      .waitFor();
    await fits();
    await page.goto(adminUrl('/calls/availability'));
    await page.getByTestId(`host-${HOST.email}`).waitFor();
    await fits();
    await context.close();
  });
});

describe('calls: the dashboard', () => {
  it('lists today’s calls in the agency’s zone and links to the agenda', async () => {
    const today = dayIn(AGENCY_ZONE, new Date());
    const startsAt = zonedInstant(today, '12:00', AGENCY_ZONE);
    const visitor = { name: `Tia Today ${tag}`, email: `tia-${tag}@example.test` };
    const submission = (
      await service
        .from('contact_submissions')
        .insert({
          kind: 'discovery_call',
          ...visitor,
          preferred_date: today,
          preferred_time: '12:00',
          time_zone: AGENCY_ZONE,
        })
        .select('id')
        .single()
        .throwOnError()
    ).data;
    const call = (
      await service
        .from('discovery_calls')
        .insert({
          submission_id: submission.id,
          host_id: hostId,
          starts_at: startsAt.toISOString(),
          ends_at: new Date(startsAt.getTime() + 30 * 60_000).toISOString(),
          buffer_minutes: 0,
          // Set again by the table's trigger (ends_at + buffer); the insert type asks for it.
          blocked_until: new Date(startsAt.getTime() + 30 * 60_000).toISOString(),
          visitor_time_zone: AGENCY_ZONE,
        })
        .select('id')
        .single()
        .throwOnError()
    ).data;

    const { page, context } = await signedInPage(browser, editor);
    await page.goto(adminUrl('/'));
    await expectPageHeading(page, 'Dashboard');
    const card = page.getByTestId('todays-calls');
    const item = card.getByRole('listitem').filter({ hasText: visitor.name });
    await item.waitFor();
    expect(await item.textContent()).toContain('12:00–12:30');
    expect(await item.textContent()).toContain(`with ${HOST.display_name}`);
    expect(await item.textContent()).toContain('Booked');
    expect(await card.textContent()).toMatch(/Chicago \(GMT-[56]\)/);
    expect(await item.getByRole('link').getAttribute('href')).toBe(`/admin/calls?view=day&open=${call.id}`);
    await card.getByRole('link', { name: 'Today’s calls' }).click();
    await expectPageHeading(page, 'Calls');
    await page.getByTestId(`agenda-day-${today}`).getByText(visitor.name).waitFor();
    await context.close();
  });
});
