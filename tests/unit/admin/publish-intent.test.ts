import { describe, expect, it } from 'vitest';
import { publicationFor } from '../../../admin/src/components/content/publish-intent.ts';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const LIVE = { status: 'published', published_at: '2026-10-01T09:00:00.000Z' } as const;

describe('publicationFor', () => {
  it('keeps the stored publication on Save, and makes a new item a draft', () => {
    expect(publicationFor('save', { ...LIVE }, '', NOW)).toEqual(LIVE);
    expect(publicationFor('save', null, '', NOW)).toEqual({ status: 'draft', published_at: null });
  });

  it('keeps the date a draft once had, so it can come back as it was', () => {
    expect(publicationFor('unpublish', LIVE, '', NOW)).toEqual({
      status: 'draft',
      published_at: LIVE.published_at,
    });
    expect(publicationFor('draft', null, '', NOW)).toEqual({ status: 'draft', published_at: null });
  });

  it('dates Publish <item> at the current time', () => {
    expect(publicationFor('publish', null, '', NOW)).toEqual({
      status: 'published',
      published_at: new Date(NOW).toISOString(),
    });
  });

  it('schedules only at a future time', () => {
    expect(publicationFor('schedule', null, '', NOW)).toEqual({
      error: 'Choose the date and time it goes live.',
    });
    expect(publicationFor('schedule', null, '2000-01-01T10:00', NOW)).toEqual({
      error: 'Choose a time in the future, or publish it now.',
    });
    const later = publicationFor('schedule', null, '2099-01-01T10:00', NOW);
    expect(later).toMatchObject({ status: 'scheduled' });
    expect('published_at' in later && later.published_at).toBe(new Date('2099-01-01T10:00').toISOString());
  });
});
