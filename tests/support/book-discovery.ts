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
 * Chooses the first free time the month view offers (once loaded) that is not one of `avoid`,
 * going on to later days and months as a visitor would; answers the instant chosen.
 */
export async function chooseFreeTime(
  form: Locator,
  { avoid = [], id = 'discovery-slot' }: { avoid?: readonly string[]; id?: string } = {},
): Promise<string> {
  // Loaded (and not refreshing after a lost race). The month shown may have no free day left, near a
  // month's end: the loop below goes on to the next month, as the status line tells a visitor to.
  await expect
    .poll(() => form.getByText(/^(Days with free times are highlighted\.|No free times this month)/).count())
    .toBeGreaterThan(0);
  for (let month = 0; month < 3; month++) {
    const days = await freeDays(form).count();
    for (let day = 0; day < days; day++) {
      await freeDays(form).nth(day).click();
      await expect.poll(() => freeTimes(form, id).count()).toBeGreaterThan(0);
      const values = await freeTimes(form, id).evaluateAll((radios) =>
        radios.map((radio) => (radio as HTMLInputElement).value),
      );
      const index = values.findIndex((value) => !avoid.includes(value));
      if (index === -1) continue;
      const time = freeTimes(form, id).nth(index);
      // The radio itself is visually hidden: the visitor presses its label.
      await time.locator('xpath=ancestor::label[1]').click();
      expect(await time.isChecked()).toBe(true);
      return values[index] ?? '';
    }
    const next = form.getByRole('button', { name: 'Next month' });
    if (await next.isDisabled()) break;
    await next.click();
  }
  throw new Error(`no free time other than ${avoid.join(', ')}`);
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
