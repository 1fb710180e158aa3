import { describe, expect, it } from 'vitest';
import { readAttribution } from '../../../admin/src/lib/inbox/attribution.ts';
import { visitorSlot, zonedInstant } from '../../../admin/src/features/contact-submissions/booking-time.ts';
import { replyHref } from '../../../admin/src/features/contact-submissions/reply-link.ts';

describe('readAttribution', () => {
  it('keeps the known, non-empty text values only', () => {
    expect(
      readAttribution({ utm_source: 'google', utm_medium: '', gclid: 'abc', other: 'x', utm_term: 3 }),
    ).toEqual({ utm_source: 'google', gclid: 'abc' });
  });

  it('reads nothing from JSON that is not an object', () => {
    expect(readAttribution(null)).toEqual({});
    expect(readAttribution(['utm_source'])).toEqual({});
    expect(readAttribution('google')).toEqual({});
  });
});

describe('booking times', () => {
  it('finds the moment a wall clock in a time zone shows, across daylight saving', () => {
    expect(zonedInstant('2027-01-15', '10:00', 'America/New_York')?.toISOString()).toBe(
      '2027-01-15T15:00:00.000Z',
    );
    expect(zonedInstant('2027-07-15', '10:00', 'America/New_York')?.toISOString()).toBe(
      '2027-07-15T14:00:00.000Z',
    );
    expect(zonedInstant('2027-07-15', '10:00', 'UTC')?.toISOString()).toBe('2027-07-15T10:00:00.000Z');
  });

  it('refuses malformed parts', () => {
    expect(zonedInstant('2027-02-30', '10:00', 'UTC')).toBeNull();
    expect(zonedInstant('2027-01-15', '25:00', 'UTC')).toBeNull();
    expect(zonedInstant('2027-01-15', '10:00', 'Mars/Olympus')).toBeNull();
  });

  it('shows the slot as the visitor chose it', () => {
    expect(visitorSlot('2027-01-15', '10:00')).toBe('Fri, 15 Jan 2027, 10:00');
  });
});

describe('replyHref', () => {
  it('answers the sender with their subject, encoded', () => {
    expect(replyHref('ann@example.com', 'Rates & dates')).toBe(
      'mailto:ann@example.com?subject=Re%3A%20Rates%20%26%20dates',
    );
    expect(replyHref('ann@example.com', null)).toBe(
      'mailto:ann@example.com?subject=Re%3A%20Your%20enquiry%20to%20Grow%20Digital',
    );
  });
});
