import { describe, expect, it } from 'vitest';
import { blogCategoryPath, blogTagPath } from '../../../src/lib/permalinks.ts';
import { SLUG_PATTERN, slugify } from '../../../src/lib/slug.ts';

describe('slugify', () => {
  it('turns labels and titles into lowercase hyphenated words without accents', () => {
    expect(slugify('AI & Automation')).toBe('ai-automation');
    expect(slugify('Ünïcode & SEO — 2026!')).toBe('unicode-seo-2026');
    expect(slugify('  --Paid   Media--  ')).toBe('paid-media');
  });

  it('cuts at a word within the limit, and cuts a single long word to the limit', () => {
    expect(slugify('one two three', 7)).toBe('one-two');
    expect(slugify('abcdefghij', 4)).toBe('abcd');
  });

  it('answers a slug the database accepts, or nothing', () => {
    for (const text of ['Web Design', 'Café déjà vu', '¿Qué?', '100% growth']) {
      expect(slugify(text)).toMatch(SLUG_PATTERN);
    }
    expect(slugify('— & —')).toBe('');
  });

  it('makes the blog category and tag URLs', () => {
    expect(blogCategoryPath('AI & Automation')).toBe('/blog/category/ai-automation');
    expect(blogTagPath('Local SEO')).toBe('/blog/tag/local-seo');
  });
});
