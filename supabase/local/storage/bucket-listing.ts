import { storageErrors } from './errors.ts';

const SORT_COLUMNS = ['id', 'name', 'created_at', 'updated_at'] as const;

/**
 * The SQL tail (`WHERE … ORDER BY … LIMIT … OFFSET …`) and parameters for `GET /bucket`'s query
 * options as Supabase Storage takes them: `search` (a part of the name, case-insensitive),
 * `sortColumn` (id, name, created_at, updated_at), `sortOrder` (asc, desc), `limit` (≥ 1), `offset` (≥ 0).
 */
export function bucketListing(query: URLSearchParams): { tail: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses: string[] = [];
  const search = query.get('search');
  if (search) {
    params.push(`%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    clauses.push(`WHERE name ILIKE $${String(params.length)}`);
  }
  const column = query.get('sortColumn') ?? 'name';
  if (!(SORT_COLUMNS as readonly string[]).includes(column)) {
    throw storageErrors.invalidRequest(`querystring/sortColumn must be one of ${SORT_COLUMNS.join(', ')}`);
  }
  const order = query.get('sortOrder') ?? 'asc';
  if (order !== 'asc' && order !== 'desc') {
    throw storageErrors.invalidRequest('querystring/sortOrder must be asc or desc');
  }
  clauses.push(`ORDER BY ${column} ${order.toUpperCase()}, id ASC`);
  const limit = whole(query.get('limit'), 'limit', 1);
  if (limit !== undefined) {
    params.push(limit);
    clauses.push(`LIMIT $${String(params.length)}`);
  }
  const offset = whole(query.get('offset'), 'offset', 0);
  if (offset !== undefined) {
    params.push(offset);
    clauses.push(`OFFSET $${String(params.length)}`);
  }
  return { tail: clauses.join(' '), params };
}

function whole(value: string | null, name: string, minimum: number): number | undefined {
  if (value === null) return undefined;
  const number = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(number) || number < minimum) {
    throw storageErrors.invalidRequest(`querystring/${name} must be an integer >= ${String(minimum)}`);
  }
  return number;
}
