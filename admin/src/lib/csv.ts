import Papa from 'papaparse';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is written as text. */
const FORMULA_START = /^[=+\-@\t\r]/;
const neutralise = (cell: string): string => (FORMULA_START.test(cell) ? `'${cell}` : cell);

/** CSV text (RFC 4180, CRLF) of `rows`, one column per entry of `columns`. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) =>
        columns.map((column) => {
          const value = column.value(row);
          return value === null || value === undefined ? '' : neutralise(String(value));
        }),
      ),
    },
    { newline: '\r\n' },
  );
}

/** Saves CSV text as a file (with a BOM so spreadsheet apps read it as UTF-8). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "newsletter-2026-11-22.csv" */
export const csvFileName = (name: string, now = new Date()): string =>
  `${name}-${now.toISOString().slice(0, 10)}.csv`;

export interface ParsedCsv {
  /** Header names trimmed and lowercased. */
  headers: string[];
  /** Rows keyed by those headers, values trimmed. */
  rows: Record<string, string>[];
  /** Problems the parser found, with their 1-based line numbers. */
  errors: string[];
}

/** Reads a CSV file (or text) with a header row. */
export async function parseCsv(input: File | string): Promise<ParsedCsv> {
  const text = typeof input === 'string' ? input : await input.text();
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
    transform: (value) => value.trim(),
  });
  return {
    headers: result.meta.fields ?? [],
    rows: result.data,
    errors: result.errors.map((error) =>
      error.row === undefined ? error.message : `Line ${String(error.row + 2)}: ${error.message}`,
    ),
  };
}
