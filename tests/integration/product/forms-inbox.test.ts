import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { nextWeekday, wallClock } from '../../../src/lib/forms/booking-slot.ts';
import { contactSchema, EMPTY_CONTACT } from '../../../src/lib/forms/contact.ts';
import { discoveryCallSchema, EMPTY_DISCOVERY_CALL } from '../../../src/lib/forms/discovery-call.ts';
import { submitContact } from '../../../src/lib/forms/submit-contact.ts';
import { submitDiscoveryCall } from '../../../src/lib/forms/submit-discovery-call.ts';
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

/** A weekday at least two days ahead (in UTC, as the database counts days). */
const laterWeekday = () => nextWeekday(wallClock('UTC', new Date(Date.now() + 2 * 86_400_000)).date);

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

  it('stores a discovery call with its slot, services and budget', async () => {
    const date = laterWeekday();
    const values = discoveryCallSchema.parse({
      ...EMPTY_DISCOVERY_CALL,
      name: 'Dana Founder',
      email: `dana-${unique()}@shop.example`,
      website: 'shop.example',
      services: ['search-engine-ads', 'landing-page-design'],
      budget: '25k-50k',
      goals: 'Lower our cost per lead.',
      preferred_date: date,
      preferred_time: '14:00',
      time_zone: 'Europe/Berlin',
    });
    expect(await submitDiscoveryCall(restFrom(), values, { landing_page: '/book-discovery' })).toEqual({
      ok: true,
    });
    const { data } = await editor.client
      .from('contact_submissions')
      .select('kind, website, services, budget, goals, preferred_date, preferred_time, time_zone, message')
      .eq('email', values.email)
      .single();
    expect(data).toEqual({
      kind: 'discovery_call',
      website: 'https://shop.example',
      services: ['search-engine-ads', 'landing-page-design'],
      budget: '25k-50k',
      goals: 'Lower our cost per lead.',
      preferred_date: date,
      preferred_time: '14:00',
      time_zone: 'Europe/Berlin',
      message: null,
    });
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

  it('explains a booking for a date the database already counts as past', async () => {
    const values = discoveryCallSchema.parse({
      ...EMPTY_DISCOVERY_CALL,
      name: 'Dana Founder',
      email: `late-${unique()}@shop.example`,
      preferred_date: laterWeekday(),
      preferred_time: '10:00',
      time_zone: 'UTC',
    });
    const outcome = await submitDiscoveryCall(restFrom(), { ...values, preferred_date: '2020-01-06' }, {});
    expect(outcome).toEqual({
      ok: false,
      toast: {
        title: 'Booking not sent',
        description: 'The date you chose is no longer available. Please choose a later date.',
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
