import { Download } from 'lucide-react';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from '@lib/email';
import { slugify } from '@lib/slug';
import { type CsvImport, planRows } from '@admin/components/csv-import/csv-import';
import { AddressText } from '@admin/components/ui/address-text';
import { Button } from '@admin/components/ui/button';
import { csvFileName, downloadCsv, type ParsedCsv, toCsv } from '@admin/lib/csv';
import { supabase } from '@admin/lib/supabase';
import { NEWSLETTER_KEY, SUBSCRIBER_ERRORS } from './api/subscribers';

/** The source of imported subscribers when the file has none. */
const DEFAULT_IMPORT_SOURCE = 'csv-import';
const SOURCE_MAX = 60;

interface ImportRow {
  email: string;
  source: string;
  is_confirmed: boolean;
}

interface InvalidRow {
  /** The line in the file (the header is line 1). */
  line: number;
  email: string;
  reason: string;
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['', 'no', 'n', 'false', '0']);

/** Undoes the export's guard against spreadsheet formulas ('=…, '+…), so a round trip keeps the address. */
const unguarded = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);

function emailProblem(email: string): string | null {
  if (email === '') return 'No email address';
  if (email.length > EMAIL_MAX_LENGTH) return `Longer than ${String(EMAIL_MAX_LENGTH)} characters`;
  if (!isValidEmail(email)) return 'Not a valid email address';
  return null;
}

/**
 * What importing a parsed CSV file would do: addresses trimmed and lowercased and checked with the
 * database's rule, each address once, the source made a slug (default "csv-import"), and
 * `confirmed` read as yes/no, true/false or 1/0. Null when the file has no `email` column.
 */
const planImport = (file: ParsedCsv) =>
  planRows<ImportRow, InvalidRow>(file, ['email'], (row, line) => {
    const email = normalizeEmail(unguarded(row.email ?? ''));
    const confirmed = (row.confirmed ?? '').toLowerCase();
    const problem =
      emailProblem(email) ?? (YES.has(confirmed) || NO.has(confirmed) ? null : 'Confirmed must be yes or no');
    if (problem) return { invalid: { line, email: (row.email ?? '').trim(), reason: problem } };
    return {
      key: email,
      row: {
        email,
        source: slugify(row.source ?? '', SOURCE_MAX) || DEFAULT_IMPORT_SOURCE,
        is_confirmed: YES.has(confirmed),
      },
    };
  });

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
