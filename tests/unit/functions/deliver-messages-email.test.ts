import { describe, expect, it } from 'vitest';
import type { MailContext } from '../../../supabase/functions/_shared/mail/templates/index.ts';
import {
  outgoingMail,
  UnrenderableMessage,
} from '../../../supabase/functions/deliver-messages/email-message.ts';
import type { OutboxMessage } from '../../../supabase/functions/deliver-messages/outbox.ts';
import type { DeliverySettings } from '../../../supabase/functions/deliver-messages/settings.ts';
import { type DeliveryUnit, deliveryUnits } from '../../../supabase/functions/deliver-messages/units.ts';

/** How the worker turns claimed outbox rows into emails: grouping, headers, Message-IDs. */
const context: MailContext = {
  company: { name: 'Grow Digital', email: 'hello@growdigital.example', addressLines: ['1 Main St'] },
  siteUrl: 'https://growdigital.example',
  adminUrl: 'https://growdigital.example/admin',
};
const links: DeliverySettings['links'] = {
  siteUrl: context.siteUrl,
  adminUrl: context.adminUrl,
  apiUrl: 'https://ref.supabase.co',
};

let next = 0;
const key = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;
const lead = (name: string) => ({
  id: key(),
  kind: 'contact',
  name,
  email: 'ada@example.com',
  message: 'Please call me about SEO.',
  created_at: '2026-11-26T10:00:00Z',
});
function message(fields: Partial<OutboxMessage>): OutboxMessage {
  return {
    id: key(),
    channel: 'email',
    kind: 'staff.contact',
    event: 'contact.created',
    recipient: 'staff@growdigital.example',
    webhook_id: null,
    subject_id: null,
    payload: lead('Ada'),
    idempotency_key: key(),
    attempts: 1,
    max_attempts: 8,
    created_at: '2026-11-26T10:00:00Z',
    ...fields,
  };
}
const emailUnit = (unit: DeliveryUnit | undefined) => {
  if (!unit || unit.kind === 'webhook') throw new Error('not an email');
  return unit;
};

describe('delivery units', () => {
  it('puts the digest messages of one kind to one recipient into one unit, and sends the rest one by one', () => {
    const digest = { ...lead('A'), digest: true };
    const batch = [
      message({ payload: digest }),
      message({ channel: 'webhook', kind: 'webhook' }),
      message({ payload: digest, recipient: 'other@growdigital.example' }),
      message({ payload: { ...lead('B'), digest: true } }),
      message({ payload: lead('C') }),
      message({ kind: 'staff.discovery_call', payload: digest }),
    ];
    const units = deliveryUnits(batch);
    expect(units.map((unit) => [unit.kind, unit.messages.map((m) => batch.indexOf(m))])).toEqual([
      ['digest', [0, 3]],
      ['webhook', [1]],
      ['digest', [2]],
      ['email', [4]],
      ['digest', [5]],
    ]);
  });
});

describe('the email of a message', () => {
  it('has a Message-ID from the idempotency key and, for staff, a Reply-To of the lead', async () => {
    const row = message({});
    const mail = await outgoingMail(emailUnit(deliveryUnits([row])[0]), context, links);
    expect(mail).toMatchObject({
      to: 'staff@growdigital.example',
      messageId: `<${row.idempotency_key}@growdigital.local>`,
      replyTo: 'ada@example.com',
    });
    expect(mail.headers).toBeUndefined();
    expect(mail.html).toContain('https://growdigital.example/admin');
  });

  it('answers visitors from the company, and leaves out a Reply-To that is not one plain address', async () => {
    const ack = await outgoingMail(
      emailUnit(deliveryUnits([message({ kind: 'visitor.contact_ack', recipient: 'ada@example.com' })])[0]),
      context,
      links,
    );
    expect(ack.replyTo).toBe('hello@growdigital.example');
    const odd = await outgoingMail(
      emailUnit(
        deliveryUnits([message({ payload: { ...lead('Eve'), email: 'a@b.c, victim@example.com' } })])[0],
      ),
      context,
      links,
    );
    expect(odd.replyTo).toBeUndefined();
  });

  it('sends a call email with its invitation; the host answers the visitor, the visitor the company', async () => {
    const call = {
      id: key(),
      sequence: 0,
      status: 'booked',
      starts_at: '2026-12-01T15:00:00+00:00',
      ends_at: '2026-12-01T15:30:00+00:00',
      meeting_minutes: 30,
      agency_time_zone: 'America/Chicago',
      visitor_time_zone: 'Europe/London',
      host: { id: key(), name: 'Marcus Bell', email: 'marcus@growdigital.example', meeting_url: null },
    };
    const payload = { call, lead: lead('Ada'), manage_token: 'token' };
    const host = await outgoingMail(
      emailUnit(
        deliveryUnits([message({ kind: 'host.call_booked', recipient: call.host.email, payload })])[0],
      ),
      context,
      links,
    );
    expect(host).toMatchObject({ to: 'marcus@growdigital.example', replyTo: 'ada@example.com' });
    expect(host.calendar).toMatchObject({ method: 'REQUEST', filename: 'invite.ics' });
    expect(host.calendar?.content).toContain(`UID:discovery-call-${call.id}@growdigital`);
    const visitor = await outgoingMail(
      emailUnit(
        deliveryUnits([message({ kind: 'visitor.call_booked', recipient: 'ada@example.com', payload })])[0],
      ),
      context,
      links,
    );
    expect(visitor).toMatchObject({ to: 'ada@example.com', replyTo: 'hello@growdigital.example' });
    expect(visitor.calendar?.method).toBe('REQUEST');
    const odd = { ...payload, lead: { ...lead('Eve'), email: 'a@b.c, victim@example.com' } };
    // An address that is not one plain address never goes into the invitation: the email is not written.
    await expect(
      outgoingMail(
        emailUnit(deliveryUnits([message({ kind: 'host.call_booked', payload: odd })])[0]),
        context,
        links,
      ),
    ).rejects.toThrow(UnrenderableMessage);
  });

  it('gives the newsletter confirmation one-click unsubscribe headers (RFC 8058) and a mailto', async () => {
    const mail = await outgoingMail(
      emailUnit(
        deliveryUnits([
          message({
            kind: 'newsletter.confirm',
            recipient: 'reader@example.com',
            payload: {
              email: 'reader@example.com',
              confirm_token: 'c'.repeat(43),
              unsubscribe_token: 'u-_'.repeat(14) + 'u',
            },
          }),
        ])[0],
      ),
      context,
      links,
    );
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<https://ref.supabase.co/functions/v1/newsletter-unsubscribe?token=${'u-_'.repeat(14)}u>, <mailto:hello@growdigital.example?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain(`https://growdigital.example/newsletter/confirm?token=${'c'.repeat(43)}`);
    const withoutCompanyAddress = await outgoingMail(
      emailUnit(
        deliveryUnits([
          message({
            kind: 'newsletter.confirm',
            payload: { email: 'reader@example.com', confirm_token: 'c', unsubscribe_token: 'u' },
          }),
        ])[0],
      ),
      { ...context, company: { name: 'Grow Digital', addressLines: [] } },
      links,
    );
    expect(withoutCompanyAddress.headers?.['List-Unsubscribe']).toBe(
      '<https://ref.supabase.co/functions/v1/newsletter-unsubscribe?token=u>',
    );
  });

  it('gives a digest one email with every lead and a Message-ID that is the same for the same messages', async () => {
    const rows = [
      message({ payload: { ...lead('Ada'), digest: true } }),
      message({ payload: { ...lead('Grace'), digest: true } }),
    ];
    const digest = await outgoingMail(emailUnit(deliveryUnits(rows)[0]), context, links);
    expect(digest.subject).toBe('Daily digest: 2 new contact messages');
    expect(digest.text).toContain('Ada');
    expect(digest.text).toContain('Grace');
    const again = await outgoingMail(emailUnit(deliveryUnits([...rows].reverse())[0]), context, links);
    expect(again.messageId).toBe(digest.messageId);
    expect(digest.messageId).toMatch(/^<digest-[0-9a-f]{40}@growdigital\.local>$/);
    const fewer = await outgoingMail(emailUnit(deliveryUnits(rows.slice(0, 1))[0]), context, links);
    expect(fewer.messageId).not.toBe(digest.messageId);
  });

  it('refuses a payload that is not its kind’s shape, and a kind without a template', async () => {
    await expect(
      outgoingMail(emailUnit(deliveryUnits([message({ payload: { name: 'no email' } })])[0]), context, links),
    ).rejects.toThrow(UnrenderableMessage);
    await expect(
      outgoingMail(emailUnit(deliveryUnits([message({ kind: 'staff.unknown' })])[0]), context, links),
    ).rejects.toThrow('No email template for the kind staff.unknown.');
  });
});
