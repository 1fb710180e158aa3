import { describe, expect, it } from 'vitest';
import {
  flagFilter,
  publicationFilter,
  readFilters,
  valueFilter,
} from '../../../admin/src/lib/content-resource/filters.ts';
import { describeSaveError, refusalsFor } from '../../../admin/src/lib/errors.ts';
import {
  fromLocalInput,
  publicationAfter,
  publicationColumns,
  scheduleProblem,
} from '../../../admin/src/lib/publication.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const LIVE = { status: 'published', published_at: '2026-10-01T09:00:00.000Z' } as const;

describe('one publication model', () => {
  it('writes the status columns an intent asks for, and none for keep', () => {
    expect(publicationColumns({ kind: 'keep' }, NOW)).toEqual({});
    expect(publicationColumns({ kind: 'publish' }, NOW)).toEqual({
      status: 'published',
      published_at: NOW.toISOString(),
    });
    expect(publicationColumns({ kind: 'schedule', at: '2031-05-04T08:30:00.000Z' }, NOW)).toEqual({
      status: 'scheduled',
      published_at: '2031-05-04T08:30:00.000Z',
    });
    expect(publicationColumns({ kind: 'unpublish' }, NOW)).toEqual({ status: 'draft', published_at: null });
  });

  it('keeps what is stored on keep, and a draft’s old date only when the table wants it', () => {
    expect(publicationAfter({ kind: 'keep' }, LIVE, { now: NOW })).toEqual(LIVE);
    expect(publicationAfter({ kind: 'keep' }, null, { now: NOW })).toEqual({
      status: 'draft',
      published_at: null,
    });
    expect(publicationAfter({ kind: 'unpublish' }, LIVE, { now: NOW })).toEqual({
      status: 'draft',
      published_at: null,
    });
    expect(publicationAfter({ kind: 'unpublish' }, LIVE, { now: NOW, keepDraftDate: true })).toEqual({
      status: 'draft',
      published_at: LIVE.published_at,
    });
  });

  it('refuses a schedule without a time or in the past', () => {
    expect(scheduleProblem(null, NOW.getTime())).toBe('Choose the date and time it goes live.');
    expect(scheduleProblem('2020-01-01T09:00:00.000Z', NOW.getTime())).toBe(
      'Pick a time in the future, or publish now.',
    );
    expect(scheduleProblem('2031-01-01T09:00:00.000Z', NOW.getTime())).toBeNull();
  });
});

// The cases of the videos' and resources' old publish-intent module, on the one model (keepDraftDate).
describe('publication of videos and resources (a draft keeps its date)', () => {
  const KEEP = { keepDraftDate: true, now: NOW };

  it('keeps the stored publication on Save, and makes a new item a draft', () => {
    expect(publicationAfter({ kind: 'keep' }, { ...LIVE }, KEEP)).toEqual(LIVE);
    expect(publicationAfter({ kind: 'keep' }, null, KEEP)).toEqual({ status: 'draft', published_at: null });
  });

  it('keeps the date a draft once had, so it can come back as it was', () => {
    expect(publicationAfter({ kind: 'unpublish' }, LIVE, KEEP)).toEqual({
      status: 'draft',
      published_at: LIVE.published_at,
    });
    expect(publicationAfter({ kind: 'draft' }, null, KEEP)).toEqual({ status: 'draft', published_at: null });
  });

  it('dates Publish <item> at the current time', () => {
    expect(publicationAfter({ kind: 'publish' }, null, KEEP)).toEqual({
      status: 'published',
      published_at: NOW.toISOString(),
    });
  });

  it('schedules only at a future time', () => {
    expect(scheduleProblem(fromLocalInput(''), NOW.getTime())).toBe('Choose the date and time it goes live.');
    expect(scheduleProblem(fromLocalInput('2000-01-01T10:00'), NOW.getTime())).toBe(
      'Pick a time in the future, or publish now.',
    );
    const at = fromLocalInput('2099-01-01T10:00');
    expect(scheduleProblem(at, NOW.getTime())).toBeNull();
    expect(publicationAfter({ kind: 'schedule', at: at ?? '' }, null, KEEP)).toEqual({
      status: 'scheduled',
      published_at: new Date('2099-01-01T10:00').toISOString(),
    });
  });
});

describe('one error map', () => {
  const messages = refusalsFor({ one: 'case study', many: 'case studies' }, { invalid: 'Too long.' });

  it('derives a table’s sentences from its names, and takes its own as data', () => {
    expect(describeSaveError({ code: '23505', message: 'duplicate key' }, messages)).toBe(
      'Another case study already uses this address. Choose a different slug.',
    );
    expect(describeSaveError({ code: '42501', message: 'denied' }, messages)).toBe(
      'You do not have permission to change case studies.',
    );
    expect(describeSaveError({ code: '23514', message: 'check' }, messages)).toBe('Too long.');
  });

  it('says "no permission" for no row only when asked, and the server’s words otherwise', () => {
    expect(describeSaveError({ code: 'PGRST116', message: 'no rows' }, messages)).toBe('no rows');
    expect(
      describeSaveError({ code: 'PGRST116', message: 'no rows' }, { ...messages, noRowMeansForbidden: true }),
    ).toBe('You do not have permission to change case studies.');
    expect(describeSaveError({ code: 'XX000', message: 'boom' }, messages)).toBe('boom');
  });
});

describe('list filters in the URL', () => {
  const filters = [
    publicationFilter,
    flagFilter('featured', 'Featured', 'Featured', 'Not featured'),
    valueFilter('category', 'Category', 'All categories', ['Web Design', 'App']),
  ];

  it('reads only values that are one of a filter’s options', () => {
    const params = new URLSearchParams('status=scheduled&featured=maybe&category=App&other=1');
    expect(readFilters(filters, params)).toEqual({ status: 'scheduled', category: 'App' });
    expect(readFilters(filters, new URLSearchParams('status=&featured=yes'))).toEqual({ featured: 'yes' });
  });
});
