import { describe, expect, it } from 'vitest';
import {
  addDays,
  clockIn,
  dateTimeIn,
  dayIn,
  isDay,
  isoWeekday,
  mondayOf,
  startOfDay,
  zonedInstant,
  zoneName,
} from '../../../admin/src/lib/zoned-time.ts';

describe('days and times in the agency’s zone', () => {
  it('finds the first instant of a day, across both daylight-saving changes', () => {
    expect(startOfDay('2026-11-26', 'America/Chicago').toISOString()).toBe('2026-11-26T06:00:00.000Z');
    expect(startOfDay('2026-07-01', 'America/Chicago').toISOString()).toBe('2026-07-01T05:00:00.000Z');
    // 8 March 2026: clocks go forward at 02:00; 1 November: back at 02:00.
    expect(startOfDay('2026-03-08', 'America/Chicago').toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(startOfDay('2026-03-09', 'America/Chicago').toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(startOfDay('2026-11-01', 'America/Chicago').toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(startOfDay('2026-11-02', 'America/Chicago').toISOString()).toBe('2026-11-02T06:00:00.000Z');
    expect(startOfDay('2026-10-04', 'Australia/Sydney').toISOString()).toBe('2026-10-03T14:00:00.000Z');
    expect(zonedInstant('2026-03-29', '01:30', 'Europe/London').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('reads the day and the clock in a zone', () => {
    const instant = new Date('2026-11-27T03:30:00Z');
    expect(dayIn('America/Chicago', instant)).toBe('2026-11-26');
    expect(dayIn('Asia/Tokyo', instant)).toBe('2026-11-27');
    expect(clockIn('America/Chicago', instant)).toBe('21:30');
    expect(dateTimeIn('Asia/Tokyo', instant)).toBe('Fri, 27 Nov 2026, 12:30');
    expect(zoneName('America/Chicago', instant)).toBe('Chicago (GMT-6)');
    expect(zoneName('Europe/London', instant)).toBe('London (GMT)');
    expect(zoneName('America/Argentina/Buenos_Aires', instant)).toBe('Buenos Aires (GMT-3)');
  });

  it('counts days and weeks from Monday', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(isDay('2026-11-26')).toBe(true);
    expect(isDay('2026-13-45')).toBe(false);
    expect(isDay('26/11/2026')).toBe(false);
  });
});
