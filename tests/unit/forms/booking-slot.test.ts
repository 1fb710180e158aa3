import { describe, expect, it } from 'vitest';
import {
  browserTimeZone,
  COMMON_TIME_ZONES,
  isCalendarDate,
  isTimeZone,
  timeZoneChoices,
  timeZoneLabel,
  wallClock,
} from '../../../src/lib/forms/booking-slot.ts';

// Wednesday 14 January 2026, 15:10 in New York (20:10 UTC).
const WEDNESDAY_AFTERNOON_NY = new Date('2026-01-14T20:10:00Z');

describe('discovery-call time zones and wall clocks', () => {
  it('knows real IANA zones in the shape the database stores', () => {
    for (const zone of COMMON_TIME_ZONES) expect(isTimeZone(zone), zone).toBe(true);
    expect(isTimeZone('Etc/GMT+5')).toBe(true);
    for (const bad of [
      '',
      'Mars/Olympus_Mons',
      'Europe/London; drop table',
      'EST5EDT ',
      `A/${'b'.repeat(70)}`,
    ])
      expect(isTimeZone(bad), bad).toBe(false);
  });

  it('lists the visitor’s own zone first when it is not a common one', () => {
    expect(timeZoneChoices('Europe/Zurich')[0]).toBe('Europe/Zurich');
    expect(timeZoneChoices('Europe/London')).toEqual(COMMON_TIME_ZONES);
    expect(timeZoneChoices(null)).toEqual(COMMON_TIME_ZONES);
  });

  it('names zones by place, with the offset once the date is known', () => {
    expect(timeZoneLabel('America/Argentina/Buenos_Aires', null)).toBe('Buenos Aires');
    expect(timeZoneLabel('America/New_York', WEDNESDAY_AFTERNOON_NY)).toBe('New York (GMT-5)');
    expect(timeZoneLabel('Asia/Kolkata', WEDNESDAY_AFTERNOON_NY)).toBe('Kolkata (GMT+5:30)');
    expect(timeZoneLabel('UTC', WEDNESDAY_AFTERNOON_NY)).toBe('UTC');
    expect(timeZoneLabel('Europe/London', WEDNESDAY_AFTERNOON_NY)).toBe('London (GMT)');
  });

  it('reads the wall clock of a zone', () => {
    expect(wallClock('America/New_York', WEDNESDAY_AFTERNOON_NY)).toEqual({
      date: '2026-01-14',
      time: '15:10',
    });
    expect(wallClock('Asia/Tokyo', WEDNESDAY_AFTERNOON_NY)).toEqual({ date: '2026-01-15', time: '05:10' });
    expect(wallClock('UTC', new Date('2026-01-14T00:05:00Z'))).toEqual({ date: '2026-01-14', time: '00:05' });
  });

  it('checks calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('14/01/2026')).toBe(false);
  });

  it('detects the zone this runtime is in, as a name the database accepts', () => {
    const zone = browserTimeZone();
    expect(isTimeZone(zone)).toBe(true);
    expect(zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
