import { ApiError } from './errors.ts';

export interface Page {
  offset: number;
  limit: number | undefined;
}

const notSatisfiable = (details: string) =>
  new ApiError(416, 'PGRST103', 'Requested range not satisfiable', details);

/** The rows to return: `limit`/`offset`, narrowed by a `Range: a-b` header and by db-max-rows. */
export function pageFor(
  queryLimit: number | undefined,
  queryOffset: number | undefined,
  rangeHeader: string | null,
  maxRows: number | undefined,
): Page {
  if (queryLimit !== undefined && queryLimit < 0)
    throw notSatisfiable('Limit should be greater than or equal to zero.');
  let lower = Math.max(0, queryOffset ?? 0);
  let upper = queryLimit === undefined ? Infinity : lower + queryLimit - 1;
  const range = rangeHeader ? /^\s*(\d+)-(\d*)\s*$/.exec(rangeHeader) : null;
  if (range?.[1] !== undefined) {
    const from = Number(range[1]);
    const to = range[2] ? Number(range[2]) : Infinity;
    if (to < from)
      throw notSatisfiable(
        `The lower boundary must be lower than or equal to the upper boundary in the Range header.`,
      );
    lower = Math.max(lower, from);
    upper = Math.min(upper, to);
  }
  if (maxRows !== undefined) upper = Math.min(upper, lower + maxRows - 1);
  return { offset: lower, limit: upper === Infinity ? undefined : Math.max(0, upper - lower + 1) };
}

export function contentRange(offset: number, rows: number, total: number | undefined): string {
  const size = total === undefined ? '*' : String(total);
  return rows > 0 ? `${offset}-${offset + rows - 1}/${size}` : `*/${size}`;
}

/** 200, 206 for a partial page of a known total, 416 when the offset lies past the end. */
export function rangeStatus(offset: number, rows: number, total: number | undefined): number {
  if (total === undefined) return 200;
  if (offset > total) return 416;
  if (rows < total) return 206;
  return 200;
}

export function offsetPastEnd(offset: number, total: number): ApiError {
  const error = notSatisfiable(`An offset of ${offset} was requested, but there are only ${total} rows.`);
  error.headers['Content-Range'] = `*/${total}`;
  return error;
}
