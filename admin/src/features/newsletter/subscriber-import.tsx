import { Download } from 'lucide-react';
import type { CsvImport } from '@admin/components/csv-import/csv-import';
import { AddressText } from '@admin/components/ui/address-text';
import { Button } from '@admin/components/ui/button';
import { csvFileName, downloadCsv, toCsv } from '@admin/lib/csv';
import { supabase } from '@admin/lib/supabase';
import { NEWSLETTER_KEY } from './api/subscribers';
import { SUBSCRIBER_ERRORS } from './db-errors';
import { DEFAULT_IMPORT_SOURCE, type ImportRow, type InvalidRow, planImport } from './import-plan';

const downloadInvalid = (rows: readonly InvalidRow[]) =>
  downloadCsv(
    csvFileName('newsletter-import-invalid'),
    toCsv(rows, [
      { header: 'line', value: (row) => row.line },
      { header: 'email', value: (row) => row.email },
      { header: 'reason', value: (row) => row.reason },
    ]),
  );

/** The rows the import refused, with their line and reason, and a download of them to fix and retry. */
function InvalidSubscribers({ rows }: { rows: InvalidRow[] }) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium text-ink-950">Invalid rows</h3>
        <Button variant="secondary" size="sm" onClick={() => downloadInvalid(rows)}>
          <Download className="h-4 w-4" aria-hidden="true" /> Download invalid rows
        </Button>
      </div>
      <div className="max-h-60 overflow-y-auto rounded-lg border border-ink-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Invalid rows</caption>
          <thead className="bg-ink-50 text-ink-700">
            <tr>
              {['Line', 'Email', 'Reason'].map((header) => (
                <th key={header} scope="col" className="px-3 py-2 font-medium">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100" data-testid="invalid-rows">
            {rows.map((row) => (
              <tr key={row.line}>
                <td className="px-3 py-2">{row.line}</td>
                <td className="px-3 py-2">{row.email ? <AddressText value={row.email} /> : '—'}</td>
                <td className="px-3 py-2">{row.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * Subscribers from a CSV file with an `email` column (and optional `source`, `confirmed`); addresses
 * already subscribed are skipped by the database (on conflict do nothing).
 */
export const SUBSCRIBER_IMPORT: CsvImport<ImportRow, InvalidRow> = {
  title: 'Import subscribers',
  description: `A CSV file with an "email" column; "source" (default ${DEFAULT_IMPORT_SOURCE}) and "confirmed" (yes or no) are optional. Addresses already subscribed are skipped.`,
  plan: planImport,
  missingColumns: 'The file needs a header row with an "email" column.',
  noun: ['address', 'addresses'],
  insert: (batch) =>
    supabase
      .from('newsletter_signups')
      .upsert(
        batch.map((row) => ({ ...row, is_active: true })),
        { onConflict: 'email', ignoreDuplicates: true },
      )
      .select('email'),
  queryKey: NEWSLETTER_KEY,
  errors: SUBSCRIBER_ERRORS,
  alreadyLabel: 'Already subscribed',
  invalidRows: (rows) => <InvalidSubscribers rows={rows} />,
};
