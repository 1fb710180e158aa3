import { expect } from 'vitest';
import { productAnon, type ProductClient } from './product.ts';

/** The calendar day (YYYY-MM-DD) a wall clock in `zone` shows at `instant`. */
export function dayIn(zone: string, instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
  return parts;
}

/** "09:30" on a wall clock in `zone` (as the admin writes times). */
export const clockIn = (zone: string, instant: Date | string): string =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

/** The instant a wall clock in `zone` shows `date` at `time` (HH:MM), settled over two corrections. */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const wanted = Date.parse(`${date}T${time}:00Z`);
  let instant = wanted;
  for (let step = 0; step < 2; step += 1) {
    const shown = Date.parse(`${dayIn(zone, new Date(instant))}T${clockIn(zone, new Date(instant))}:00Z`);
    instant += wanted - shown;
  }
  return new Date(instant);
}

export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** ISO weekday of a day: 1 = Monday … 7 = Sunday. */
export const isoWeekday = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

/** The free start times in [from, from + days), as a visitor asks for them. */
export async function freeSlots(
  from: Date,
  days: number,
  client: ProductClient = productAnon(),
): Promise<string[]> {
  const { data, error } = await client.rpc('free_call_slots', {
    range_start: from.toISOString(),
    range_end: new Date(from.getTime() + days * 86_400_000).toISOString(),
  });
  expect(error).toBeNull();
  return data ?? [];
}

export interface Lead {
  name: string;
  email: string;
  company?: string;
  time_zone: string;
}

/** Books `slot` as a visitor would (book_discovery_call, from an address of its own); resolves the call's id. */
export async function bookCall(slot: string, lead: Lead): Promise<string> {
  const { data, error } = await productAnon().rpc('book_discovery_call', {
    slot,
    lead: {
      ...lead,
      services: ['seo'],
      budget: '10k-25k',
      goals: 'Twice the leads',
      attribution: { utm_source: 'newsletter', utm_campaign: 'autumn', landing_page: '/book-discovery' },
    },
  });
  expect(error).toBeNull();
  const id = (data as { id?: unknown } | null)?.id;
  expect(typeof id).toBe('string');
  return id as string;
}
