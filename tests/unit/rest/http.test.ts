import { describe, expect, it } from 'vitest';
import { ApiError, fromPgError, statusForSqlState } from '../../../supabase/local/rest/errors.ts';
import { negotiate } from '../../../supabase/local/rest/media.ts';
import { parsePreferences, preferenceApplied } from '../../../supabase/local/rest/prefer.ts';
import { contentRange, pageFor, rangeStatus } from '../../../supabase/local/rest/range.ts';

describe('pagination', () => {
  it('narrows limit and offset by the Range header and by max rows', () => {
    expect(pageFor(undefined, undefined, null, undefined)).toEqual({ offset: 0, limit: undefined });
    expect(pageFor(3, 2, null, undefined)).toEqual({ offset: 2, limit: 3 });
    expect(pageFor(3, undefined, '0-1', undefined)).toEqual({ offset: 0, limit: 2 });
    expect(pageFor(undefined, undefined, '10-', 5)).toEqual({ offset: 10, limit: 5 });
    expect(pageFor(undefined, -4, null, undefined)).toEqual({ offset: 0, limit: undefined });
    expect(() => pageFor(-1, undefined, null, undefined)).toThrow(ApiError);
  });

  it('writes Content-Range and chooses 200, 206 or 416 as PostgREST does', () => {
    expect(contentRange(0, 14, undefined)).toBe('0-13/*');
    expect(contentRange(0, 0, 0)).toBe('*/0');
    expect(contentRange(2, 3, 15)).toBe('2-4/15');
    expect(rangeStatus(0, 15, 15)).toBe(200);
    expect(rangeStatus(2, 3, 15)).toBe(206);
    expect(rangeStatus(100, 0, 15)).toBe(416);
    expect(rangeStatus(0, 0, 0)).toBe(200);
  });
});

describe('preferences and media types', () => {
  it('reads every Prefer token and echoes the applied ones in order', () => {
    const prefs = parsePreferences(
      new Headers({
        Prefer:
          'return=representation, count=exact, resolution=merge-duplicates, missing=default, handling=strict, max-affected=5, bogus=1',
      }),
    );
    expect(prefs).toEqual({
      return: 'representation',
      count: 'exact',
      resolution: 'merge-duplicates',
      missing: 'default',
      handling: 'strict',
      maxAffected: 5,
    });
    expect(
      preferenceApplied({ return: 'representation', resolution: 'merge-duplicates', missing: 'default' }),
    ).toBe('resolution=merge-duplicates, missing=default, return=representation');
  });

  it('negotiates JSON, singular objects and CSV, and refuses the rest with 406', () => {
    expect(negotiate(null)).toBe('json');
    expect(negotiate('application/vnd.pgrst.object+json;q=1, application/json;q=0.5')).toBe('object');
    expect(negotiate('text/csv')).toBe('csv');
    expect(negotiate('text/html, */*;q=0.1')).toBe('json');
    expect(() => negotiate('text/html')).toThrow(
      expect.objectContaining({ status: 406, code: 'PGRST107' }) as Error,
    );
  });
});

describe('PostgreSQL errors', () => {
  it('map to the statuses PostgREST uses', () => {
    const status = (code: string, message = 'x') => statusForSqlState({ code, message }, true);
    expect(status('23505')).toBe(409);
    expect(status('23503')).toBe(409);
    expect(status('23P01')).toBe(409);
    expect(status('23514')).toBe(400);
    expect(status('42P01')).toBe(404);
    expect(status('25006')).toBe(405);
    expect(status('PT402')).toBe(402);
    expect(status('21000', 'UPDATE requires a WHERE clause')).toBe(400);
    expect(status('21000', 'more than one row returned by a subquery used as an expression')).toBe(500);
    expect(statusForSqlState({ code: '42501', message: 'denied' }, false)).toBe(401);
    expect(statusForSqlState({ code: '42501', message: 'denied' }, true)).toBe(403);
  });

  it("let SQL choose the whole response with RAISE SQLSTATE 'PGRST'", () => {
    const error = fromPgError(
      {
        code: 'PGRST',
        message: '{"code":"123","message":"ABC","details":"DEF"}',
        detail: '{"status":332,"status_text":"Custom","headers":{"X-Header":"str"}}',
      },
      false,
    );
    expect(error.status).toBe(332);
    expect(error.statusText).toBe('Custom');
    expect(error.headers).toEqual({ 'X-Header': 'str' });
    expect(error.body()).toEqual({ code: '123', message: 'ABC', details: 'DEF', hint: null });
  });
});
