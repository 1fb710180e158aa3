import type { PostgrestError } from '@supabase/supabase-js';
import type { Json } from '@lib/database.types';
import type { RefusalMessages } from '@admin/lib/errors';
import type { TableSort } from '@admin/lib/table-state';
import type { StatusModel } from './status-model';

type Answer<Data> = PromiseLike<{ data: Data | null; error: PostgrestError | null }>;

/** The part of a supabase-js select the inbox reads one row through (`.eq('id', …).maybeSingle()`). */
export interface ByIdQuery<Row> {
  eq(column: 'id', value: string): { maybeSingle(): Answer<Row> };
}

/** The part of a supabase-js select (its columns chosen) the inbox filters, orders and pages. */
export interface RowsQuery<Row> extends PromiseLike<{
  data: Row[] | null;
  error: PostgrestError | null;
  count: number | null;
}> {
  eq(column: string, value: string): RowsQuery<Row>;
  or(filters: string): RowsQuery<Row>;
  order(column: string, options: { ascending: boolean }): RowsQuery<Row>;
  range(from: number, to: number): RowsQuery<Row>;
}

/** An update or delete narrowed to one row and read back (`.eq('id', …).select('id')`). */
export interface OneRowWrite {
  eq(column: 'id', value: string): { select(columns: 'id'): Answer<unknown[]> };
}

/** What every inbox row has: a status, staff's notes and where the visit came from. */
export interface InboxRow {
  id: string;
  status: string;
  notes: string | null;
  attribution: Json;
}

/** What staff may change on an inbox row. */
export type InboxPatch<Row extends InboxRow> = Partial<Pick<Row, 'status' | 'notes'>>;

/** The part of `supabase.from(table)` the inbox writes through. */
export interface InboxTable<Row extends InboxRow> {
  update(patch: InboxPatch<Row>): OneRowWrite;
  delete(): OneRowWrite;
}

/** What every inbox filters by; an inbox adds its own (a kind, a job). */
export interface InboxFilters<Status extends string> {
  status: Status | null;
  search: string;
  sort: TableSort | null;
}

/**
 * One inbox's data: its table, its columns (through `select`), what it searches and how it filters.
 * The list, the export, the detail, status and notes changes and deletion all read it.
 */
export interface InboxSource<Row extends InboxRow, Filters extends InboxFilters<Row['status']>> {
  /** The first part of every query key of this inbox, so one invalidation refreshes lists, details and counts. */
  key: readonly [string];
  table: () => InboxTable<Row>;
  /** The table's rows with the inbox's columns (the detail reads one of them by id). */
  select: () => ByIdQuery<Row>;
  /** The same rows narrowed by the inbox's own filters (status, search and order are added to it). */
  rows: (filters: Filters, count?: 'exact') => RowsQuery<Row>;
  /** The columns the search box looks in. */
  searched: readonly string[];
  /** The columns the list may be sorted by; `defaultSort` when none is chosen. */
  sortable: readonly string[];
  defaultSort: TableSort;
  statuses: StatusModel<Row['status']>;
  /** The sentences for refused changes (status, notes, delete). */
  errors: RefusalMessages;
}
