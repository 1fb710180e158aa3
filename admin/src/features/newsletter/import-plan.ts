import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from '@lib/email';
import type { ImportPlan } from '@admin/components/csv-import/import-plan';
import type { ParsedCsv } from '@admin/lib/csv';
import { slugify } from '@lib/slug';

/** The source of imported subscribers when the file has none. */
export const DEFAULT_IMPORT_SOURCE = 'csv-import';
const SOURCE_MAX = 60;

export interface ImportRow {
  email: string;
  source: string;
  is_confirmed: boolean;
}

export interface InvalidRow {
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
 * database's rule, each address once (later repeats counted as duplicates in the file), the source
 * made a slug (default "csv-import"), and `confirmed` read as yes/no, true/false or 1/0.
 * Null when the file has no `email` column.
 */
export function planImport(file: ParsedCsv): ImportPlan<ImportRow, InvalidRow> | null {
  if (!file.headers.includes('email')) return null;
  const plan: ImportPlan<ImportRow, InvalidRow> = { rows: [], duplicatesInFile: 0, invalid: [] };
  const seen = new Set<string>();
  file.rows.forEach((row, index) => {
    const line = file.lines[index] ?? index + 2;
    const email = normalizeEmail(unguarded(row.email ?? ''));
    const confirmed = (row.confirmed ?? '').toLowerCase();
    const problem =
      emailProblem(email) ?? (YES.has(confirmed) || NO.has(confirmed) ? null : 'Confirmed must be yes or no');
    if (problem) {
      plan.invalid.push({ line, email: (row.email ?? '').trim(), reason: problem });
      return;
    }
    if (seen.has(email)) {
      plan.duplicatesInFile += 1;
      return;
    }
    seen.add(email);
    plan.rows.push({
      email,
      source: slugify(row.source ?? '', SOURCE_MAX) || DEFAULT_IMPORT_SOURCE,
      is_confirmed: YES.has(confirmed),
    });
  });
  return plan;
}
