/** What a server-side table shows: a page, an order and a search, kept in the URL. */
export interface TableSort {
  column: string;
  ascending: boolean;
}

export interface TableState {
  /** 1-based. */
  page: number;
  pageSize: number;
  sort: TableSort | null;
  search: string;
}

export interface TableDefaults {
  pageSize: number;
  sort: TableSort | null;
  /** The columns a URL may sort by; anything else falls back to the default order. */
  sortable: readonly string[];
}

/** The usual log or inbox list: 25 rows a page, newest first by `column`. */
export const newestFirst = (sortable: readonly string[], column = 'created_at'): TableDefaults => ({
  pageSize: 25,
  sort: { column, ascending: false },
  sortable,
});

/** One page of rows and the exact number of rows matching (PostgREST `count: 'exact'`). */
export interface TablePage<Row> {
  rows: Row[];
  total: number;
}

const positiveInt = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
};

/** Reads `?page=2&sort=title.asc&q=seo`, ignoring anything malformed. */
export function readTableState(params: URLSearchParams, defaults: TableDefaults): TableState {
  const [column = '', direction] = (params.get('sort') ?? '').split('.');
  const sort =
    defaults.sortable.includes(column) && (direction === 'asc' || direction === 'desc')
      ? { column, ascending: direction === 'asc' }
      : defaults.sort;
  return {
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: defaults.pageSize,
    sort,
    search: (params.get('q') ?? '').slice(0, 200),
  };
}

/** The URL parameters for `state`, leaving out what equals the defaults. */
export function writeTableState(
  params: URLSearchParams,
  state: TableState,
  defaults: TableDefaults,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) =>
    value === null ? next.delete(key) : next.set(key, value);
  set('page', state.page > 1 ? String(state.page) : null);
  const sameSort =
    state.sort?.column === defaults.sort?.column && state.sort?.ascending === defaults.sort?.ascending;
  set(
    'sort',
    state.sort && !sameSort ? `${state.sort.column}.${state.sort.ascending ? 'asc' : 'desc'}` : null,
  );
  set('q', state.search.trim() ? state.search : null);
  return next;
}

/** The inclusive row range of the state's page, for `.range(from, to)`. */
export function pageRange(state: Pick<TableState, 'page' | 'pageSize'>): [number, number] {
  const from = (state.page - 1) * state.pageSize;
  return [from, from + state.pageSize - 1];
}

export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** Clicking a column header: sort by it ascending, then descending, then ascending again. */
export function toggleSort(current: TableSort | null, column: string): TableSort {
  return current?.column === column ? { column, ascending: !current.ascending } : { column, ascending: true };
}

/**
 * A PostgREST `or=(…)` filter matching `term` anywhere in any of `columns`, case-insensitively.
 * LIKE wildcards in the term match themselves, and the value is quoted so commas and brackets
 * in it cannot change the filter.
 */
export function searchFilter(columns: readonly string[], term: string): string {
  const pattern = `%${term.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const quoted = `"${pattern.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  return columns.map((column) => `${column}.ilike.${quoted}`).join(',');
}
