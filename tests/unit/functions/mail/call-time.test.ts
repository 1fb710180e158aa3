import { describe, expect, it } from 'vitest';
import { callTime } from '../../../../supabase/functions/_shared/mail/templates/call-time.ts';

/** A call's time as its reader reads it, the zone named by its city and the name people use. */
describe('callTime', () => {
  const at = '2026-12-01T15:00:00Z';

  it('names the zone by its city and its usual abbreviation at that instant', () => {
    expect(callTime(at, 'America/Chicago')).toBe('Tuesday 1 December 2026, 9:00 AM (Chicago, CST)');
    expect(callTime('2026-07-01T14:00:00Z', 'America/Chicago')).toBe(
      'Wednesday 1 July 2026, 9:00 AM (Chicago, CDT)',
    );
    expect(callTime(at, 'Europe/Paris')).toBe('Tuesday 1 December 2026, 4:00 PM (Paris, CET)');
    expect(callTime(at, 'Asia/Kolkata')).toBe('Tuesday 1 December 2026, 8:30 PM (Kolkata, IST)');
  });

  it('falls back to the offset where no abbreviation is in use, and names UTC once', () => {
    expect(callTime(at, 'America/Argentina/Buenos_Aires')).toBe(
      'Tuesday 1 December 2026, 12:00 PM (Buenos Aires, GMT-3)',
    );
    expect(callTime(at, 'Asia/Tokyo')).toBe('Wednesday 2 December 2026, 12:00 AM (Tokyo, GMT+9)');
    expect(callTime(at, 'UTC')).toBe('Tuesday 1 December 2026, 3:00 PM (UTC)');
  });

  it('writes the date of the reader’s calendar, which may not be the agency’s', () => {
    expect(callTime('2026-12-01T23:30:00Z', 'Australia/Sydney')).toBe(
      'Wednesday 2 December 2026, 10:30 AM (Sydney, AEDT)',
    );
    expect(callTime('2026-12-01T23:30:00Z', 'America/Chicago')).toBe(
      'Tuesday 1 December 2026, 5:30 PM (Chicago, CST)',
    );
  });
});
