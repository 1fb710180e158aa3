import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentKeys } from './keys';
import { type ContentTable, selectFrom } from './table';

/** Enough rows for an agency's categories; the list only suggests. */
const MAX_ROWS = 1000;

/** The values of a text column in use (the categories), sorted, for a filter and the form's suggestions. */
export const columnValuesQuery = (table: ContentTable, column: string) =>
  queryOptions({
    queryKey: [...contentKeys(table).all, 'values', column],
    queryFn: async (): Promise<string[]> => {
      const { data } = await selectFrom(table, column).limit(MAX_ROWS).throwOnError();
      const values = (data as unknown as Record<string, string>[]).map((row) => row[column] ?? '');
      return [...new Set(values)].sort((a, b) => a.localeCompare(b));
    },
  });

export const useColumnValues = (table: ContentTable, column: string): string[] =>
  useQuery(columnValuesQuery(table, column)).data ?? [];
