import type { PostgrestError } from '@supabase/supabase-js';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ParsedCsv } from '@admin/lib/csv';
import type { RefusalMessages } from '@admin/lib/errors';

type InsertBatch<Row> = (
  batch: Row[],
) => PromiseLike<{ data: unknown[] | null; error: PostgrestError | null }>;

/** One area's CSV import: what the file must hold, how it is read and written, and the words for it. */
export interface CsvImport<Row, Invalid> {
  /** The dialog's title ("Import subscribers"). */
  title: string;
  /** The columns the file needs and what happens to rows already stored. */
  description: string;
  /** What importing the file would do; null when a column it needs is missing. */
  plan: (file: ParsedCsv) => ImportPlan<Row, Invalid> | null;
  /** Said when `plan` finds a column missing. */
  missingColumns: string;
  /** What one row is, and several ("address", "addresses"), for the summary. */
  noun: readonly [one: string, other: string];
  /** Stores a batch, skipping rows already stored, and returns the rows it added. */
  insert: InsertBatch<Row>;
  /** Refreshed once the import ends. */
  queryKey: QueryKey;
  errors: RefusalMessages;
  /** The report's label for rows skipped as already stored ("Already subscribed"). */
  alreadyLabel: string;
  /** The invalid rows in the report. */
  invalidRows: (rows: Invalid[]) => ReactNode;
}

/** What importing a file would do, worked out before anything is written. */
export interface ImportPlan<Row, Invalid> {
  /** Each new row once, in file order, as it will be stored. */
  rows: Row[];
  /** Rows repeating one seen earlier in the file. */
  duplicatesInFile: number;
  invalid: Invalid[];
}

/** What an import did. */
export interface ImportReport<Invalid> extends Omit<ImportPlan<never, Invalid>, 'rows'> {
  added: number;
  /** Rows the database already had (skipped). */
  alreadyThere: number;
}

/** One row of the file read: refused (with why), or the row to store and the key that makes it a repeat. */
type RowReading<Row, Invalid> = { invalid: Invalid } | { key: string; row: Row };

/**
 * Plans an import row by row: refused rows kept with their reason, a key seen before counted as a
 * duplicate in the file, the rest in file order. Null when one of the `required` columns is missing.
 */
export function planRows<Row, Invalid>(
  file: ParsedCsv,
  required: readonly string[],
  read: (cells: Record<string, string>, line: number) => RowReading<Row, Invalid>,
): ImportPlan<Row, Invalid> | null {
  if (!required.every((header) => file.headers.includes(header))) return null;
  const plan: ImportPlan<Row, Invalid> = { rows: [], duplicatesInFile: 0, invalid: [] };
  const seen = new Set<string>();
  file.rows.forEach((cells, index) => {
    const reading = read(cells, file.lines[index] ?? index + 2);
    if ('invalid' in reading) plan.invalid.push(reading.invalid);
    else if (seen.has(reading.key)) plan.duplicatesInFile += 1;
    else {
      seen.add(reading.key);
      plan.rows.push(reading.row);
    }
  });
  return plan;
}

const BATCH = 500;

/**
 * Writes a plan's rows 500 at a time through `insert` (an upsert that ignores rows already stored
 * and returns the ones it added), reporting progress after each batch.
 */
export async function insertNewRows<Row, Invalid>(
  plan: ImportPlan<Row, Invalid>,
  insert: InsertBatch<Row>,
  onProgress: (done: number, total: number) => void,
): Promise<ImportReport<Invalid>> {
  let added = 0;
  const total = plan.rows.length;
  for (let start = 0; start < total; start += BATCH) {
    const { data, error } = await insert(plan.rows.slice(start, start + BATCH));
    if (error) throw error;
    added += data?.length ?? 0;
    onProgress(Math.min(start + BATCH, total), total);
  }
  return {
    added,
    alreadyThere: total - added,
    duplicatesInFile: plan.duplicatesInFile,
    invalid: plan.invalid,
  };
}
