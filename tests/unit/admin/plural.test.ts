import { describe, expect, it } from 'vitest';
import { countOf, plural } from '../../../admin/src/lib/plural.ts';

describe('plurals', () => {
  it('counts in the form English gives the number', () => {
    expect(countOf(1, 'draft')).toBe('1 draft');
    expect(countOf(0, 'draft')).toBe('0 drafts');
    expect(countOf(1200, 'row')).toBe('1,200 rows');
    expect(countOf(2, 'case study', 'case studies')).toBe('2 case studies');
    expect(plural(1, 'is', 'are')).toBe('is');
  });
});
