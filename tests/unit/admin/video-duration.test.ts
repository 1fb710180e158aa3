import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from '../../../admin/src/features/youtube-management/duration.ts';

describe('video durations', () => {
  it('reads m:ss and h:mm:ss', () => {
    expect(parseDuration('4:05')).toBe(245);
    expect(parseDuration(' 1:02:03 ')).toBe(3723);
    expect(parseDuration('75:00')).toBe(4500);
    expect(parseDuration('0:00')).toBe(0);
  });

  it('refuses what is not a duration', () => {
    for (const text of ['', '4', '4:5', '4:60', '1:60:00', 'abc', '1:02:03:04']) {
      expect(parseDuration(text)).toBeNull();
    }
  });

  it('formats seconds back the same way', () => {
    expect(formatDuration(245)).toBe('4:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(59)).toBe('0:59');
    expect(formatDuration(parseDuration('12:34') ?? -1)).toBe('12:34');
  });
});
