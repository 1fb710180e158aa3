import * as z from 'zod/v4-mini';
import type { PgError } from '../db/database.ts';

/** PostgREST's `details`: usually text; a list of candidates for ambiguous embeds. */
export type ErrorDetails = string | null | Record<string, string>[];

export interface ErrorBody {
  code: string;
  details: ErrorDetails;
  hint: string | null;
  message: string;
}

/** An error answered in PostgREST's shape: `{ code, details, hint, message }` with its HTTP status. */
export class ApiError extends Error {
  readonly headers: Record<string, string>;
  readonly statusText: string | undefined;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetails = null,
    readonly hint: string | null = null,
    options: { headers?: Record<string, string>; statusText?: string } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.headers = options.headers ?? {};
    this.statusText = options.statusText;
  }

  body(): ErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const parseError = (what: string, text: string, column: number, details: string) =>
  new ApiError(400, 'PGRST100', `"failed to parse ${what} (${text})" (line 1, column ${column})`, details);

/** HTTP status for a PostgreSQL SQLSTATE, as PostgREST maps them. */
export function statusForSqlState(error: PgError, authenticated: boolean): number {
  const { code } = error;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  switch (code) {
    case '23503':
    case '23505':
    case '23P01':
      return 409;
    case '25006':
      return 405;
    case '42883':
    case '42P01':
      return 404;
    case '42P17':
      return 500;
    case '42501':
      return authenticated ? 403 : 401;
    case 'P0001':
      return 400;
    case '21000':
      // pg-safeupdate reports its refusals as cardinality violations: those are the client's fault.
      return error.message.endsWith('requires a WHERE clause') ? 400 : 500;
    case '57014':
      return 504;
    case '53400':
      // config_limit_exceeded: a server setting, not a shortage, so not "try again later".
      return 500;
  }
  const prefix = code.slice(0, 2);
  if (['08', '53'].includes(prefix)) return 503;
  if (['0L', '0P', '28'].includes(prefix)) return 403;
  if (
    ['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX', 'PT'].includes(
      prefix,
    )
  )
    return 500;
  return 400;
}

const RaisedMessage = z.object({
  code: z.string(),
  message: z.string(),
  details: z.nullish(z.string()),
  hint: z.nullish(z.string()),
});
const RaisedDetail = z.object({
  status: z.int(),
  status_text: z.optional(z.string()),
  headers: z.record(z.string(), z.unknown()),
});

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `RAISE SQLSTATE 'PGRST'` lets SQL choose the whole response: the message and detail carry JSON. */
function pgrstRaise(error: PgError): ApiError {
  const fail = (details: string, hint: string) =>
    new ApiError(
      500,
      'PGRST121',
      `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`,
      details,
      hint,
    );
  const body = RaisedMessage.safeParse(parsedJson(error.message));
  if (!body.success) {
    return fail(
      `Invalid JSON value for MESSAGE: '${error.message}'`,
      "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.",
    );
  }
  const detailHint =
    "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.";
  if (error.detail === undefined) return fail('DETAIL is missing in the RAISE statement', detailHint);
  const detail = RaisedDetail.safeParse(parsedJson(error.detail));
  if (!detail.success) return fail(`Invalid JSON value for DETAIL: '${error.detail}'`, detailHint);
  const headers = Object.fromEntries(Object.entries(detail.data.headers).map(([k, v]) => [k, String(v)]));
  return new ApiError(
    detail.data.status,
    body.data.code,
    body.data.message,
    body.data.details ?? null,
    body.data.hint ?? null,
    {
      headers,
      ...(detail.data.status_text === undefined ? {} : { statusText: detail.data.status_text }),
    },
  );
}

export function fromPgError(error: PgError, authenticated: boolean): ApiError {
  if (error.code === 'PGRST') return pgrstRaise(error);
  const status = statusForSqlState(error, authenticated);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new ApiError(status, error.code, error.message, error.detail ?? null, error.hint ?? null, {
    headers,
  });
}
