import type { Sql } from '../../db/database.ts';
import { CONTENT_TYPES } from '../media.ts';
import { type RestRequest } from '../context.ts';
import { inRequestTransaction } from '../context.ts';
import { PlanContext } from '../plan/context.ts';
import { planRead, type ReadNode, type Source } from '../plan/read-plan.ts';
import { appliedFor, type RequestKind } from '../prefer.ts';
import { contentRange, offsetPastEnd, pageFor, rangeStatus } from '../range.ts';
import type { ResponseParts } from '../respond.ts';
import { applyResponseGucs } from '../respond.ts';
import { bodyBytes, envelopeSql } from '../sql/envelope.ts';
import { explainResponse } from '../explain.ts';
import { handlerBodySql } from '../media-handlers.ts';
import { countSourceSql, selectSql } from '../sql/read.ts';
import {
  asNumber,
  assertMaxAffected,
  assertSingular,
  bodyFormat,
  plannedCount,
  runEnvelope,
} from './shared.ts';

/** How many rows the whole (unpaginated) result has, as `Prefer: count=` asks. */
async function totalFor(
  req: RestRequest,
  tx: Sql,
  node: ReadNode,
  exactTotal: unknown,
  params: readonly unknown[],
) {
  const mode = req.prefer.count;
  if (mode === undefined) return undefined;
  if (mode === 'exact') return asNumber(exactTotal);
  const planned = await plannedCount(tx, countSourceSql(node, { allEmbeds: true }), params);
  if (mode === 'estimated' && planned <= (req.config.maxRows ?? 1000)) {
    const { rows } = await tx.query<{ n: number }>(
      `SELECT pg_catalog.count(*)::int8 AS n FROM (${countSourceSql(node, { allEmbeds: true })}) AS c`,
      params,
    );
    return asNumber(rows[0]?.n);
  }
  return planned;
}

export interface ReadOptions {
  readOnly: boolean;
  /** The rows are one record (a routine returning a single composite): answer an object, not an array. */
  oneRecord?: boolean;
  /** Which preferences apply: a read's, or a routine call's (which honours max-affected). */
  kind?: Extract<RequestKind, 'read' | 'rpc'>;
}

/** GET/HEAD on a relation, or on the rows a routine returns. */
export async function readRows(
  req: RestRequest,
  sourceFor: (ctx: PlanContext) => Source,
  options: ReadOptions = { readOnly: true },
): Promise<ResponseParts> {
  const ctx = new PlanContext(req.cache, req.query, req.config.aggregatesEnabled);
  const node = planRead(ctx, sourceFor(ctx));
  const page = pageFor(
    req.query.limit.get(''),
    req.query.offset.get(''),
    // RFC 9110: the Range header is for GET only (HEAD and POST to a function ignore it).
    req.method === 'GET' ? req.headers.get('range') : null,
    req.config.maxRows,
  );
  const rows = selectSql(node, { limit: page.limit, offset: page.offset });
  const exact =
    req.prefer.count === 'exact'
      ? `(SELECT pg_catalog.count(*) FROM (${countSourceSql(node)}) AS pgrst_count)`
      : undefined;
  const format = req.custom
    ? { bytes: handlerBodySql(req.custom.handler, node.source.relation) }
    : options.oneRecord && req.representation === 'json'
      ? 'object'
      : options.oneRecord && req.representation === 'array-stripped'
        ? 'object-stripped'
        : bodyFormat(req.representation);
  const sql = envelopeSql({ rows, format, total: exact });
  if (req.plan) return explainResponse({ ...req, plan: req.plan }, sql, ctx.params.values);

  return inRequestTransaction(req, options.readOnly, async (tx) => {
    const row = await runEnvelope(tx, sql, ctx.params.values);
    const pageTotal = asNumber(row.page_total);
    const total = await totalFor(req, tx, node, row.total, ctx.params.values);
    const status = rangeStatus(page.offset, pageTotal, total);
    if (status === 416 && total !== undefined) throw offsetPastEnd(page.offset, total);
    if (options.kind === 'rpc') assertMaxAffected(req.prefer, pageTotal);
    assertSingular(req, pageTotal);
    const headers: Record<string, string> = {
      'Content-Type': req.custom?.contentType ?? CONTENT_TYPES[req.representation],
      'Content-Range': contentRange(page.offset, pageTotal, total),
    };
    const applied = appliedFor(options.kind ?? 'read', req.prefer);
    if (applied) headers['Preference-Applied'] = applied;
    const body = req.method === 'HEAD' ? null : req.custom ? bodyBytes(row) : row.body;
    const parts: ResponseParts = { status, headers, body };
    return applyResponseGucs(parts, row.response_status, row.response_headers);
  });
}
