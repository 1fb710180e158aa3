import Papa from 'papaparse';
import { ApiError } from './errors.ts';
import { invalidJson } from './operations/payload.ts';
import { RAW_PARAMETER_TYPES, RawBody } from './operations/raw-body.ts';

/** Deeper JSON than this is refused: PostgreSQL would run out of stack parsing it. */
const MAX_JSON_DEPTH = 256;

function jsonDepth(value: unknown, depth = 0): number {
  if (depth > MAX_JSON_DEPTH || value === null || typeof value !== 'object') return depth;
  let deepest = depth;
  for (const child of Object.values(value)) deepest = Math.max(deepest, jsonDepth(child, depth + 1));
  return deepest;
}

function parseJson(text: string, isRpc: boolean): unknown {
  if (text.trim() === '') {
    if (isRpc) return {};
    throw invalidJson();
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    throw invalidJson();
  }
  if (jsonDepth(parsed) > MAX_JSON_DEPTH)
    throw new ApiError(400, 'PGRST102', `JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  return parsed;
}

/** CSV with a header line becomes an array of objects of strings; the unquoted or quoted text NULL is null. */
function parseCsv(text: string): Record<string, string | null>[] {
  const parsed = Papa.parse<string[]>(text, { header: false, skipEmptyLines: true, delimiter: ',' });
  if (parsed.errors.length > 0)
    throw new ApiError(400, 'PGRST102', parsed.errors[0]?.message ?? 'Invalid CSV');
  const [header, ...records] = parsed.data;
  if (!header) throw new ApiError(400, 'PGRST102', 'The CSV body has no header line');
  if (records.some((r) => r.length !== header.length))
    throw new ApiError(400, 'PGRST102', 'All lines must have same number of fields');
  return records.map((record) =>
    Object.fromEntries(header.map((name, i) => [name, record[i] === 'NULL' ? null : (record[i] ?? null)])),
  );
}

/**
 * The body of a POST, PATCH or PUT as PostgREST reads it, by its Content-Type (JSON when none is
 * given): JSON or CSV, and for a function called by POST also plain text, XML or bytes for its
 * single unnamed parameter. Any other type is refused with 400 (PGRST102) — form bodies too, which
 * PostgREST would read: this product's hardening requires every API to refuse them.
 */
export async function readRequestBody(request: Request, isRpc: boolean): Promise<unknown> {
  if (!['POST', 'PATCH', 'PUT'].includes(request.method)) return undefined;
  const header = request.headers.get('content-type');
  const mediaType = header === null ? 'application/json' : (header.split(';')[0] ?? '').trim();
  const rawType = RAW_PARAMETER_TYPES[mediaType.toLowerCase()];
  if (isRpc && request.method === 'POST' && rawType) return RawBody.read(request, rawType);
  switch (mediaType) {
    case 'application/json':
      return parseJson(await request.text(), isRpc);
    case 'text/csv':
      return parseCsv(await request.text());
    default:
      throw new ApiError(400, 'PGRST102', `Content-Type not acceptable: ${mediaType}`);
  }
}
