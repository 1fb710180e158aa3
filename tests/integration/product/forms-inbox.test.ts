import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { bookDiscoveryCall } from '../../../src/lib/calls/booking.ts';
import { fetchBookingTerms, fetchFreeSlots } from '../../../src/lib/calls/free-slots.ts';
import { wallClock } from '../../../src/lib/forms/booking-slot.ts';
import { contactSchema, EMPTY_CONTACT } from '../../../src/lib/forms/contact.ts';
import { discoveryCallSchema, EMPTY_DISCOVERY_CALL } from '../../../src/lib/forms/discovery-call.ts';
import { submitContact } from '../../../src/lib/forms/submit-contact.ts';
import { createPublicRest } from '../../../src/lib/supabase/public-rest.ts';
import { freshAddress, member, type Member } from '../../support/product.ts';

/** The islands' REST client, from one client address. */
function restFrom(address = freshAddress(), supabaseUrl = inject('productUrl')) {
  const rest = createPublicRest({ supabaseUrl, supabaseAnonKey: inject('anonKey') });
  rest.headers.set('X-Forwarded-For', address);
  return rest;
}

const unique = () => randomUUID().slice(0, 8);
const contact = (email = `casey-${unique()}@example.com`) =>
  contactSchema.parse({
    ...EMPTY_CONTACT,
    name: 'Casey Visitor',
    email,
    company: 'Acme Bakery',
    message: 'We would like help with local SEO for three shops.',
  });

/** The first time free_call_slots offers (whatever today's date and weekday). */
async function firstFreeSlot(): Promise<string> {
  const rest = restFrom();
  const terms = await fetchBookingTerms(rest);
  const [first] = await fetchFreeSlots(rest, new Date(), terms.horizon_days);
  if (!first) throw new Error('the seeded availability offers no free time');
  return first;
}

const booking = (slot: string, email = `dana-${unique()}@shop.example`) =>
  discoveryCallSchema.parse({
    ...EMPTY_DISCOVERY_CALL,
    name: 'Dana Founder',
    email,
    website: 'shop.example',
    services: ['search-engine-ads', 'landing-page-design'],
    budget: '25k-50k',
    goals: 'Lower our cost per lead.',
    slot,
    time_zone: 'Europe/Berlin',
  });

describe('contact and discovery-call submissions against the product stack', () => {
  let editor: Member;
  beforeAll(async () => {
    editor = await member('editor');
  });

  it('stores a contact message with the visit’s attribution; staff read it, the visitor cannot', async () => {
    const values = contact();
    const attribution = { utm_source: 'google', gclid: 'Cj0K', landing_page: '/services' };
    const rest = restFrom();
    expect(await submitContact(rest, values, attribution)).toEqual({ ok: true });

    const { data } = await editor.client
      .from('contact_submissions')
      .select('kind, name, email, phone, company, subject, message, status, attribution')
      .eq('email', values.email);
    expect(data).toEqual([
      {
        kind: 'contact',
        name: 'Casey Visitor',
        email: values.email,
        phone: null,
        company: 'Acme Bakery',
        subject: null,
        message: 'We would like help with local SEO for three shops.',
        status: 'new',
        attribution,
      },
    ]);
    const readBack = await rest.from('contact_submissions').select('id').eq('email', values.email);
    expect(readBack).toMatchObject({ data: null, error: { code: '42501' } });
  });

  it('books a discovery call for a free time: the lead with its wall-clock slot, and the call', async () => {
    const slot = await firstFreeSlot();
    const values = booking(slot);
    const outcome = await bookDiscoveryCall(restFrom(), values, { landing_page: '/book-discovery' });
    if (!outcome.ok) throw new Error(`not booked: ${JSON.stringify(outcome)}`);
    expect(Date.parse(outcome.call.starts_at)).toBe(Date.parse(slot));
    expect(outcome.call.time_zone).toBe('Europe/Berlin');

    const clock = wallClock('Europe/Berlin', new Date(slot));
    const { data: lead } = await editor.client
      .from('contact_submissions')
      .select(
        'id, kind, website, services, budget, goals, preferred_date, preferred_time, time_zone, message, attribution',
      )
      .eq('email', values.email)
      .single()
      .throwOnError();
    const { id: submissionId, ...stored } = lead;
    expect(stored).toEqual({
      kind: 'discovery_call',
      website: 'https://shop.example',
      services: ['search-engine-ads', 'landing-page-design'],
      budget: '25k-50k',
      goals: 'Lower our cost per lead.',
      preferred_date: clock.date,
      preferred_time: clock.time,
      time_zone: 'Europe/Berlin',
      message: null,
      attribution: { landing_page: '/book-discovery' },
    });
    const { data: call } = await editor.client
      .from('discovery_calls')
      .select('id, submission_id, status, visitor_time_zone')
      .eq('submission_id', submissionId)
      .single();
    expect(call).toEqual({
      id: outcome.call.id,
      submission_id: submissionId,
      status: 'booked',
      visitor_time_zone: 'Europe/Berlin',
    });
  });

  it('refuses a time every host has taken with the sentence the page shows by the picker', async () => {
    const slot = await firstFreeSlot();
    const outcomes = [];
    // One booking per host succeeds; the next finds nobody free.
    for (let attempt = 0; attempt < 10; attempt++) {
      const outcome = await bookDiscoveryCall(restFrom(), booking(slot), {});
      outcomes.push(outcome.ok);
      if (!outcome.ok) {
        expect(outcome).toEqual({ ok: false, taken: true });
        break;
      }
    }
    expect(outcomes.at(-1)).toBe(false);
    expect(outcomes.filter(Boolean).length).toBeGreaterThanOrEqual(1);
  });

  it('names the field when the database refuses a value the form would not have sent', async () => {
    const outcome = await submitContact(restFrom(), { ...contact(), message: 'short' }, {});
    expect(outcome).toEqual({
      ok: false,
      toast: {
        title: 'Message not sent',
        description: 'Some details were not accepted. Please check your message and try again.',
        variant: 'destructive',
      },
    });
  });

  it('passes the database’s rate-limit message through once a network has sent five', async () => {
    const rest = restFrom();
    for (let i = 0; i < 5; i++) expect(await submitContact(rest, contact(), {})).toEqual({ ok: true });
    expect(await submitContact(rest, contact(), {})).toEqual({
      ok: false,
      toast: {
        title: 'Message not sent',
        description: 'Too many submissions from this network. Please wait a few minutes and try again.',
        variant: 'destructive',
      },
    });
    const email = `repeat-${unique()}@example.com`;
    for (let i = 0; i < 3; i++) expect((await submitContact(restFrom(), contact(email), {})).ok).toBe(true);
    expect(await submitContact(restFrom(), contact(email), {})).toMatchObject({
      ok: false,
      toast: {
        description: 'Too many submissions for this email address. Please wait a while and try again.',
      },
    });
  });

  it('says the server could not be reached when the API does not answer', async () => {
    const outcome = await submitContact(restFrom(freshAddress(), 'http://127.0.0.1:9'), contact(), {});
    expect(outcome).toEqual({
      ok: false,
      toast: {
        title: 'Message not sent',
        description: "We couldn't reach our server. Check your connection and try again.",
        variant: 'destructive',
      },
    });
  });
});
