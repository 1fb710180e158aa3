/**
 * Booking a discovery call in Chromium from Sydney while the agency works on Chicago's clock
 * (issue 18): the free times the database offers, shown on the visitor's clock and chosen with the
 * keyboard; the booking; the time gone once every host has it; a visitor who loses the race keeps
 * what they typed; the emails in the local mail sink, with an invite that a calendar library reads
 * as the booked instant; and the emailed manage link, to reschedule (losing a race once) and cancel.
 * Nothing here depends on today's date: the first free time the database offers is the one used.
 */
import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayIn, dayLabel, momentIn, timeIn } from '../../src/lib/calls/calendar.ts';
import { wallClock } from '../../src/lib/forms/booking-slot.ts';
import { axeViolations } from '../support/axe.ts';
import { chooseFreeTime, freeDays, freeSlots, freeTimes, takeEveryHost } from '../support/book-discovery.ts';
import { hydrated, launchBrowser, openPage, siteUrl } from '../support/browser.ts';
import { deliverMessages } from '../support/deliveries.ts';
import {
  calendarText,
  manageTokenOf,
  type SinkMail,
  sinkMails,
  waitForMail,
} from '../support/mail-attachments.ts';
import { productService, productStack } from '../support/product.ts';
import { sitemapPaths } from '../support/sitemap.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const SYDNEY = 'Australia/Sydney';
const stack = productStack();
const service = productService();
const unique = () => randomUUID().slice(0, 8);
const TAKEN = 'That time was just taken — please pick another';
const MEETING_MS = 30 * 60_000;

/** The booking page in a browser on `zone`'s clock, once its island runs. */
async function openBooking(zone: string): Promise<{ page: Page; form: Locator; close: () => Promise<void> }> {
  const { page, context } = await openPage(browser, { timezoneId: zone });
  await page.goto(siteUrl('/book-discovery'));
  const form = page.locator('form[data-form="discovery_call"]');
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'DiscoveryCallForm');
  return { page, form, close: () => context.close() };
}

async function fillDetails(form: Locator, name: string, email: string): Promise<void> {
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Work email').fill(email);
  await form.getByLabel('Website').fill('harbour.example');
  await form.getByLabel('SEO', { exact: true }).check();
}

/** The email's invitation as a calendar program reads it (ical.js). */
function invite(mail: SinkMail) {
  const text = calendarText(mail);
  if (!text) throw new Error(`"${mail.subject}" has no invitation`);
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  const instant = (name: string) => (event.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    start: instant('dtstart'),
    end: instant('dtend'),
    // The scheme is case-insensitive (RFC 3986); ical-generator writes MAILTO.
    attendee: String(event.getFirstProperty('attendee')?.getFirstValue()).replace(/^mailto:/i, 'mailto:'),
  };
}

const plus = (slot: string, ms: number) => new Date(Date.parse(slot) + ms).toISOString();

describe('booking a discovery call from Sydney (the agency works in Chicago)', () => {
  const email = `sydney-${unique()}@harbour.example`;
  let slot = '';
  let callId = '';

  it('offers the free times on Sydney’s clock, works with the keyboard, and books one', async () => {
    const { page, form, close } = await openBooking(SYDNEY);
    const zone = form.getByLabel('Time zone');
    await expect.poll(() => zone.inputValue()).toBe(SYDNEY);
    expect(await zone.locator('option:checked').innerText()).toMatch(/^Sydney \(GMT\+1[01]\)$/);

    const offered = await freeSlots();
    const first = offered[0] ?? '';
    const firstDay = dayIn(SYDNEY, first);
    // The month of the first free time is shown; its cell reads as a date.
    await expect.poll(() => freeDays(form).first().getAttribute('data-day')).toBe(firstDay);
    expect(await freeDays(form).first().textContent()).toContain(dayLabel(firstDay));
    expect(await page.getByRole('grid').getAttribute('aria-labelledby')).toBeTruthy();

    // Keyboard: the first free day is the grid's one tab stop; arrows move, Enter chooses.
    const tabStop = form.locator('td[tabindex="0"]');
    expect(await tabStop.getAttribute('data-day')).toBe(firstDay);
    await tabStop.focus();
    const focusedDay = () => page.evaluate(() => document.activeElement?.getAttribute('data-day') ?? null);
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedDay).toBe(addDays(firstDay, 7));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await expect.poll(focusedDay).toBe(addDays(firstDay, 1));
    await page.keyboard.press('ArrowLeft');
    await expect.poll(focusedDay).toBe(firstDay);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => form.locator(`td[data-day="${firstDay}"]`).getAttribute('aria-selected'))
      .toBe('true');

    // The day's times are the database's, each shown on Sydney's clock and inside Chicago's working day.
    const ofTheDay = offered.filter((time) => dayIn(SYDNEY, time) === firstDay);
    await expect
      .poll(() =>
        freeTimes(form).evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value)),
      )
      .toEqual(ofTheDay);
    expect(
      await freeTimes(form).evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.innerText)),
    ).toEqual(ofTheDay.map((time) => timeIn(SYDNEY, time)));
    for (const time of ofTheDay) {
      const chicago = wallClock('America/Chicago', new Date(time)).time;
      expect(chicago >= '09:00' && chicago <= '16:30', `${time} is ${chicago} in Chicago`).toBe(true);
    }
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await freeTimes(form).first().isChecked()).toBe(true);
    slot = first;

    await fillDetails(form, 'Sam Harbour', email);
    await form.getByRole('button', { name: 'Book Discovery Call' }).click();
    const confirmation = page.locator('[data-booked-call]');
    await confirmation.waitFor();
    callId = (await confirmation.getAttribute('data-booked-call')) ?? '';
    const text = await confirmation.innerText();
    expect(text).toContain('Your call is booked');
    expect(text).toContain(`${momentIn(SYDNEY, slot)} to ${timeIn(SYDNEY, plus(slot, MEETING_MS))}`);
    expect(text).toMatch(/Sydney \(GMT\+1[01]\) time · 30 minutes with /);
    expect(text).toContain(`A confirmation with a calendar invite is on its way to ${email}`);
    expect(await axeViolations(page)).toEqual([]);

    const { data: call } = await service
      .from('discovery_calls')
      .select('starts_at, status, visitor_time_zone, contact_submissions (email)')
      .eq('id', callId)
      .single()
      .throwOnError();
    expect(call).toEqual({
      starts_at: slot.replace('.000Z', '+00:00'),
      status: 'booked',
      visitor_time_zone: SYDNEY,
      contact_submissions: { email },
    });
    await close();
  });

  it('no longer offers that time to the next visitor once every host has it', async () => {
    await takeEveryHost(slot);
    expect(await freeSlots()).not.toContain(slot);
    const { form, close } = await openBooking('Europe/London');
    await expect.poll(() => freeDays(form).count()).toBeGreaterThan(0);
    const day = form.locator(`td[data-day="${dayIn('Europe/London', slot)}"]`);
    if ((await day.count()) === 1 && (await day.getAttribute('aria-disabled')) === 'false') {
      await day.click();
      await expect.poll(() => freeTimes(form).count()).toBeGreaterThan(0);
    }
    expect(await form.locator(`input[value="${slot}"]`).count()).toBe(0);
    await close();
  });

  it('tells a visitor who lost the race to pick another time, keeping everything typed', async () => {
    const { page, form, close } = await openBooking(SYDNEY);
    const lateEmail = `late-${unique()}@harbour.example`;
    await fillDetails(form, 'Lee Late', lateEmail);
    await form.getByLabel('What would you like to achieve?').fill('Rank in Sydney and Melbourne.');
    const chosen = await chooseFreeTime(form);
    // Others book it through the API (supabase-js) with every host before this visitor presses the button.
    expect(await takeEveryHost(chosen)).toBeGreaterThan(0);
    await form.getByRole('button', { name: 'Book Discovery Call' }).click();
    const error = form.locator('#discovery-slot-error');
    await expect.poll(() => error.innerText()).toBe(TAKEN);
    expect(await form.locator('#discovery-slot').getAttribute('aria-describedby')).toContain(
      'discovery-slot-error',
    );
    await expect.poll(() => form.locator(`input[value="${chosen}"]`).count()).toBe(0);
    expect(await form.getByLabel('Full name').inputValue()).toBe('Lee Late');
    expect(await form.getByLabel('Work email').inputValue()).toBe(lateEmail);
    expect(await form.getByLabel('Website').inputValue()).toBe('harbour.example');
    expect(await form.getByLabel('SEO', { exact: true }).isChecked()).toBe(true);
    expect(await form.getByLabel('What would you like to achieve?').inputValue()).toBe(
      'Rank in Sydney and Melbourne.',
    );
    const { data } = await service.from('contact_submissions').select('id').eq('email', lateEmail);
    expect(data).toEqual([]);

    const another = await chooseFreeTime(form);
    await expect.poll(() => error.count()).toBe(0);
    await form.getByRole('button', { name: 'Book Discovery Call' }).click();
    await page.locator('[data-booked-call]').waitFor();
    expect(await page.locator('[data-booked-call]').innerText()).toContain(momentIn(SYDNEY, another));
    await close();
  });

  it('emails the visitor and the host an invite a calendar reads as the booked instant', async () => {
    const mail = await waitForMail(stack, { to: email, subject: 'Your discovery call is booked' });
    expect(invite(mail)).toMatchObject({
      method: 'REQUEST',
      uid: `discovery-call-${callId}@growdigital`,
      sequence: 0,
      status: 'CONFIRMED',
      start: slot,
      end: plus(slot, MEETING_MS),
      attendee: `mailto:${email}`,
    });
    const { data: queued } = await service
      .from('outbox_messages')
      .select('kind, recipient')
      .eq('subject_table', 'discovery_calls')
      .eq('subject_id', callId)
      .throwOnError();
    const { data: call } = await service
      .from('discovery_calls')
      .select('call_hosts (email)')
      .eq('id', callId)
      .single()
      .throwOnError();
    const hostEmail = call.call_hosts.email;
    expect(queued).toEqual(
      expect.arrayContaining([
        { kind: 'visitor.call_booked', recipient: email },
        { kind: 'host.call_booked', recipient: hostEmail },
      ]),
    );
    // The host gets every booking's email: this call's is the one whose invite has its UID.
    const uid = `discovery-call-${callId}@growdigital`;
    let hostMail: SinkMail | undefined;
    await expect
      .poll(async () => {
        const mails = await sinkMails(stack, { to: hostEmail, subject: 'discovery call' });
        hostMail = mails.find((each) => calendarText(each)?.includes(uid));
        if (!hostMail) await deliverMessages(stack);
        return hostMail;
      })
      .toBeDefined();
    if (!hostMail) throw new Error(`no email to ${hostEmail} with ${uid}`);
    expect(invite(hostMail)).toMatchObject({ method: 'REQUEST', uid, start: slot });
  });

  it('reschedules through the emailed link (after losing a race once), then cancels', async () => {
    const token = manageTokenOf(
      await waitForMail(stack, { to: email, subject: 'Your discovery call is booked' }),
    );
    expect(token).toBeDefined();
    const { page, context } = await openPage(browser, { timezoneId: SYDNEY });
    await page.goto(siteUrl(`/book-discovery/manage?token=${token ?? ''}`));
    await hydrated(page, 'ManageCall');
    expect(page.url()).toBe(siteUrl('/book-discovery/manage'));
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    const panel = page.locator('[data-call-status]');
    await panel.waitFor();
    expect(await page.locator('[data-call-time]').innerText()).toContain(momentIn(SYDNEY, slot));
    expect(await panel.innerText()).toContain('Booked');

    await page.getByRole('button', { name: 'Reschedule' }).click();
    const taken = await chooseFreeTime(panel, { avoid: [slot], id: 'reschedule-slot' });
    await takeEveryHost(taken);
    await page.getByRole('button', { name: `Move the call to ${momentIn(SYDNEY, taken)}` }).click();
    await expect.poll(() => page.locator('#reschedule-slot-error').innerText()).toBe(TAKEN);
    await expect.poll(() => panel.locator(`input[value="${taken}"]`).count()).toBe(0);

    const moved = await chooseFreeTime(panel, { avoid: [slot, taken], id: 'reschedule-slot' });
    await page.getByRole('button', { name: `Move the call to ${momentIn(SYDNEY, moved)}` }).click();
    await expect
      .poll(() => panel.getByRole('status').innerText())
      .toBe(
        `Your call is moved to ${momentIn(SYDNEY, moved)}. An updated calendar invite is on its way to you.`,
      );
    expect(await page.locator('[data-call-time]').innerText()).toContain(momentIn(SYDNEY, moved));
    const rescheduled = await waitForMail(stack, { to: email, subject: 'Your discovery call has moved' });
    expect(invite(rescheduled)).toMatchObject({
      method: 'REQUEST',
      uid: `discovery-call-${callId}@growdigital`,
      sequence: 1,
      start: moved,
    });

    await page.getByRole('button', { name: 'Cancel the call' }).click();
    await page.getByLabel('Reason (optional)').fill('We found an agency closer to home.');
    await page.getByRole('button', { name: 'Cancel the call' }).click();
    await expect
      .poll(() => panel.getByRole('status').innerText())
      .toBe('Your call is cancelled. An email confirming it is on its way to you.');
    expect(await panel.getAttribute('data-call-status')).toBe('cancelled');
    expect(await page.getByRole('button', { name: 'Reschedule' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    const { data: call } = await service
      .from('discovery_calls')
      .select('status, cancelled_by, cancel_reason, starts_at')
      .eq('id', callId)
      .single()
      .throwOnError();
    expect(call).toEqual({
      status: 'cancelled',
      cancelled_by: 'visitor',
      cancel_reason: 'We found an agency closer to home.',
      starts_at: moved.replace('.000Z', '+00:00'),
    });
    const cancelled = await waitForMail(stack, { to: email, subject: 'Your discovery call is cancelled' });
    expect(invite(cancelled)).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      uid: `discovery-call-${callId}@growdigital`,
      sequence: 2,
    });
    await context.close();
  });

  it('says plainly when the link is missing, forged or no longer valid; the page is in no sitemap', async () => {
    const paths = await sitemapPaths();
    expect(paths).toContain('/book-discovery');
    expect(paths.filter((path) => path.startsWith('/book-discovery/'))).toEqual([]);
    const { page, context } = await openPage(browser, { timezoneId: SYDNEY });
    await page.goto(siteUrl(`/book-discovery/manage?token=${'A'.repeat(43)}`));
    await hydrated(page, 'ManageCall');
    await page.getByRole('heading', { name: 'This link is not valid or has expired.' }).waitFor();
    expect(await page.getByRole('link', { name: 'Book a discovery call' }).getAttribute('href')).toBe(
      '/book-discovery',
    );

    const fresh = await context.newPage();
    await fresh.goto(siteUrl('/book-discovery/manage'));
    await hydrated(fresh, 'ManageCall');
    await fresh.getByRole('heading', { name: 'This page needs the link from your booking email.' }).waitFor();
    await context.close();
  });
});
