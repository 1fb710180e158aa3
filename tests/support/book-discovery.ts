/**
 * The booking page as a test drives it: the free times the database offers (read through
 * supabase-js, as any visitor may), choosing one in the month view, and other visitors taking a
 * time through book_discovery_call.
 */
import { randomUUID } from 'node:crypto';
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { productAnon } from './product.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Every free start of the next 31 days, as free_call_slots answers them (normalised ISO instants). */
export async function freeSlots(): Promise<string[]> {
  const start = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
  const { data } = await productAnon()
    .rpc('free_call_slots', {
      range_start: new Date(start).toISOString(),
      range_end: new Date(start + 31 * DAY_MS).toISOString(),
    })
    .throwOnError();
  return data.map((slot) => new Date(slot).toISOString());
}

/** The cells of the month view that have free times. */
export const freeDays = (form: Locator): Locator => form.locator('td[data-day][aria-disabled="false"]');

/** The free times of the chosen day, as radio buttons. */
export const freeTimes = (form: Locator, id = 'discovery-slot'): Locator =>
  form.locator(`#${id}`).getByRole('radio');

/**
 * Chooses the `dayIndex`-th day with free times of the month shown (once loaded) and its
 * `timeIndex`-th time; answers the instant chosen.
 */
export async function chooseFreeTime(
  form: Locator,
  { dayIndex = 0, timeIndex = 0, id = 'discovery-slot' } = {},
): Promise<string> {
  await expect.poll(() => freeDays(form).count()).toBeGreaterThan(dayIndex);
  await freeDays(form).nth(dayIndex).click();
  const time = freeTimes(form, id).nth(timeIndex);
  // The radio itself is visually hidden: the visitor presses its label.
  await form.locator('label', { has: time }).click();
  expect(await time.isChecked()).toBe(true);
  return (await time.getAttribute('value')) ?? '';
}

/** Other visitors book `slot` until no host is free then; answers how many bookings that took. */
export async function takeEveryHost(slot: string): Promise<number> {
  for (let booked = 0; booked < 20; booked++) {
    const { error } = await productAnon().rpc('book_discovery_call', {
      slot,
      lead: {
        name: 'Quick Visitor',
        email: `quick-${randomUUID().slice(0, 8)}@example.com`,
        time_zone: 'UTC',
      },
    });
    if (error) {
      expect(error.code).toBe('23P01');
      return booked;
    }
  }
  throw new Error(`${slot} could be booked 20 times`);
}
