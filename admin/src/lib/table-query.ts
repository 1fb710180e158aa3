import type { PostgrestError } from '@supabase/supabase-js';
import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import { pageRange, type TablePage, type TableSort, type TableState } from './table-state';

/** What PostgREST answers for one page of a `select(…, { count: 'exact' })`. */
interface PageResult<Row> {
  data: Row[] | null;
  count: number | null;
  error: PostgrestError | null;
}

/** PostgREST's answer to a range past the last row. */
const RANGE_NOT_SATISFIABLE = 'PGRST103';

/**
 * One page from a `select(…, { count: 'exact' }).range(…)` result. A page past the end (the list
 * shrank) is an empty page rather than an error, so the table can offer to go back.
 */
export function toTablePage<Row>(result: PageResult<Row>): TablePage<Row> {
  if (result.error?.code === RANGE_NOT_SATISFIABLE) return { rows: [], total: result.count ?? 0 };
  if (result.error) throw result.error;
  return { rows: result.data ?? [], total: result.count ?? 0 };
}

/**
 * The query of one page of a server-side table (`read` selects with `count: 'exact'`, orders by
 * `sort` and takes `range`), keeping the previous page on screen while the next one loads.
 */
export const tablePageQuery = <Row>(
  key: QueryKey,
  state: TableState,
  defaultSort: TableSort,
  read: (range: [number, number], sort: TableSort) => PromiseLike<PageResult<Row>>,
) =>
  queryOptions({
    queryKey: [...key, state.page, state.pageSize, state.sort],
    queryFn: async () => toTablePage(await read(pageRange(state), state.sort ?? defaultSort)),
    placeholderData: keepPreviousData,
  });
