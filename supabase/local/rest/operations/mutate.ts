import { ident } from '../../db/quote.ts';
import type { Relation } from '../catalog/model.ts';
import { inRequestTransaction, type RestRequest } from '../context.ts';
import { ApiError } from '../errors.ts';
import { CONTENT_TYPES } from '../media.ts';
import { PlanContext } from '../plan/context.ts';
import {
  deleteCte,
  INSERTED_FLAG,
  insertCte,
  updateCte,
  type Conflict,
  type Returning,
} from '../plan/mutation.ts';
import { isPlainObject } from '../plan/rpc.ts';
import { planRead, planRootClauses, type RootClauses } from '../plan/read-plan.ts';
import type { Filter } from '../parse/filter.ts';
import { appliedFor, countsWrites, type RequestKind } from '../prefer.ts';
import { applyResponseGucs, type ResponseParts } from '../respond.ts';
import { envelopeSql } from '../sql/envelope.ts';
import { selectSql } from '../sql/read.ts';
import { assertColumnsExist, insertPayload, invalidJson } from './payload.ts';
import { asNumber, assertMaxAffected, assertSingular, bodyFormat, runEnvelope } from './shared.ts';

type Kind = 'insert' | 'update' | 'delete' | 'upsert';

interface Outcome {
  affected: number;
  inserted: number;
  body: string;
  location: string | null;
  responseStatus: string | null;
  responseHeaders: string | null;
}

/** Runs a mutation CTE and returns what the response needs, enforcing singular and max-affected rules. */
function returningFor(req: RestRequest): Returning {
  if (req.prefer.return === 'representation') return 'rows';
  return req.prefer.return === 'headers-only' ? 'key' : 'nothing';
}

async function runMutation(
  req: RestRequest,
  ctx: PlanContext,
  relation: Relation,
  cte: string,
  kind: Kind,
): Promise<Outcome> {
  const wantsBody = req.prefer.return === 'representation';
  const output = planRead(
    ctx,
    { relation, alias: relation.name, fromClause: `pgrst_source AS ${ident(relation.name)}` },
    { rootClauses: false },
  );
  const pk = relation.primaryKey;
  const extras: Record<string, string> = {
    inserted: `(SELECT pg_catalog.count(*) FROM pgrst_source WHERE ${kind === 'insert' || kind === 'upsert' ? INSERTED_FLAG : 'false'})`,
  };
  if (req.prefer.return === 'headers-only' && pk.length > 0 && kind === 'insert') {
    // Only a single created row has a Location.
    extras.location = `(SELECT row_to_json(l)::text FROM (SELECT ${pk.map(ident).join(', ')} FROM pgrst_source) AS l WHERE (SELECT pg_catalog.count(*) FROM pgrst_source) = 1)`;
  }
  const sql = envelopeSql({
    ctes: [cte],
    rows: wantsBody ? selectSql(output, { expandStar: true }) : 'SELECT 1 FROM pgrst_source',
    format: wantsBody ? bodyFormat(req.representation) : 'none',
    extras,
  });
  return inRequestTransaction(req, false, async (tx) => {
    const row = await runEnvelope(tx, sql, ctx.params.values);
    const affected = asNumber(row.page_total);
    // Throwing inside the transaction rolls the write back.
    assertSingular(req, affected);
    if (kind === 'update' || kind === 'delete') assertMaxAffected(req.prefer, affected);
    return {
      affected,
      inserted: asNumber(row.inserted),
      body: row.body,
      location: typeof row.location === 'string' ? row.location : null,
      responseStatus: row.response_status,
      responseHeaders: row.response_headers,
    };
  });
}

function respond(
  req: RestRequest,
  outcome: Outcome,
  status: number,
  headers: Record<string, string>,
  kind: Extract<RequestKind, 'insert' | 'update' | 'put' | 'delete'>,
  upserted = false,
): ResponseParts {
  const applied = appliedFor(kind, req.prefer, upserted ? [] : ['resolution']);
  if (applied) headers['Preference-Applied'] = applied;
  let body: string | null = null;
  if (req.prefer.return === 'representation') {
    headers['Content-Type'] = CONTENT_TYPES[req.representation];
    body = outcome.body;
  } else if (status !== 204) {
    body = '';
  }
  return applyResponseGucs({ status, headers, body }, outcome.responseStatus, outcome.responseHeaders);
}

/** Percent-encodes as a query string component, keeping only RFC 3986's unreserved characters. */
function queryEncode(text: string): string {
  return Array.from(Buffer.from(text, 'utf8'), (byte) => {
    const ch = String.fromCharCode(byte);
    return /[A-Za-z0-9\-_.~]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}

function locationFor(relation: Relation, row: string | null): string | undefined {
  if (!row) return undefined;
  const values = JSON.parse(row) as Record<string, unknown>;
  const filters = relation.primaryKey.map(
    (c) => `${queryEncode(c)}=${queryEncode(`eq.${String(values[c])}`)}`,
  );
  return `/${relation.name}?${filters.join('&')}`;
}

/** POST: insert, or upsert with `Prefer: resolution=…` (on the primary key or `on_conflict`). */
export async function insertRows(req: RestRequest, relation: Relation): Promise<ResponseParts> {
  const ctx = new PlanContext(req.cache, req.query, req.config.aggregatesEnabled);
  const { rows, columns } = insertPayload(req.body, req.query.columns);
  assertColumnsExist(relation, columns);
  const conflictColumns = req.query.onConflict ?? relation.primaryKey;
  const conflict: Conflict | undefined =
    req.prefer.resolution && conflictColumns.length > 0
      ? { columns: conflictColumns, resolution: req.prefer.resolution }
      : undefined;
  const cte = insertCte(ctx, {
    relation,
    columns,
    payload: JSON.stringify(rows),
    conflict,
    missingDefault: req.prefer.missing === 'default',
    returning: returningFor(req),
  });
  const outcome = await runMutation(req, ctx, relation, cte, 'insert');
  // PostgREST answers 200 only when merge-duplicates inserted nothing (every row existed).
  const status = req.prefer.resolution === 'merge-duplicates' && outcome.inserted <= 0 ? 200 : 201;
  const headers: Record<string, string> = {};
  if (req.prefer.return === 'headers-only') {
    const location = locationFor(relation, outcome.location);
    if (location) headers.Location = location;
  }
  headers['Content-Range'] = `*/${countsWrites(req.prefer) ? outcome.affected : '*'}`;
  return respond(req, outcome, status, headers, 'insert', conflict !== undefined);
}

function assertFiltered(clauses: RootClauses, verb: 'UPDATE' | 'DELETE'): void {
  // Supabase runs PostgREST with pg-safeupdate: a mutation must say which rows it means, by
  // filters or by a limit (a limited mutation's statement has a WHERE clause of its own).
  if (clauses.where.length === 0 && clauses.limit === undefined)
    throw new ApiError(400, '21000', `${verb} requires a WHERE clause`);
}

/** The object a PATCH sets: the body, or the first object of an array body; `{}` for `[]`. */
function patchObject(body: unknown): Record<string, unknown> {
  const first: unknown = Array.isArray(body) ? (body[0] ?? {}) : body;
  if (!isPlainObject(first)) throw invalidJson();
  return first;
}

/** PATCH: the body's columns set on every row the filters match. */
export async function updateRows(req: RestRequest, relation: Relation): Promise<ResponseParts> {
  const object = patchObject(req.body);
  const columns = req.query.columns ?? Object.keys(object);
  assertColumnsExist(relation, columns);
  const ctx = new PlanContext(req.cache, req.query, req.config.aggregatesEnabled);
  const clauses = planRootClauses(ctx, relation, relation.name);
  if (columns.length === 0) {
    // Nothing to set: PostgREST runs no statement, so no row (and no WHERE clause) is needed.
    return respond(
      req,
      { affected: 0, inserted: 0, body: '[]', location: null, responseStatus: null, responseHeaders: null },
      req.prefer.return === 'representation' ? 200 : 204,
      { 'Content-Range': `*/${countsWrites(req.prefer) ? '0' : '*'}` },
      'update',
    );
  }
  assertFiltered(clauses, 'UPDATE');
  const cte = updateCte(ctx, relation, columns, JSON.stringify(object), clauses, returningFor(req), {
    missingDefault: req.prefer.missing === 'default',
  });
  const outcome = await runMutation(req, ctx, relation, cte, 'update');
  const total = countsWrites(req.prefer) ? String(outcome.affected) : '*';
  const range = outcome.affected > 0 ? `0-${outcome.affected - 1}/${total}` : `*/${total}`;
  return respond(
    req,
    outcome,
    req.prefer.return === 'representation' ? 200 : 204,
    { 'Content-Range': range },
    'update',
  );
}

/** DELETE: every row the filters match. */
export async function deleteRows(req: RestRequest, relation: Relation): Promise<ResponseParts> {
  const ctx = new PlanContext(req.cache, req.query, req.config.aggregatesEnabled);
  const clauses = planRootClauses(ctx, relation, relation.name);
  assertFiltered(clauses, 'DELETE');
  const outcome = await runMutation(
    req,
    ctx,
    relation,
    deleteCte(relation, clauses, returningFor(req)),
    'delete',
  );
  return respond(
    req,
    outcome,
    req.prefer.return === 'representation' ? 200 : 204,
    { 'Content-Range': `*/${countsWrites(req.prefer) ? outcome.affected : '*'}` },
    'delete',
  );
}
/** PUT: a single-row upsert addressed by its whole primary key (`?pk=eq.value`). */
export async function putRow(req: RestRequest, relation: Relation): Promise<ResponseParts> {
  if (req.query.limit.size > 0 || req.query.offset.size > 0) {
    throw new ApiError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT');
  }
  const pk = relation.primaryKey;
  const rootFilters = req.query.filters.get('') ?? [];
  const keyFilters = rootFilters.filter(
    (c): c is Filter =>
      c.type === 'filter' &&
      !c.negated &&
      c.operation.kind === 'simple' &&
      c.operation.op === 'eq' &&
      c.field.jsonPath.length === 0,
  );
  const filtered = new Set(keyFilters.map((f) => f.field.name));
  if (
    pk.length === 0 ||
    keyFilters.length !== rootFilters.length ||
    filtered.size !== pk.length ||
    !pk.every((c) => filtered.has(c))
  ) {
    throw new ApiError(
      405,
      'PGRST105',
      "Filters must include all and only primary key columns with 'eq' operators",
    );
  }
  // Of an array payload PostgREST puts only the first element.
  const row: unknown = Array.isArray(req.body) ? req.body[0] : req.body;
  if (!isPlainObject(row)) throw invalidJson();
  for (const f of keyFilters) {
    if (f.operation.kind === 'simple' && String(row[f.field.name]) !== f.operation.value) {
      throw new ApiError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
    }
  }
  const columns = req.query.columns ?? Object.keys(row);
  assertColumnsExist(relation, columns);
  const ctx = new PlanContext(req.cache, req.query, req.config.aggregatesEnabled);
  const cte = insertCte(ctx, {
    relation,
    columns,
    payload: JSON.stringify([row]),
    conflict: { columns: pk, resolution: 'merge-duplicates' },
    missingDefault: false,
    returning: returningFor(req),
  });
  const outcome = await runMutation(req, ctx, relation, cte, 'upsert');
  const status = req.prefer.return !== 'representation' ? 204 : outcome.inserted > 0 ? 201 : 200;
  return respond(req, outcome, status, {}, 'put');
}
