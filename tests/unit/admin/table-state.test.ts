import { describe, expect, it } from 'vitest';
import { tokenAal } from '../../../admin/src/lib/auth/aal.ts';
import {
  pageCount,
  pageRange,
  readTableState,
  searchFilter,
  type TableDefaults,
  toggleSort,
  writeTableState,
} from '../../../admin/src/lib/table-state.ts';

const defaults: TableDefaults = {
  pageSize: 20,
  sort: { column: 'created_at', ascending: false },
  sortable: ['created_at', 'title'],
};

describe('table state in the URL', () => {
  it('reads page, order and search, and ignores what is malformed or not sortable', () => {
    expect(readTableState(new URLSearchParams('page=3&sort=title.asc&q=seo'), defaults)).toEqual({
      page: 3,
      pageSize: 20,
      sort: { column: 'title', ascending: true },
      search: 'seo',
    });
    expect(readTableState(new URLSearchParams('page=-1&sort=password.asc'), defaults)).toMatchObject({
      page: 1,
      sort: defaults.sort,
      search: '',
    });
    expect(readTableState(new URLSearchParams('page=2x&sort=title.sideways'), defaults).page).toBe(1);
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    const state = readTableState(new URLSearchParams(), defaults);
    expect(writeTableState(new URLSearchParams('tab=x'), state, defaults).toString()).toBe('tab=x');
    const next = { ...state, page: 2, sort: { column: 'title', ascending: true }, search: 'a b' };
    expect(writeTableState(new URLSearchParams(), next, defaults).toString()).toBe(
      'page=2&sort=title.asc&q=a+b',
    );
  });

  it('turns a page into an inclusive range and counts pages', () => {
    expect(pageRange({ page: 1, pageSize: 20 })).toEqual([0, 19]);
    expect(pageRange({ page: 3, pageSize: 20 })).toEqual([40, 59]);
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });

  it('sorts a column ascending first, then flips it', () => {
    expect(toggleSort(defaults.sort, 'title')).toEqual({ column: 'title', ascending: true });
    expect(toggleSort({ column: 'title', ascending: true }, 'title')).toEqual({
      column: 'title',
      ascending: false,
    });
  });

  it('quotes the search so wildcards and PostgREST punctuation match literally', () => {
    expect(searchFilter(['title', 'slug'], ' seo ')).toBe('title.ilike."%seo%",slug.ilike."%seo%"');
    expect(searchFilter(['title'], '50%_off, (now) "x" \\')).toBe(
      String.raw`title.ilike."%50\\%\\_off, (now) \"x\" \\\\%"`,
    );
  });
});

describe('token assurance level', () => {
  const token = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;
  it('reads aal from an access token', () => {
    expect(tokenAal(token({ aal: 'aal2' }))).toBe('aal2');
    expect(tokenAal(token({ aal: 'aal1' }))).toBe('aal1');
    expect(tokenAal(token({}))).toBeNull();
    expect(tokenAal('not-a-token')).toBeNull();
  });
});
