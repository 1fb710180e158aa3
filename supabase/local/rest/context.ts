import type { RestConfig } from '../config.ts';
import type { Database, Sql } from '../db/database.ts';
import { requestSettingsSql } from '../db/request-settings.ts';
import type { SchemaCache } from './catalog/schema-cache.ts';
import { ApiError } from './errors.ts';
import type { CustomHandler, PlanRequest, Representation } from './media.ts';
import type { ParsedQuery } from './parse/query.ts';
import type { Preferences } from './prefer.ts';
import type { RequestAuth } from './request-auth.ts';
import { statementTimeoutOf } from './role-settings.ts';

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
  /** A media type handler other than the builtin ones answers, with this Content-Type. */
  custom?: { handler: CustomHandler; contentType: string };
  /** The execution plan is asked for (`Accept: application/vnd.pgrst.plan`, plans enabled). */
  plan?: PlanRequest & { contentType: string };
  /** The parsed JSON body of POST/PATCH/PUT (undefined when there is none). */
  body: unknown;
}

function assertRoleAllowed(req: RestRequest): void {
  const { role } = req.auth;
  const allowed = req.cache.switchableRoles;
  if (role === req.config.anonRole || allowed === undefined || allowed.has(role)) return;
  throw new ApiError(req.auth.authenticated ? 403 : 401, '42501', `permission denied to set role "${role}"`);
}

/**
 * Runs `work` the way PostgREST runs a request: one transaction (read-only for GET and HEAD), the
 * token's role, the role's own settings (its `statement_timeout` among them), its claims, the
 * request's headers and the preferred time zone set as transaction-local settings.
 */
export async function inRequestTransaction<T>(
  req: RestRequest,
  readOnly: boolean,
  work: (tx: Sql) => Promise<T>,
): Promise<T> {
  assertRoleAllowed(req);
  const roleSettings = req.cache.roleSettings(req.auth.role);
  const { timezone, tx } = req.prefer;
  const prelude = requestSettingsSql({
    roleSettings: timezone === undefined ? roleSettings : { ...roleSettings, timezone },
    role: req.auth.role,
    claims: req.auth.claims,
    method: req.method,
    path: req.path,
    headers: req.headers,
    searchPath: [req.schema, 'public', 'extensions'],
  });
  const timeLimitMs = statementTimeoutOf(roleSettings);
  return req.db.transaction(work, {
    readOnly,
    // parsePreferences keeps `tx` only when db-tx-end allows the override.
    rollback: tx === undefined ? req.config.rollbackEveryRequest : tx === 'rollback',
    prelude,
    ...(timeLimitMs === undefined ? {} : { timeLimitMs }),
  });
}
