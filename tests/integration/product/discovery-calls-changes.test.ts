import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Tables } from '../../../src/lib/database.types.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import type { StackAddress } from '../../support/clients.ts';
import {
  book,
  type BookedCall,
  freeSlots,
  lead,
  type ManagedCall,
  manageTokens,
  onlyHosts,
  tag,
  TAKEN,
} from '../../support/discovery-calls.ts';
import { type Member, member, productAnonAt, productService } from '../../support/product.ts';
import { PRODUCT_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';

// A stack of its own: the hosts are replaced and calls are moved into the past directly.
let running: RunningStack;
let stack: StackAddress;
let admin: Member;
let editor: Member;
let hosts: string[];
let hookUrl: string;
type Message = Tables<'outbox_messages'>;
type Call = Tables<'discovery_calls'>;
const visitor = () => productAnonAt(stack);
const service = () => productService(stack);

beforeAll(async () => {
  running = await startTestStack({ supabaseDir: PRODUCT_PROJECT, databaseUrl: await freshDatabaseUrl() });
  stack = { url: running.url, anonKey: running.keys.anonKey, serviceRoleKey: running.keys.serviceRoleKey };
  [admin, editor] = await Promise.all([member('admin', stack), member('editor', stack)]);
  hosts = await onlyHosts(running, 2);
  hookUrl = `https://hooks.example.com/${tag()}`;
  await admin.client
    .from('webhooks')
    .insert({
      name: 'Calls',
      url: hookUrl,
      events: ['discovery_call.created', 'discovery_call.rescheduled', 'discovery_call.cancelled'],
    })
    .throwOnError();
});
afterAll(() => running.stop());

/** The messages queued about a call (its emails and its change webhooks), oldest first. */
async function messagesOf(callId: string): Promise<Message[]> {
  const { data } = await service()
    .from('outbox_messages')
    .select('*')
    .eq('subject_id', callId)
    .order('created_at')
    .order('kind')
    .throwOnError();
  return data;
}
const kinds = (messages: Message[]) => messages.map((m) => m.kind).sort();

async function callRow(id: string): Promise<Call> {
  const { data } = await service().from('discovery_calls').select('*').eq('id', id).single().throwOnError();
  return data;
}

/** A new booking `daysAhead` days from now and its first manage-link token. */
async function booked(daysAhead = 3): Promise<{ call: BookedCall; token: string; email: string }> {
  const slots = await freeSlots(stack, daysAhead);
  const details = lead();
  for (const slot of slots) {
    const { data } = await book(stack, slot, details);
    if (!data) continue;
    const [first] = await manageTokens(running, data.id);
    return { call: data, token: first?.token ?? '', email: details.email };
  }
  throw new Error('No slot could be booked.');
}

const byToken = async (token: string) => {
  const result = await visitor().rpc('discovery_call_by_token', { token });
  return { ...result, data: result.data as unknown as ManagedCall | null };
};

describe(`changing a discovery call (${inject('dbKind')})`, () => {
  it('queues the booking’s emails: visitor (with a link), host, staff, webhook and the reminder 24 h before', async () => {
    const { call, email } = await booked();
    const onCall = await messagesOf(call.id);
    expect(onCall.map((m) => [m.kind, m.recipient])).toEqual(
      expect.arrayContaining([
        ['visitor.call_booked', email],
        ['visitor.call_reminder', email],
      ]),
    );
    expect(kinds(onCall)).toEqual(['host.call_booked', 'visitor.call_booked', 'visitor.call_reminder']);
    const reminder = onCall.find((m) => m.kind === 'visitor.call_reminder');
    expect(Date.parse(reminder?.due_at ?? '')).toBe(Date.parse(call.starts_at) - 86_400_000);
    const row = await callRow(call.id);
    const { data: host } = await service()
      .from('call_hosts')
      .select('*')
      .eq('id', row.host_id)
      .single()
      .throwOnError();
    expect(onCall.find((m) => m.kind === 'host.call_booked')?.recipient).toBe(host.email);
    expect(onCall[0]?.payload).toMatchObject({
      call: {
        id: call.id,
        sequence: 0,
        status: 'booked',
        starts_at: call.starts_at,
        ends_at: call.ends_at,
        meeting_minutes: 30,
        agency_time_zone: 'America/Chicago',
        visitor_time_zone: 'Europe/London',
        host: { id: host.id, name: host.display_name, email: host.email, meeting_url: host.meeting_url },
        previous_starts_at: null,
        cancelled_by: null,
        cancel_reason: null,
      },
      lead: {
        id: row.submission_id,
        email,
        company: 'Caller Ltd',
        services: ['seo'],
        attribution: { utm_source: 'google' },
      },
    });
    const onLead = await service()
      .from('outbox_messages')
      .select('kind, event, recipient, payload')
      .eq('subject_id', row.submission_id)
      .order('kind')
      .throwOnError();
    expect(onLead.data.map((m) => [m.kind, m.event])).toEqual([
      ['staff.discovery_call', 'discovery_call.created'],
      ['webhook', 'discovery_call.created'],
    ]);
    expect(onLead.data[1]?.recipient).toBe(hookUrl);
    expect(onLead.data[0]?.payload).toMatchObject({ id: row.submission_id, call: { id: call.id } });

    // The links' tokens are for the worker only: staff see no token in any message.
    const tokens = await manageTokens(running, call.id);
    expect(tokens.map((t) => t.kind)).toEqual(['visitor.call_booked', 'visitor.call_reminder']);
    for (const t of tokens) expect(t.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens.map((t) => t.token)).size).toBe(2);
    const { data: staffView } = await editor.client
      .from('outbox_messages')
      .select('payload')
      .eq('subject_id', call.id)
      .throwOnError();
    expect(JSON.stringify(staffView)).not.toContain('manage_token');
    for (const t of tokens) expect(JSON.stringify(staffView)).not.toContain(t.token);
  });

  it('shows the call a link names, and refuses links that are made up', async () => {
    const { call, token } = await booked();
    const { data, error } = await byToken(token);
    expect(error).toBeNull();
    expect(data).toEqual({
      id: call.id,
      status: 'booked',
      starts_at: call.starts_at,
      ends_at: call.ends_at,
      meeting_minutes: 30,
      time_zone: 'Europe/London',
      host_name: call.host_name,
      name: 'Dana Caller',
      can_change: true,
    });
    const tampered = `${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of ['', 'short', tampered, 'x'.repeat(43), `${token}x`]) {
      const refused = await byToken(bad);
      expect(refused.error, bad).toMatchObject({
        code: '22023',
        message: 'This link is not valid or has expired.',
      });
    }
  });

  it('reschedules through the link: a higher sequence, new emails and reminder, the old reminder gone', async () => {
    const { call, token } = await booked();
    const before = await messagesOf(call.id);
    const oldReminder = before.find((m) => m.kind === 'visitor.call_reminder');
    const later = (await freeSlots(stack, 5)).find(
      (s) => Date.parse(s) > Date.parse(call.starts_at) + 86_400_000,
    );
    const { data, error } = await visitor().rpc('reschedule_discovery_call', { token, slot: later ?? '' });
    expect(error).toBeNull();
    const moved = data as unknown as ManagedCall;
    expect(Date.parse(moved.starts_at)).toBe(Date.parse(later ?? ''));
    expect(moved).toMatchObject({ id: call.id, status: 'booked', can_change: true });
    const row = await callRow(call.id);
    expect(row.sequence).toBe(1);
    expect(moved.host_name).toBe(call.host_name); // the same host, free then

    const after = await messagesOf(call.id);
    expect(after.some((m) => m.id === oldReminder?.id)).toBe(false);
    const added = after.filter((m) => !before.some((b) => b.id === m.id));
    expect(kinds(added)).toEqual([
      'host.call_rescheduled',
      'visitor.call_reminder',
      'visitor.call_rescheduled',
      'webhook',
    ]);
    const reminder = added.find((m) => m.kind === 'visitor.call_reminder');
    expect(Date.parse(reminder?.due_at ?? '')).toBe(Date.parse(later ?? '') - 86_400_000);
    expect(added.find((m) => m.kind === 'webhook')?.event).toBe('discovery_call.rescheduled');
    expect(added.find((m) => m.kind === 'visitor.call_rescheduled')?.payload).toMatchObject({
      call: { sequence: 1, previous_starts_at: call.starts_at, starts_at: moved.starts_at },
    });
    // A fresh token with each email that carries a link; the first link still works.
    const tokens = await manageTokens(running, call.id);
    expect(tokens.map((t) => t.kind).sort()).toEqual([
      'visitor.call_booked',
      'visitor.call_reminder',
      'visitor.call_rescheduled',
    ]);
    const fresh = tokens.find((t) => t.kind === 'visitor.call_rescheduled')?.token ?? '';
    expect((await byToken(fresh)).data?.starts_at).toBe(moved.starts_at);
    expect((await byToken(token)).data?.starts_at).toBe(moved.starts_at);
  });

  it('moves to the other host when the call’s own is taken, and tells the old host', async () => {
    const first = await booked(4);
    const firstHost = (await callRow(first.call.id)).host_id;
    const otherHost = hosts.find((h) => h !== firstHost) ?? '';
    // A later time both hosts are free at; a second call takes it with the first call's host.
    const { rows } = await running.db.query<{ slot: string }>(
      `select private.utc_text(starts_at) as slot from private.free_call_slots_at(now() + interval '5 days', now() + interval '12 days', now())
        group by starts_at having count(*) = 2 order by starts_at limit 1`,
    );
    const target = rows[0]?.slot ?? '';
    const second = await book(stack, target);
    const secondId = second.data?.id ?? '';
    await running.db.query(`update public.discovery_calls set host_id = $2 where id = $1`, [
      secondId,
      firstHost,
    ]);

    const before = await messagesOf(first.call.id);
    const { data, error } = await visitor().rpc('reschedule_discovery_call', {
      token: first.token,
      slot: target,
    });
    expect(error).toBeNull();
    expect((data as unknown as ManagedCall).starts_at).toBe(target);
    expect((await callRow(first.call.id)).host_id).toBe(otherHost);
    const added = (await messagesOf(first.call.id)).filter((m) => !before.some((b) => b.id === m.id));
    const { data: oldHost } = await service()
      .from('call_hosts')
      .select('email')
      .eq('id', firstHost)
      .single()
      .throwOnError();
    const cancelled = added.find((m) => m.kind === 'host.call_cancelled');
    expect(cancelled?.recipient).toBe(oldHost.email);
    expect(cancelled?.payload).toMatchObject({
      call: {
        host: { id: firstHost },
        status: 'booked',
        sequence: 1,
        starts_at: target,
        previous_starts_at: first.call.starts_at,
      },
    });
    expect(added.find((m) => m.kind === 'host.call_rescheduled')?.payload).toMatchObject({
      call: { host: { id: otherHost } },
    });
    // Nobody is free at that time now: a third call cannot move there.
    const third = await booked(4);
    const refused = await visitor().rpc('reschedule_discovery_call', { token: third.token, slot: target });
    expect(refused.status).toBe(409);
    expect(refused.error).toMatchObject({ code: '23P01', message: TAKEN });
  });

  it('cancels through the link once (repeating is harmless), then refuses changes', async () => {
    const { call, token } = await booked();
    const before = await messagesOf(call.id);
    const { data, error } = await visitor().rpc('cancel_discovery_call', {
      token,
      reason: 'Found another agency',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: call.id, status: 'cancelled', can_change: false });
    const row = await callRow(call.id);
    expect(row).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'visitor',
      cancel_reason: 'Found another agency',
      sequence: 1,
    });
    expect(row.cancelled_at).not.toBeNull();
    const after = await messagesOf(call.id);
    expect(after.some((m) => m.kind === 'visitor.call_reminder')).toBe(false);
    const added = after.filter((m) => !before.some((b) => b.id === m.id));
    expect(kinds(added)).toEqual(['host.call_cancelled', 'visitor.call_cancelled', 'webhook']);
    expect(added.find((m) => m.kind === 'webhook')?.event).toBe('discovery_call.cancelled');
    expect(added.find((m) => m.kind === 'visitor.call_cancelled')?.payload).toMatchObject({
      call: { status: 'cancelled', sequence: 1, cancelled_by: 'visitor' },
    });
    expect(await manageTokens(running, call.id)).toHaveLength(1); // no new link in a cancellation

    const again = await visitor().rpc('cancel_discovery_call', { token });
    expect(again.data).toMatchObject({ status: 'cancelled' });
    expect((await callRow(call.id)).sequence).toBe(1);
    expect(await messagesOf(call.id)).toHaveLength(after.length);
    const slot = (await freeSlots(stack, 6))[0] ?? '';
    const moved = await visitor().rpc('reschedule_discovery_call', { token, slot });
    expect(moved.error).toMatchObject({ code: '22023', message: 'This call can no longer be changed.' });
    // Its time is free again.
    expect(await freeSlots(stack, 2)).toContain(call.starts_at);
  });

  it('lets links show a past call for 7 days but change nothing once it has started', async () => {
    const { call, token } = await booked();
    await running.db.query(
      `update public.discovery_calls set starts_at = now() - interval '1 hour', ends_at = now() - interval '30 minutes' where id = $1`,
      [call.id],
    );
    expect((await byToken(token)).data).toMatchObject({ status: 'booked', can_change: false });
    const cancel = await visitor().rpc('cancel_discovery_call', { token });
    expect(cancel.error).toMatchObject({ code: '22023', message: 'This call can no longer be changed.' });
    await running.db.query(
      `update public.discovery_calls set starts_at = now() - interval '8 days', ends_at = now() - interval '8 days' + interval '30 minutes' where id = $1`,
      [call.id],
    );
    expect((await byToken(token)).error).toMatchObject({
      code: '22023',
      message: 'This link is not valid or has expired.',
    });
  });

  it('holds staff to the status rules; a staff cancellation sends the same emails', async () => {
    const { call } = await booked();
    const early = await editor.client
      .from('discovery_calls')
      .update({ status: 'completed' })
      .eq('id', call.id);
    expect(early.error?.code).toBe('23514');
    const moveDirectly = await editor.client
      .from('discovery_calls')
      .update({ starts_at: new Date().toISOString() } as never)
      .eq('id', call.id);
    expect(moveDirectly.error?.code).toBe('42501');
    await editor.client
      .from('discovery_calls')
      .update({ notes: 'Wants a quote for SEO.' })
      .eq('id', call.id)
      .throwOnError();

    const before = await messagesOf(call.id);
    await editor.client
      .from('discovery_calls')
      .update({ status: 'cancelled', cancel_reason: 'Host is ill' })
      .eq('id', call.id)
      .throwOnError();
    const row = await callRow(call.id);
    expect(row).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'staff',
      cancel_reason: 'Host is ill',
      sequence: 1,
      notes: 'Wants a quote for SEO.',
    });
    const added = (await messagesOf(call.id)).filter((m) => !before.some((b) => b.id === m.id));
    expect(kinds(added)).toEqual(['host.call_cancelled', 'visitor.call_cancelled', 'webhook']);
    const revived = await editor.client
      .from('discovery_calls')
      .update({ status: 'booked' })
      .eq('id', call.id);
    expect(revived.error?.code).toBe('23514');

    // Once the call has started, it can be marked completed or no-show.
    const past = await booked();
    await running.db.query(
      `update public.discovery_calls set starts_at = now() - interval '2 hours', ends_at = now() - interval '90 minutes' where id = $1`,
      [past.call.id],
    );
    await editor.client
      .from('discovery_calls')
      .update({ status: 'no_show' })
      .eq('id', past.call.id)
      .throwOnError();
    await editor.client
      .from('discovery_calls')
      .update({ status: 'completed' })
      .eq('id', past.call.id)
      .throwOnError();
    expect((await callRow(past.call.id)).status).toBe('completed');
    // Only admins delete calls.
    await editor.client.from('discovery_calls').delete().eq('id', past.call.id);
    expect((await service().from('discovery_calls').select('id').eq('id', past.call.id)).data).toHaveLength(
      1,
    );
    await admin.client.from('discovery_calls').delete().eq('id', past.call.id).throwOnError();
    expect((await service().from('discovery_calls').select('id').eq('id', past.call.id)).data).toHaveLength(
      0,
    );
  });

  it('lets staff move a call (to a host of their choice, who must be free); visitors may not', async () => {
    const { call } = await booked();
    const row = await callRow(call.id);
    const other = hosts.find((h) => h !== row.host_id) ?? '';
    const slot = (await freeSlots(stack, 6))[0] ?? '';
    const anon = await visitor().rpc('staff_reschedule_discovery_call', { call_id: call.id, slot });
    expect(anon.error?.code).toBe('42501');
    const { data, error } = await editor.client.rpc('staff_reschedule_discovery_call', {
      call_id: call.id,
      slot,
      host_id: other,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: call.id, host_id: other, sequence: 1 });
    expect(Date.parse((data as unknown as Call).starts_at)).toBe(Date.parse(slot));
    // Another call cannot be put on that host at that time.
    const second = await booked();
    const clash = await editor.client.rpc('staff_reschedule_discovery_call', {
      call_id: second.call.id,
      slot,
      host_id: other,
    });
    expect(clash.error).toMatchObject({ code: '23P01', message: TAKEN });
  });

  it('lets editors read the availability and admins change it', async () => {
    const hostRow = { display_name: 'New Host', email: `new-${tag()}@growdigital.example` };
    const byEditor = await editor.client.from('call_hosts').insert(hostRow);
    expect(byEditor.error?.code).toBe('42501');
    const { data: settings } = await editor.client.from('call_settings').select('*').single().throwOnError();
    await editor.client.from('call_settings').update({ notice_hours: 48 }).eq('id', true);
    expect(
      (await service().from('call_settings').select('notice_hours').single().throwOnError()).data
        .notice_hours,
    ).toBe(settings.notice_hours);
    await editor.client
      .from('call_blackouts')
      .insert({ starts_on: '2099-01-01', ends_on: '2099-01-01', name: 'Editor day' });
    expect((await service().from('call_blackouts').select('id').eq('name', 'Editor day')).data).toEqual([]);
    const { data: editorHours } = await editor.client.from('call_host_hours').select('id').throwOnError();
    expect(editorHours.length).toBeGreaterThan(0);

    const { data: added } = await admin.client
      .from('call_hosts')
      .insert(hostRow)
      .select('*')
      .single()
      .throwOnError();
    expect(added).toMatchObject({ display_name: 'New Host', is_active: true });
    await admin.client
      .from('call_host_hours')
      .insert({ host_id: added.id, weekday: 1, start_time: '09:00', end_time: '10:00' })
      .throwOnError();
    await admin.client.from('call_settings').update({ notice_hours: 48 }).eq('id', true).throwOnError();
    const { data: changed } = await service()
      .from('call_settings')
      .select('notice_hours, updated_by')
      .single()
      .throwOnError();
    expect(changed).toEqual({ notice_hours: 48, updated_by: admin.id });
    await admin.client
      .from('call_settings')
      .update({ notice_hours: settings.notice_hours })
      .eq('id', true)
      .throwOnError();
    const badUrl = await admin.client
      .from('call_hosts')
      .update({ meeting_url: 'http://insecure.example' })
      .eq('id', added.id);
    expect(badUrl.error?.code).toBe('23514');
  });

  it('gives the worker each link token merged into the payload when it claims the message', async () => {
    const { call } = await booked();
    const tokens = await manageTokens(running, call.id);
    const { data: claimed } = await service()
      .rpc('claim_outbox_messages', { batch_size: 500 })
      .throwOnError();
    const mine = claimed.find((m) => m.subject_id === call.id && m.kind === 'visitor.call_booked');
    expect((mine?.payload as { manage_token?: string } | undefined)?.manage_token).toBe(
      tokens.find((t) => t.kind === 'visitor.call_booked')?.token,
    );
  });
});
