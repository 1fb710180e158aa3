import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import type { StackAddress } from '../../support/clients.ts';
import { book, freeSlots, lead, onlyHosts, TAKEN } from '../../support/discovery-calls.ts';
import { member, productAnonAt, productService } from '../../support/product.ts';
import { PRODUCT_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';

// A stack of its own: these tests replace the hosts, which would change every other file's slots.
let running: RunningStack;
let stack: StackAddress;
beforeAll(async () => {
  running = await startTestStack({ supabaseDir: PRODUCT_PROJECT, databaseUrl: await freshDatabaseUrl() });
  stack = { url: running.url, anonKey: running.keys.anonKey, serviceRoleKey: running.keys.serviceRoleKey };
});
afterAll(() => running.stop());

/** Twenty visitors, each from an address and with an email of their own, book `slot` at once. */
async function race(slot: string) {
  const attempts = await Promise.all(
    Array.from({ length: 20 }, async (_, i) => {
      const details = lead(`Racer ${String(i)}`);
      return { ...(await book(stack, slot, details)), email: details.email };
    }),
  );
  const won = attempts.filter((a) => a.error === null);
  const lost = attempts.filter((a) => a.error !== null);
  return { won, lost };
}

async function leadsOf(emails: string[]): Promise<string[]> {
  const { data } = await productService(stack)
    .from('contact_submissions')
    .select('email')
    .in('email', emails)
    .throwOnError();
  return data.map((r) => r.email);
}

describe(`booking a discovery call through the API (${inject('dbKind')})`, () => {
  it('20 visitors racing for one slot with one host: one booking, 19 clear refusals (409, 23P01)', async () => {
    await onlyHosts(running, 1);
    const [slot] = await freeSlots(stack);
    expect(slot).toBeDefined();
    const { won, lost } = await race(slot ?? '');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const refusal of lost) {
      expect(refusal.status).toBe(409);
      expect(refusal.error).toMatchObject({ code: '23P01', message: TAKEN });
    }
    // The winner's lead and call were stored together; the others' leads were not kept.
    expect(await leadsOf([...won, ...lost].map((a) => a.email))).toEqual(won.map((a) => a.email));
    expect(Date.parse(won[0]?.data?.starts_at ?? '')).toBe(Date.parse(slot ?? ''));
    expect(await freeSlots(stack, 1)).not.toContain(slot);
  });

  it('20 visitors racing for one slot with two hosts: two bookings, one with each host', async () => {
    const hosts = await onlyHosts(running, 2);
    const [slot] = await freeSlots(stack);
    const { won, lost } = await race(slot ?? '');
    expect(won).toHaveLength(2);
    expect(new Set(won.map((w) => w.data?.host_name)).size).toBe(2);
    expect(lost).toHaveLength(18);
    for (const refusal of lost) expect(refusal.error).toMatchObject({ code: '23P01', message: TAKEN });
    const { data: calls } = await productService(stack)
      .from('discovery_calls')
      .select('host_id')
      .eq('starts_at', slot ?? '')
      .in('host_id', hosts)
      .throwOnError();
    expect(calls).toHaveLength(2);
  });

  it('answers with the booking and stores the lead with the slot on the visitor’s wall clock', async () => {
    await onlyHosts(running, 1);
    const [slot] = await freeSlots(stack, 3);
    const details = lead('Sydney Visitor', 'Australia/Sydney');
    const { data: booked, error } = await book(stack, slot ?? '', details);
    expect(error).toBeNull();
    if (!booked) throw new Error('The call was not booked.');
    expect(booked).toMatchObject({ meeting_minutes: 30, time_zone: 'Australia/Sydney' });
    expect(booked.starts_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\+00:00$/);
    expect(Date.parse(booked.ends_at) - Date.parse(booked.starts_at)).toBe(30 * 60_000);
    const { data: stored } = await productService(stack)
      .from('contact_submissions')
      .select('kind, name, company, services, budget, preferred_date, preferred_time, time_zone, attribution')
      .eq('email', details.email)
      .single()
      .throwOnError();
    const wall = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Australia/Sydney',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(booked.starts_at));
    expect(`${stored.preferred_date} ${stored.preferred_time ?? ''}`).toBe(wall.replace(',', ''));
    expect(stored).toMatchObject({
      kind: 'discovery_call',
      name: 'Sydney Visitor',
      company: 'Caller Ltd',
      services: ['seo'],
      budget: '10k-25k',
      time_zone: 'Australia/Sydney',
      attribution: { utm_source: 'google', landing_page: '/book-discovery' },
    });
  });

  it('refuses a time that is not a free slot, an invalid zone and details the inbox would refuse', async () => {
    await onlyHosts(running, 1);
    const [slot] = await freeSlots(stack);
    const offSlot = new Date(Date.parse(slot ?? '') + 7 * 60_000).toISOString();
    expect((await book(stack, offSlot)).error).toMatchObject({ code: '23P01', message: TAKEN });
    const tooSoon = new Date(Date.now() + 60 * 60_000).toISOString();
    expect((await book(stack, tooSoon)).error?.code).toBe('23P01');
    expect((await book(stack, slot ?? '', { ...lead(), time_zone: 'Mars/Olympus' })).error?.code).toBe(
      '22023',
    );
    expect((await book(stack, slot ?? '', { ...lead(), email: 'not-an-email' })).error?.code).toBe('23514');
    expect(await freeSlots(stack, 1)).toContain(slot);
  });

  it('rate-limits bookings like the other forms (five per client address)', async () => {
    await onlyHosts(running, 2);
    const slots = await freeSlots(stack);
    const visitor = productAnonAt(stack);
    for (let i = 0; i < 5; i++) {
      const { error } = await visitor.rpc('book_discovery_call', { slot: slots[i] ?? '', lead: lead() });
      expect(error).toBeNull();
    }
    const refused = await visitor.rpc('book_discovery_call', { slot: slots[5] ?? '', lead: lead() });
    expect(refused.status).toBe(429);
    expect(refused.error?.code).toBe('PT429');
  });

  it('shows visitors free instants and the booking terms, and nothing of the hosts, hours or calls', async () => {
    const visitor = productAnonAt(stack);
    const slots = await freeSlots(stack);
    expect(slots.length).toBeGreaterThan(0);
    for (const s of slots) expect(s).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\+00:00$/);
    expect([...slots].sort()).toEqual(slots);
    expect(new Set(slots).size).toBe(slots.length);
    const terms = await visitor.rpc('call_booking_terms');
    expect(terms.data).toEqual({
      time_zone: 'America/Chicago',
      meeting_minutes: 30,
      notice_hours: 12,
      horizon_days: 30,
    });
    const tooLong = await visitor.rpc('free_call_slots', {
      range_start: new Date().toISOString(),
      range_end: new Date(Date.now() + 46 * 86_400_000).toISOString(),
    });
    expect(tooLong.error?.code).toBe('22023');

    await running.db.query(
      `insert into public.call_host_time_off (host_id, starts_on, ends_on, note)
       select id, '2099-01-01', '2099-01-02', 'Leave' from public.call_hosts limit 1`,
    );
    const signedIn = await member('no_role', stack);
    for (const table of [
      'discovery_calls',
      'call_hosts',
      'call_host_hours',
      'call_host_time_off',
      'call_blackouts',
      'call_settings',
    ] as const) {
      const anonymous = await visitor.from(table).select('*');
      expect(anonymous.error?.code, table).toBe('42501');
      const outsider = await signedIn.client.from(table).select('*');
      expect(outsider.data, table).toEqual([]);
      const { count } = await productService(stack).from(table).select('*', { count: 'exact', head: true });
      expect(count, `${table} has rows to hide`).toBeGreaterThan(0);
    }
    // Nor the private functions behind the free slots.
    const hidden = await visitor.schema('private' as never).rpc('free_call_slots_at' as never, {} as never);
    expect(hidden.error).not.toBeNull();
  });
});
