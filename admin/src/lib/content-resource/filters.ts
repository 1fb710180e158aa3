import type { Publication } from '@admin/lib/publication';
import type { ContentTable, selectFrom } from './table';

/** A list query of a content table, before its order and range. */
export type ContentQuery = ReturnType<typeof selectFrom>;

export interface FilterOption {
  /** '' is "no filter" and comes first. */
  value: string;
  label: string;
}

/** A drop-down that narrows a list, kept in the URL as `?<param>=<value>`. */
export interface ListFilter {
  param: string;
  label: string;
  options: readonly FilterOption[];
  /** Options read from the table after `options` (the categories in use); any value is then accepted. */
  valuesOf?: { table: ContentTable; column: string };
  /** Narrows the query for a chosen value (one of the options, never ''). */
  apply: (query: ContentQuery, value: string) => ContentQuery;
}

/** `?status=draft|scheduled|published`: where items stand for visitors right now. */
export const publicationFilter: ListFilter = {
  param: 'status',
  label: 'Status',
  options: [
    { value: '', label: 'Any status' },
    { value: 'draft', label: 'Drafts' },
    { value: 'scheduled', label: 'Scheduled' },
    { value: 'published', label: 'Published' },
  ],
  apply: (query, value) => {
    const now = new Date().toISOString();
    switch (value as Publication) {
      case 'draft':
        return query.eq('status', 'draft');
      case 'scheduled':
        return query.neq('status', 'draft').gt('published_at', now);
      case 'published':
        return query.neq('status', 'draft').lte('published_at', now);
    }
  },
};

/** `?<param>=yes|no` on a boolean column. */
export function flagFilter(column: string, label: string, yes: string, no: string): ListFilter {
  return {
    param: column,
    label,
    options: [
      { value: '', label: 'All' },
      { value: 'yes', label: yes },
      { value: 'no', label: no },
    ],
    apply: (query, value) => query.eq(column, value === 'yes'),
  };
}

/** `?<param>=<value>` on a column: "all" (no filter), then `options`. */
const equalsFilter = (
  column: string,
  label: string,
  all: string,
  options: readonly FilterOption[],
  valuesOf?: ListFilter['valuesOf'],
): ListFilter => ({
  param: column,
  label,
  options: [{ value: '', label: all }, ...options],
  ...(valuesOf && { valuesOf }),
  apply: (query, value) => query.eq(column, value),
});

/** `?<param>=<value>` on a column holding one of `values`, each shown as itself or its label. */
export const valueFilter = (
  column: string,
  label: string,
  all: string,
  values: readonly string[],
  labels: Partial<Record<string, string>> = {},
): ListFilter =>
  equalsFilter(
    column,
    label,
    all,
    values.map((value) => ({ value, label: labels[value] ?? value })),
  );

/** `?<param>=<value>` on a text column, offering the values in use (a category). */
export const columnValuesFilter = (table: ContentTable, column: string, label: string, all: string) =>
  equalsFilter(column, label, all, [], { table, column });

/** The filters' values from the URL; a value that is not one of a filter's options is ignored. */
export function readFilters(filters: readonly ListFilter[], params: URLSearchParams): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const filter of filters) {
    const value = params.get(filter.param);
    if (value && (filter.valuesOf || filter.options.some((option) => option.value === value)))
      chosen[filter.param] = value;
  }
  return chosen;
}
