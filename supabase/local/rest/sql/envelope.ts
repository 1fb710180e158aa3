/**
 * How the rows of `_postgrest_t` become the response body; `{ bytes }` is an SQL expression over
 * them giving the body as bytea (a media type handler's output).
 */
export type BodyFormat =
  | 'array'
  | 'object'
  | 'array-stripped'
  | 'object-stripped'
  | 'csv'
  | 'scalar'
  | 'scalar-array'
  | 'none'
  | { bytes: string };

function bodySql(format: BodyFormat): string {
  if (typeof format === 'object') return format.bytes;
  switch (format) {
    case 'array':
      return `coalesce(json_agg(_postgrest_t), '[]')::text`;
    case 'object':
      return `coalesce((json_agg(_postgrest_t) -> 0)::text, 'null')`;
    case 'array-stripped':
      return `coalesce(json_strip_nulls(json_agg(_postgrest_t)), '[]')::text`;
    case 'object-stripped':
      return `coalesce(json_strip_nulls(json_agg(_postgrest_t) -> 0)::text, 'null')`;
    case 'scalar':
      return `coalesce((json_agg(_postgrest_t.pgrst_scalar) -> 0)::text, 'null')`;
    case 'scalar-array':
      return `coalesce(json_agg(_postgrest_t.pgrst_scalar), '[]')::text`;
    case 'csv':
      return `coalesce((SELECT string_agg(pgrst_key, ',') FROM json_object_keys(json_agg(_postgrest_t) -> 0) AS pgrst_key), '')
        || chr(10) || coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), chr(10)), '')`;
    case 'none':
      return `''`;
  }
}

export interface EnvelopeOptions {
  /** Common table expressions the rows come from (`pgrst_source AS (...)`). */
  ctes?: string[];
  /** The select producing the response rows. */
  rows: string;
  format: BodyFormat;
  /** SQL for the total count, or nothing. */
  total?: string | undefined;
  /** Extra named outputs, e.g. the number of rows an upsert inserted. */
  extras?: Record<string, string>;
}

/**
 * The one statement a request runs, shaped like PostgREST's: the total, the page size, the body,
 * and the response headers/status that SQL may have set with `response.headers`/`response.status`.
 */
export function envelopeSql(options: EnvelopeOptions): string {
  const withClause = options.ctes?.length ? `WITH ${options.ctes.join(', ')} ` : '';
  const extras = Object.entries(options.extras ?? {})
    .map(([name, sql]) => `, ${sql} AS ${name}`)
    .join('');
  // count() makes this an aggregate: exactly one row comes back, even when there are no rows.
  return `${withClause}SELECT ${options.total ?? 'NULL'}::int8 AS total, pg_catalog.count(_postgrest_t)::int8 AS page_total, ${bodySql(options.format)} AS body, nullif(current_setting('response.headers', true), '') AS response_headers, nullif(current_setting('response.status', true), '') AS response_status${extras} FROM (${options.rows}) AS _postgrest_t`;
}

export interface EnvelopeRow {
  total: number | string | null;
  page_total: number | string;
  /** The body text; for a `{ bytes }` format use `bodyBytes()` instead. */
  body: string;
  response_headers: string | null;
  response_status: string | null;
  [extra: string]: unknown;
}

/** The body of a `{ bytes }` format: a Buffer or Uint8Array by driver, null when the handler gave none. */
export function bodyBytes(row: EnvelopeRow): Uint8Array {
  const value = row.body as unknown;
  if (value instanceof Uint8Array) return value;
  if (value === null || value === undefined) return new Uint8Array();
  throw new Error('The media type handler did not return bytes');
}
