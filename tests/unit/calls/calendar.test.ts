import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dayIn,
  dayLabel,
  momentIn,
  monthLabel,
  monthWeeks,
  slotsByDay,
  timeIn,
  WEEKDAYS,
} from '../../../src/lib/calls/calendar.ts';

describe('the month view’s calendar', () => {
  it('lays a month out in six Monday-first weeks', () => {
    const weeks = monthWeeks('2026-12'); // 1 December 2026 is a Tuesday
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks[4]?.at(-1)).toBeNull();
    expect(weeks[4]?.[3]).toBe('2026-12-31');
    expect(weeks[5]).toEqual(Array(7).fill(null));
    const february = monthWeeks('2027-02').flat().filter(Boolean);
    expect(february).toHaveLength(28);
    expect(WEEKDAYS.map((day) => day.long)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  it('moves between months across years and words days and months for people', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(monthLabel('2026-12')).toBe('December 2026');
    expect(dayLabel('2026-12-01')).toBe('Tuesday, December 1, 2026');
  });

  it('puts an instant on the day and time of the zone’s wall clock', () => {
    const instant = '2026-12-01T15:00:00+00:00'; // 9:00 in Chicago, 2:00 next morning in Sydney
    expect(dayIn('America/Chicago', instant)).toBe('2026-12-01');
    expect(timeIn('America/Chicago', instant)).toBe('9:00 AM');
    expect(dayIn('Australia/Sydney', instant)).toBe('2026-12-02');
    expect(momentIn('Australia/Sydney', instant)).toBe('Wednesday, December 2, 2026, 2:00 AM');
  });

  it('groups free times by the visitor’s day, which can differ from the agency’s', () => {
    // 9:00 and 16:30 in Chicago on 1 December; 2:00 and 9:30 on 2 December in Sydney.
    const slots = ['2026-12-01T15:00:00.000Z', '2026-12-01T22:30:00.000Z', '2026-12-02T15:00:00.000Z'];
    expect([...slotsByDay(slots, 'America/Chicago')]).toEqual([
      ['2026-12-01', ['2026-12-01T15:00:00.000Z', '2026-12-01T22:30:00.000Z']],
      ['2026-12-02', ['2026-12-02T15:00:00.000Z']],
    ]);
    expect([...slotsByDay(slots, 'Australia/Sydney')]).toEqual([
      ['2026-12-02', ['2026-12-01T15:00:00.000Z', '2026-12-01T22:30:00.000Z']],
      ['2026-12-03', ['2026-12-02T15:00:00.000Z']],
    ]);
  });

  it('keeps wall-clock days right across a daylight-saving change (Sydney, 5 April 2026)', () => {
    // Clocks go back from 03:00 AEDT to 02:00 AEST: 02:30 on 5 April 2026 happens twice.
    expect(momentIn('Australia/Sydney', '2026-04-04T15:30:00Z')).toBe('Sunday, April 5, 2026, 2:30 AM');
    expect(momentIn('Australia/Sydney', '2026-04-04T16:30:00Z')).toBe('Sunday, April 5, 2026, 2:30 AM');
    expect(dayIn('Australia/Sydney', '2026-04-05T13:59:00Z')).toBe('2026-04-05');
    expect(dayIn('Australia/Sydney', '2026-04-05T14:00:00Z')).toBe('2026-04-06');
  });
});
