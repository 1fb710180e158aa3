import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import type { StackAddress } from '../../support/clients.ts';
import { deliverMessages } from '../../support/deliveries.ts';
import { calendarText, manageTokenOf, type SinkMail, waitForMail } from '../../support/mail-attachments.ts';
import { productAnonAt } from '../../support/product.ts';
import { PRODUCT_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';

/**
 * A discovery call's emails, for real: booked, moved and cancelled by a visitor through the public
 * RPCs (supabase-js as anon), the messages the database queued sent by the deliver-messages
 * function over SMTP to the local sink, and each email's invitation read with ical.js, as a
 * calendar program would read it.
 */
const SITE = 'http://site.test';
const COMPANY = 'hello@growdigital.example';
const SALES = 'sales@growdigital.example';
let running: RunningStack;
let stack: StackAddress;
beforeAll(async () => {
  const envFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'deliver-calls-')), 'functions.env');
  // No SMTP settings: the functions get the stack's sink.
  await fs.writeFile(envFile, `SITE_URL=${SITE}\n`);
  running = await startTestStack({
    supabaseDir: PRODUCT_PROJECT,
    databaseUrl: await freshDatabaseUrl(),
    env: { FUNCTIONS_ENV_FILE: envFile },
  });
  stack = { url: running.url, anonKey: running.keys.anonKey, serviceRoleKey: running.keys.serviceRoleKey };
  await sql(`UPDATE public.site_settings SET email = $1`, [COMPANY]);
  await sql(
    `UPDATE public.notification_settings SET recipients = $1, mode = 'instant' WHERE kind = 'discovery_call'`,
    [[SALES]],
  );
});
afterAll(() => running.stop());

async function sql<Row extends object>(text: string, params: unknown[] = []): Promise<Row[]> {
  return (await running.db.query<Row>(text, params)).rows;
}

/** The invitation of an email as a calendar program reads it. */
function invitation(mail: SinkMail) {
  const text = calendarText(mail);
  if (!text) throw new Error(`"${mail.subject}" has no invitation`);
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
    organizer: String(event.getFirstPropertyValue('organizer')),
    attendee: String(event.getFirstPropertyValue('attendee')).toLowerCase(),
  };
}

/** Free start times from `days` days ahead, for a week, as the booking page asks for them. */
async function freeSlots(days: number): Promise<string[]> {
  const start = new Date(Date.now() + days * 86_400_000);
  const end = new Date(start.getTime() + 7 * 86_400_000);
  const { data } = await productAnonAt(stack)
    .rpc('free_call_slots', { range_start: start.toISOString(), range_end: end.toISOString() })
    .throwOnError();
  return data;
}

const iso = (instant: string) => new Date(instant).toISOString();

describe('deliver-messages sends the discovery-call emails', () => {
  it('books, moves and cancels a call: the visitor, the host and staff get emails with matching invitations', async () => {
    const email = `ada-${randomUUID().slice(0, 8)}@example.com`;
    const [slot, laterSlot] = (await freeSlots(2)).filter((_, index) => index % 8 === 0);
    if (!slot || !laterSlot) throw new Error('no free slots in the demo availability');
    const anon = productAnonAt(stack);
    const { data: booked } = await anon
      .rpc('book_discovery_call', {
        slot,
        lead: {
          name: 'Ada Lovelace',
          email,
          phone: '+44 20 7946 0000',
          company: 'Analytical Engines',
          services: ['seo'],
          goals: 'More qualified leads',
          time_zone: 'Europe/London',
          attribution: { utm_source: 'newsletter' },
        },
      })
      .throwOnError();
    const call = booked as { id: string; starts_at: string; host_name: string };
    expect(iso(call.starts_at)).toBe(iso(slot));
    const [host] = await sql<{ email: string; meeting_url: string }>(
      `SELECT h.email, h.meeting_url FROM public.discovery_calls c JOIN public.call_hosts h ON h.id = c.host_id WHERE c.id = $1`,
      [call.id],
    );
    if (!host) throw new Error('no host');

    expect(await deliverMessages(stack)).toMatchObject({ failed: 0, dead: 0 });
    const uid = `discovery-call-${call.id}@growdigital`;
    const confirmation = await waitForMail(stack, { to: email, subject: 'Your discovery call is booked' });
    expect(confirmation.subject).toMatch(/\(London, (GMT|BST)\)$/);
    expect(confirmation.headers?.['reply-to']).toBe(COMPANY);
    expect(confirmation.body).toContain(`Video call: ${host.meeting_url}`);
    expect(confirmation.attachments.map((part) => [part.content_type, part.method])).toEqual([
      ['text/calendar', 'REQUEST'],
      ['application/ics', null],
    ]);
    expect(invitation(confirmation)).toEqual({
      method: 'REQUEST',
      uid,
      sequence: 0,
      status: 'CONFIRMED',
      start: iso(slot),
      end: new Date(Date.parse(slot) + 30 * 60_000).toISOString(),
      organizer: `mailto:${host.email}`,
      attendee: `mailto:${email}`,
    });
    const token = manageTokenOf(confirmation);
    expect(confirmation.body).toContain(`${SITE}/book-discovery/manage?token=${token ?? 'none'}`);

    const hostMail = await waitForMail(stack, {
      to: host.email,
      subject: 'New discovery call with Ada Lovelace',
    });
    expect(hostMail.subject).toMatch(/\(Chicago, C[SD]T\)$/);
    expect(hostMail.headers?.['reply-to']).toBe(email);
    expect(hostMail.body).toContain('Phone: +44 20 7946 0000');
    expect(hostMail.body).toContain(`${SITE}/admin/calls?open=${call.id}`);
    expect(invitation(hostMail)).toMatchObject({ method: 'REQUEST', uid, sequence: 0, start: iso(slot) });
    const staff = await waitForMail(stack, { to: SALES, subject: 'New discovery call with Ada Lovelace' });
    expect(staff.body).toContain(`Host: ${call.host_name}`);
    expect(staff.body).toContain('UTM source: newsletter');
    expect(staff.headers?.['reply-to']).toBe(email);
    // The reminder waits for the day before the call.
    const [reminder] = await sql<{ due_at: Date }>(
      `SELECT due_at FROM public.outbox_messages WHERE kind = 'visitor.call_reminder' AND subject_id = $1 AND status = 'queued'`,
      [call.id],
    );
    expect(reminder?.due_at.toISOString()).toBe(new Date(Date.parse(slot) - 86_400_000).toISOString());

    // The visitor moves the call with the link of their email: same UID, a higher SEQUENCE.
    if (!token) throw new Error('no manage link');
    await anon.rpc('reschedule_discovery_call', { token, slot: laterSlot }).throwOnError();
    expect(await deliverMessages(stack)).toMatchObject({ failed: 0, dead: 0 });
    const moved = await waitForMail(stack, { to: email, subject: 'Your discovery call has moved' });
    expect(invitation(moved)).toMatchObject({
      method: 'REQUEST',
      uid,
      sequence: 1,
      status: 'CONFIRMED',
      start: iso(laterSlot),
    });
    expect(moved.body).toContain('It was on ');
    const newToken = manageTokenOf(moved);
    expect(newToken).toBeDefined();
    expect(newToken).not.toBe(token);

    // The reminder, once due: the invitation again, with a manage link.
    await sql(
      `UPDATE public.outbox_messages SET due_at = now() WHERE kind = 'visitor.call_reminder' AND subject_id = $1 AND status = 'queued'`,
      [call.id],
    );
    expect(await deliverMessages(stack)).toMatchObject({ sent: 1, failed: 0, dead: 0 });
    const reminded = await waitForMail(stack, { to: email, subject: 'Reminder: your discovery call' });
    expect(invitation(reminded)).toMatchObject({
      method: 'REQUEST',
      uid,
      sequence: 1,
      start: iso(laterSlot),
    });
    expect(manageTokenOf(reminded)).toBeDefined();

    // Cancelled through the link: METHOD:CANCEL, a higher SEQUENCE still, and no manage link.
    await anon.rpc('cancel_discovery_call', { token, reason: 'Found another agency' }).throwOnError();
    expect(await deliverMessages(stack)).toMatchObject({ failed: 0, dead: 0 });
    const cancelled = await waitForMail(stack, { to: email, subject: 'Your discovery call is cancelled' });
    expect(cancelled.attachments[0]).toMatchObject({ content_type: 'text/calendar', method: 'CANCEL' });
    expect(invitation(cancelled)).toMatchObject({
      method: 'CANCEL',
      uid,
      sequence: 2,
      status: 'CANCELLED',
      start: iso(laterSlot),
    });
    expect(manageTokenOf(cancelled)).toBeUndefined();
    expect(cancelled.body).not.toContain('Found another agency');
    const hostCancelled = await waitForMail(stack, {
      to:
        (
          await sql<{ email: string }>(
            `SELECT h.email FROM public.discovery_calls c JOIN public.call_hosts h ON h.id = c.host_id WHERE c.id = $1`,
            [call.id],
          )
        )[0]?.email ?? '',
      subject: 'Discovery call with Ada Lovelace cancelled',
    });
    expect(hostCancelled.body).toContain('Ada Lovelace cancelled it.');
    expect(hostCancelled.body).toContain('Reason given: Found another agency');
    expect(invitation(hostCancelled)).toMatchObject({ method: 'CANCEL', uid, sequence: 2 });
    // Every message about the call went out; none was left unrenderable.
    expect(
      await sql(
        `SELECT kind, status, last_error FROM public.outbox_messages WHERE subject_id = $1 AND status <> 'sent'`,
        [call.id],
      ),
    ).toEqual([]);
  });
});
