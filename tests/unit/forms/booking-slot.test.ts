import { describe, expect, it } from 'vitest';
import {
  COMMON_TIME_ZONES,
  earliestBookableDate,
  isCalendarDate,
  isTimeZone,
  isWeekday,
  nextWeekday,
  openSlots,
  slotProblem,
  TIME_SLOTS,
  timeZoneChoices,
  timeZoneLabel,
  wallClock,
} from '../../../src/lib/forms/booking-slot.ts';

// Wednesday 14 January 2026, 15:10 in New York (20:10 UTC).
const WEDNESDAY_AFTERNOON_NY = new Date('2026-01-14T20:10:00Z');

describe('discovery-call slots', () => {
  it('offers business hours every 30 minutes, 09:00 to 16:30', () => {
    expect(TIME_SLOTS).toHaveLength(16);
    expect(TIME_SLOTS[0]).toBe('09:00');
    expect(TIME_SLOTS.at(-1)).toBe('16:30');
    expect(TIME_SLOTS).toContain('12:30');
  });

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

  it('checks calendar dates and weekdays', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('14/01/2026')).toBe(false);
    expect(isWeekday('2026-01-16')).toBe(true); // Friday
    expect(isWeekday('2026-01-17')).toBe(false); // Saturday
    expect(isWeekday('2026-01-18')).toBe(false); // Sunday
    expect(nextWeekday('2026-01-17')).toBe('2026-01-19');
    expect(nextWeekday('2026-01-14')).toBe('2026-01-14');
  });

  it('starts bookings no earlier than today in UTC, the database’s current_date', () => {
    expect(earliestBookableDate('America/New_York', WEDNESDAY_AFTERNOON_NY)).toBe('2026-01-14');
    expect(earliestBookableDate('Asia/Tokyo', WEDNESDAY_AFTERNOON_NY)).toBe('2026-01-15');
    // 20:30 in Los Angeles is already tomorrow in UTC.
    const evening = new Date('2026-01-15T04:30:00Z');
    expect(earliestBookableDate('America/Los_Angeles', evening)).toBe('2026-01-15');
  });

  it('keeps only today’s slots that have not begun, and every slot on later days', () => {
    expect(openSlots('2026-01-14', 'America/New_York', WEDNESDAY_AFTERNOON_NY)).toEqual([
      '15:30',
      '16:00',
      '16:30',
    ]);
    expect(openSlots('2026-01-15', 'America/New_York', WEDNESDAY_AFTERNOON_NY)).toEqual(TIME_SLOTS);
    expect(openSlots('2026-01-13', 'America/New_York', WEDNESDAY_AFTERNOON_NY)).toEqual([]);
  });

  it('explains why a slot cannot be booked', () => {
    const problem = (date: string, time: string, zone = 'America/New_York') =>
      slotProblem(date, time, zone, WEDNESDAY_AFTERNOON_NY);
    expect(problem('2026-01-15', '09:00')).toBeNull();
    expect(problem('2026-01-14', '16:30')).toBeNull();
    expect(problem('2026-01-13', '10:00')).toEqual({
      field: 'preferred_date',
      message: 'Choose today or a later date',
    });
    expect(problem('2026-01-17', '10:00')).toEqual({
      field: 'preferred_date',
      message: 'Choose a weekday (Monday to Friday)',
    });
    expect(problem('2026-01-14', '15:00')).toEqual({
      field: 'preferred_time',
      message: 'That time has passed. Choose a later time or another day',
    });
    expect(problem('2026-01-15', '17:00')).toEqual({
      field: 'preferred_time',
      message: 'Choose a time from the list',
    });
    expect(
      slotProblem('2026-01-14', '16:30', 'America/Los_Angeles', new Date('2026-01-15T00:10:00Z')),
    ).toEqual({
      field: 'preferred_date',
      message: 'There are no times left today. Choose a later date',
    });
    // Malformed parts are the fields' own rules to report.
    expect(problem('2026-02-30', '10:00')).toBeNull();
    expect(problem('2026-01-15', '')).toBeNull();
  });
});
