import { type CsvColumn, csvFileName, downloadCsv, toCsv } from '@admin/lib/csv';
import { fetchAllRows } from '@admin/lib/fetch-all';
import { matchingSubscribers, type Subscriber, type SubscriberQuery } from './subscribers';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The export's columns; `email`, `source` and `confirmed` are what the import reads back. */
export const EXPORT_COLUMNS: CsvColumn<Subscriber>[] = [
  { header: 'email', value: (row) => row.email },
  { header: 'source', value: (row) => row.source },
  { header: 'active', value: (row) => yesNo(row.is_active) },
  { header: 'confirmed', value: (row) => yesNo(row.is_confirmed) },
  { header: 'subscribed_at', value: (row) => row.created_at },
];

/** Downloads every subscriber matching the search and filters (all pages), oldest first. */
export async function exportSubscribers(query: SubscriberQuery): Promise<number> {
  const rows = await fetchAllRows<Subscriber>((from, to) =>
    matchingSubscribers(query).order('created_at').order('id').range(from, to),
  );
  downloadCsv(csvFileName('newsletter-subscribers'), toCsv(rows, EXPORT_COLUMNS));
  return rows.length;
}
