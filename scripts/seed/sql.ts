import crypto from 'node:crypto';
import { literal } from '../../supabase/local/db/quote.ts';

/** A stable UUID (version 5 layout) for a seeded row, so references and re-runs agree. */
export function stableId(kind: string, slug: string): string {
  const hash = crypto.createHash('sha1').update(`grow-digital:${kind}:${slug}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export type SqlValue =
  string | number | boolean | null | undefined | SqlValue[] | { json: unknown } | { raw: string };

/** A SQL expression for a value: text, numbers, booleans, text arrays, JSON (`{ json }`) or raw SQL (`{ raw }`). */
export function value(v: SqlValue): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'null';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'string') return literal(v);
  if (Array.isArray(v)) return v.length === 0 ? "'{}'::text[]" : `array[${v.map(value).join(', ')}]::text[]`;
  if ('raw' in v) return v.raw;
  return `${literal(JSON.stringify(v.json))}::jsonb`;
}

/** `insert into <table> (<columns>) values (…), (…);` for rows of one shape. */
export function insert(table: string, rows: Record<string, SqlValue>[]): string {
  const [first] = rows;
  if (!first) return '';
  const columns = Object.keys(first);
  const lines = rows.map((row) => `  (${columns.map((c) => value(row[c])).join(', ')})`);
  return `insert into ${table} (${columns.map((c) => `"${c}"`).join(', ')}) values\n${lines.join(',\n')};\n`;
}

export function update(table: string, where: string, row: Record<string, SqlValue>): string {
  const sets = Object.entries(row).map(([c, v]) => `  "${c}" = ${value(v)}`);
  return `update ${table} set\n${sets.join(',\n')}\nwhere ${where};\n`;
}
