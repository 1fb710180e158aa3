import { describe, expect, it } from 'vitest';
import { countTicks, labelledDays } from '../../../admin/src/features/dashboard/chart-scale.ts';

describe('the inbox chart scale', () => {
  it('gives round ticks from 0 to at least the busiest day', () => {
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(130)).toEqual([0, 50, 100, 150]);
  });

  it('dates today and every 7th day before it', () => {
    expect(labelledDays(30)).toEqual([1, 8, 15, 22, 29]);
  });
});
