import type { RestConfig } from '../config.ts';
import type { Database, Sql } from '../db/database.ts';
import { literal } from '../db/quote.ts';
import type { SchemaCache } from './catalog/schema-cache.ts';
import { ApiError } from './errors.ts';
import type { Representation } from './media.ts';
import type { ParsedQuery } from './parse/query.ts';
import type { Preferences } from './prefer.ts';
import type { RequestAuth } from './request-auth.ts';

/** Everything known about one REST request once it has been read and checked. */
export interface RestRequest {
  db: Database;
  config: RestConfig;
  cache: SchemaCache;
  auth: RequestAuth;
  method: string;
  schema: string;
  path: string;
  headers: Headers;
  query: ParsedQuery;
  prefer: Preferences;
  representation: Representation;
  /** The parsed JSON body of POST/PATCH/PUT (undefined when there is none). */
  body: unknown;
}

function cookiesOf(headers: Headers): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0) cookies[part.slice(0, index).trim()] = part.slice(index + 1).trim();
  }
  return cookies;
}

function assertRoleAllowed(req: RestRequest): void {
  const { role } = req.auth;
  const allowed = req.cache.switchableRoles;
  if (role === req.config.anonRole || allowed === undefined || allowed.has(role)) return;
  throw new ApiError(req.auth.authenticated ? 403 : 401, '42501', `permission denied to set role "${role}"`);
}

/**
 * Runs `work` the way PostgREST runs a request: one transaction (read-only for GET and HEAD), the
 * token's role, its claims and the request's headers set as transaction-local settings.
 */
export async function inRequestTransaction<T>(
  req: RestRequest,
  readOnly: boolean,
  work: (tx: Sql) => Promise<T>,
): Promise<T> {
  assertRoleAllowed(req);
  const searchPath = [req.schema, 'public', 'extensions']
    .map((s) => `"${s.replaceAll('"', '""')}"`)
    .join(', ');
  const headers: Record<string, string> = {};
  req.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const settings: [string, string][] = [
    ['search_path', searchPath],
    ['role', req.auth.role],
    ['request.jwt.claims', JSON.stringify(req.auth.claims)],
    ['request.method', req.method],
    ['request.path', req.path],
    ['request.headers', JSON.stringify(headers)],
    ['request.cookies', JSON.stringify(cookiesOf(req.headers))],
  ];
  // Sent with BEGIN in one round trip, so the values are quoted literals here rather than parameters.
  const prelude = `SELECT ${settings.map(([name, value]) => `set_config(${literal(name)}, ${literal(value)}, true)`).join(', ')}`;
  return req.db.transaction(work, { readOnly, rollback: req.config.rollbackEveryRequest, prelude });
}
