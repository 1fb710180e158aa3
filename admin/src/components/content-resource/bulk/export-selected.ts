import { columnText } from '@admin/components/content-resource/revisions/revision-fields';
import type { ContentTable } from '@admin/lib/content-resource/editing/content-tables';
import { type CsvColumn, csvFileName, downloadCsv, toCsv } from '@admin/lib/csv';
import { supabase } from '@admin/lib/supabase';

type ContentRow = Record<string, unknown>;

/** Every column of the rows, in the database's order, as text. */
const allColumns = (rows: readonly ContentRow[]): CsvColumn<ContentRow>[] =>
  Object.keys(rows[0] ?? {}).map((column) => ({ header: column, value: (row) => columnText(row[column]) }));

/** Saves the selected items as a CSV file ("case-studies-2026-11-26.csv"); resolves to the number of rows. */
export async function exportSelected(table: ContentTable, ids: readonly string[]): Promise<number> {
  const { data } = await supabase
    .from(table)
    .select('*')
    .in('id', [...ids])
    .throwOnError();
  const byId = new Map((data as ContentRow[]).map((row) => [row.id, row]));
  // In the order the user sees and selected them, not the database's.
  const rows = ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
  downloadCsv(csvFileName(table.replaceAll('_', '-')), toCsv(rows, allColumns(rows)));
  return rows.length;
}
