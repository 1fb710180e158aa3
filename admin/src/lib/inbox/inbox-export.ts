import { type CsvColumn, csvFileName, downloadCsv, toCsv } from '@admin/lib/csv';
import type { Json } from '@lib/database.types';
import { ATTRIBUTION_FIELDS, readAttribution } from './attribution';
import { fetchAllInboxRows } from './inbox-list';
import type { InboxFilters, InboxRow, InboxSource } from './inbox-source';

/** Where the visit came from, one CSV column per attribution key. */
export const attributionColumns = <Row>(attributionOf: (row: Row) => Json): CsvColumn<Row>[] =>
  ATTRIBUTION_FIELDS.map(({ key, label }) => ({
    header: label,
    value: (row: Row) => readAttribution(attributionOf(row))[key],
  }));

/**
 * Downloads every row matching the filters as "<name>-<date>.csv" (the inbox's columns, then the
 * attribution); resolves how many rows it wrote.
 */
export async function exportInbox<Row extends InboxRow, Filters extends InboxFilters<Row['status']>>(
  source: InboxSource<Row, Filters>,
  filters: Filters,
  name: string,
  columns: readonly CsvColumn<Row>[],
): Promise<number> {
  const rows = await fetchAllInboxRows(source, filters);
  downloadCsv(
    csvFileName(name),
    toCsv(rows, [...columns, ...attributionColumns<Row>((row) => row.attribution)]),
  );
  return rows.length;
}
