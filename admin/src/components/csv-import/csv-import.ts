import type { PostgrestError } from '@supabase/supabase-js';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ParsedCsv } from '@admin/lib/csv';
import type { RefusalMessages } from '@admin/lib/errors';
import type { ImportPlan } from './import-plan';

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
  insert: (batch: Row[]) => PromiseLike<{ data: unknown[] | null; error: PostgrestError | null }>;
  /** Refreshed once the import ends. */
  queryKey: QueryKey;
  errors: RefusalMessages;
  /** The report's label for rows skipped as already stored ("Already subscribed"). */
  alreadyLabel: string;
  /** The invalid rows in the report. */
  invalidRows: (rows: Invalid[]) => ReactNode;
}
