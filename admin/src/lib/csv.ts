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
  /** The 1-based line of the file on which each row starts (blank lines and multi-line fields counted). */
  lines: number[];
  /** Problems the parser found, with their 1-based line numbers. */
  errors: string[];
}

const newlinesIn = (text: string, from: number, to: number): number =>
  text.slice(from, to).split('\n').length - 1;

/** Reads a CSV file (or text) with a header row. */
export async function parseCsv(input: File | string): Promise<ParsedCsv> {
  const text = (typeof input === 'string' ? input : await input.text()).replace(/^\uFEFF/, '');
  const parsed: ParsedCsv = { headers: [], rows: [], lines: [], errors: [] };
  // Rows are counted from the end of the header line; each step ends at its `cursor`.
  let cursor = text.indexOf('\n') + 1;
  let line = 2;
  Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
    transform: (value) => value.trim(),
    step: (result) => {
      const end = result.meta.cursor;
      const rowText = text.slice(cursor, end);
      const leadingBlank = rowText.length - rowText.replace(/^[\r\n\s]*\n/, '').length;
      const start = line + newlinesIn(text, cursor, cursor + leadingBlank);
      line += newlinesIn(text, cursor, end);
      cursor = end;
      parsed.headers = result.meta.fields ?? parsed.headers;
      for (const error of result.errors) parsed.errors.push(`Line ${String(start)}: ${error.message}`);
      parsed.rows.push(result.data);
      parsed.lines.push(start);
    },
  });
  return parsed;
}
