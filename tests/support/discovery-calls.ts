import { randomUUID } from 'node:crypto';
import type { RunningStack } from '../../supabase/local/stack.ts';
import type { StackAddress } from './clients.ts';
import { productAnonAt } from './product.ts';

/** What book_discovery_call and the manage-link functions answer. */
export interface BookedCall {
  id: string;
  starts_at: string;
  ends_at: string;
  meeting_minutes: number;
  host_name: string;
  time_zone: string;
}
export interface ManagedCall extends Omit<BookedCall, 'host_name'> {
  host_name: string;
  status: string;
  name: string;
  can_change: boolean;
}

export const TAKEN = 'That time was just taken — please pick another';
export const tag = () => randomUUID().slice(0, 8);

/** A visitor's details as the booking page sends them (a fresh email address each time). */
export const lead = (name = 'Dana Caller', timeZone = 'Europe/London') => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '-')}-${tag()}@example.com`,
  company: 'Caller Ltd',
  services: ['seo'],
  budget: '10k-25k',
  goals: 'More qualified leads.',
  time_zone: timeZone,
  attribution: { utm_source: 'google', landing_page: '/book-discovery' },
});

/**
 * Replaces the stack's hosts with `count` new active ones (inactive seeded hosts stay), each
 * working every day 08:00–18:00 in the agency's zone; their ids.
 */
export async function onlyHosts(running: RunningStack, count: number): Promise<string[]> {
  await running.db.query(`update public.call_hosts set is_active = false`);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const { rows } = await running.db.query<{ id: string }>(
      `insert into public.call_hosts (display_name, email, meeting_url)
       values ($1, $2, 'https://meet.example.com/' || $3) returning id`,
      [`Host ${tag()}`, `host-${tag()}@growdigital.example`, tag()],
    );
    const id = rows[0]?.id ?? '';
    await running.db.query(
      `insert into public.call_host_hours (host_id, weekday, start_time, end_time)
       select $1, d, '08:00', '18:00' from generate_series(1, 7) d`,
      [id],
    );
    ids.push(id);
  }
  return ids;
}

/** The free slots `daysAhead` days from now onwards (a week), as a visitor sees them. */
export async function freeSlots(stack: StackAddress, daysAhead = 2): Promise<string[]> {
  const from = Date.now() + daysAhead * 86_400_000;
  const { data, error } = await productAnonAt(stack).rpc('free_call_slots', {
    range_start: new Date(from).toISOString(),
    range_end: new Date(from + 7 * 86_400_000).toISOString(),
  });
  if (error) throw new Error(error.message);
  return data;
}

/** A visitor books `slot` (from an address of their own). */
export async function book(stack: StackAddress, slot: string, details = lead()) {
  const result = await productAnonAt(stack).rpc('book_discovery_call', { slot, lead: details });
  return { ...result, data: result.data as unknown as BookedCall | null };
}

/** The raw manage-link tokens the worker would put in the call's emails, newest last. */
export async function manageTokens(
  running: RunningStack,
  callId: string,
): Promise<{ kind: string; token: string }[]> {
  const { rows } = await running.db.query<{ kind: string; token: string }>(
    `select m.kind, s.secrets ->> 'manage_token' as token
       from public.outbox_messages m join private.outbox_secrets s on s.message_id = m.id
      where m.subject_id = $1 order by m.created_at, m.kind`,
    [callId],
  );
  return rows;
}
