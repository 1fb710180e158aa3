import { describe, expect, it } from 'vitest';
import {
  appliedFor,
  assertPreferencesValid,
  invalidPreferences,
  parsePreferences,
} from '../../../supabase/local/rest/prefer.ts';

const prefer = (value: string) => new Headers({ Prefer: value });

describe('the Prefer header, as PostgREST reads it', () => {
  it('keeps the first of a preference given twice', () => {
    expect(parsePreferences(prefer('return=minimal, return=representation'))).toEqual({
      return: 'minimal',
    });
  });

  it('lists unrecognised tokens, and refuses them only under handling=strict', () => {
    const headers = prefer('handling=strict, foo, count=none, timezone=Nowhere/City, max-affected=5');
    const options = { timezones: new Set(['Europe/Lisbon']) };
    expect(invalidPreferences(headers, options)).toEqual(['foo', 'count=none', 'timezone=Nowhere/City']);
    expect(() =>
      assertPreferencesValid(parsePreferences(headers, options), invalidPreferences(headers, options)),
    ).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'PGRST122',
        details: 'Invalid preferences: foo, count=none, timezone=Nowhere/City',
      }) as Error,
    );
    const lenient = prefer('foo');
    expect(() =>
      assertPreferencesValid(parsePreferences(lenient), invalidPreferences(lenient)),
    ).not.toThrow();
  });

  it('takes a known time zone, and tx only when db-tx-end allows the override', () => {
    const headers = prefer('timezone=Europe/Lisbon, tx=rollback');
    const timezones = new Set(['Europe/Lisbon']);
    expect(parsePreferences(headers, { timezones })).toEqual({ timezone: 'Europe/Lisbon' });
    expect(parsePreferences(headers, { timezones, txOverride: true })).toEqual({
      timezone: 'Europe/Lisbon',
      tx: 'rollback',
    });
    expect(invalidPreferences(headers, { timezones })).toEqual([]);
  });

  it('applies, per kind of request, only what that request honours, in a fixed order', () => {
    const prefs = parsePreferences(
      prefer(
        'max-affected=3, handling=strict, count=exact, return=representation, missing=default, resolution=merge-duplicates',
      ),
    );
    expect(appliedFor('read', prefs)).toBe('count=exact, handling=strict');
    expect(appliedFor('insert', prefs)).toBe(
      'resolution=merge-duplicates, missing=default, return=representation, count=exact, handling=strict',
    );
    expect(appliedFor('insert', prefs, ['resolution'])).toBe(
      'missing=default, return=representation, count=exact, handling=strict',
    );
    expect(appliedFor('delete', prefs)).toBe(
      'return=representation, count=exact, handling=strict, max-affected=3',
    );
    expect(appliedFor('delete', { ...prefs, handling: 'lenient' })).toBe(
      'return=representation, count=exact, handling=lenient',
    );
  });
});
