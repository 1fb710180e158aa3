import { describe, expect, it } from 'vitest';
import '../../../src/lib/zod-config.ts';
import {
  callSettingsSchema,
  dayRangeLabel,
  dayRangeSchema,
  hostSchema,
  hoursSchema,
  overlapping,
} from '../../../admin/src/features/calls/availability/schemas.ts';

const settings = {
  time_zone: 'America/Chicago',
  meeting_minutes: '30',
  buffer_minutes: '15',
  slot_interval_minutes: '30',
  notice_hours: '12',
  horizon_days: '30',
  max_calls_per_host_per_day: '6',
};

describe('the call availability forms check what the database checks', () => {
  it('reads the booking rules as numbers, an empty daily maximum as no limit, and refuses out-of-range values', () => {
    expect(callSettingsSchema.parse(settings)).toEqual({
      time_zone: 'America/Chicago',
      meeting_minutes: 30,
      buffer_minutes: 15,
      slot_interval_minutes: 30,
      notice_hours: 12,
      horizon_days: 30,
      max_calls_per_host_per_day: 6,
    });
    expect(
      callSettingsSchema.parse({ ...settings, max_calls_per_host_per_day: ' ' }).max_calls_per_host_per_day,
    ).toBe(null);
    for (const [field, value] of [
      ['meeting_minutes', '9'],
      ['meeting_minutes', '241'],
      ['buffer_minutes', '-1'],
      ['slot_interval_minutes', '25'],
      ['notice_hours', '721'],
      ['horizon_days', '0'],
      ['max_calls_per_host_per_day', '49'],
      ['meeting_minutes', '30.5'],
    ] as const)
      expect(
        callSettingsSchema.safeParse({ ...settings, [field]: value }).success,
        `${field} = ${value}`,
      ).toBe(false);
  });

  it('lowercases a host’s email, empties an unset meeting link, and takes https links only', () => {
    const host = { display_name: ' Ana ', email: ' Ana@Example.COM ', meeting_url: '', is_active: true };
    expect(hostSchema.parse(host)).toEqual({
      display_name: 'Ana',
      email: 'ana@example.com',
      meeting_url: null,
      is_active: true,
    });
    expect(hostSchema.safeParse({ ...host, meeting_url: 'http://meet.example.com/ana' }).success).toBe(false);
    expect(hostSchema.safeParse({ ...host, meeting_url: 'javascript:alert(1)' }).success).toBe(false);
    expect(hostSchema.parse({ ...host, meeting_url: 'https://meet.example.com/ana' }).meeting_url).toBe(
      'https://meet.example.com/ana',
    );
    expect(hostSchema.safeParse({ ...host, display_name: 'A' }).success).toBe(false);
    expect(hostSchema.safeParse({ ...host, email: 'not an email' }).success).toBe(false);
  });

  it('wants each range of hours to end after it starts, and finds ranges that overlap on a day', () => {
    const range = (weekday: number, start_time: string, end_time: string) => ({
      weekday,
      start_time,
      end_time,
    });
    expect(hoursSchema.safeParse({ ranges: [range(1, '09:00', '12:00')] }).success).toBe(true);
    expect(hoursSchema.safeParse({ ranges: [range(1, '12:00', '12:00')] }).success).toBe(false);
    expect(hoursSchema.safeParse({ ranges: [range(1, '13:00', '09:00')] }).success).toBe(false);
    expect([
      ...overlapping([range(1, '09:00', '12:00'), range(1, '12:00', '17:00'), range(2, '09:00', '17:00')]),
    ]).toEqual([]);
    expect([
      ...overlapping([range(1, '09:00', '12:00'), range(2, '09:00', '17:00'), range(1, '11:30', '13:00')]),
    ]).toEqual([0, 2]);
  });

  it('wants a blackout named and a range of days in order; time off may go without a note', () => {
    expect(
      dayRangeSchema('blackout').safeParse({ starts_on: '2026-12-24', ends_on: '2026-12-26', text: '' })
        .success,
    ).toBe(false);
    expect(
      dayRangeSchema('time-off').safeParse({ starts_on: '2026-12-24', ends_on: '2026-12-26', text: '' })
        .success,
    ).toBe(true);
    expect(
      dayRangeSchema('time-off').safeParse({ starts_on: '2026-12-26', ends_on: '2026-12-24', text: '' })
        .success,
    ).toBe(false);
    expect(dayRangeLabel('2026-12-24', '2026-12-26')).toBe('24\u2009–\u200926 Dec 2026');
    expect(dayRangeLabel('2026-12-24', '2027-01-02')).toBe('24 Dec 2026\u2009–\u20092 Jan 2027');
    expect(dayRangeLabel('2027-01-01', '2027-01-01')).toBe('1 Jan 2027');
  });
});
