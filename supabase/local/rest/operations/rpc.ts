import { inRequestTransaction, type RestRequest } from '../context.ts';
import { ApiError } from '../errors.ts';
import { CONTENT_TYPES } from '../media.ts';
import { PlanContext } from '../plan/context.ts';
import {
  isPlainObject,
  resolveRoutine,
  type RpcArguments,
  rpcRowsSource,
  rpcScalarSql,
  shapeOf,
} from '../plan/rpc.ts';
import { appliedFor, type Preferences } from '../prefer.ts';
import { contentRange } from '../range.ts';
import type { SchemaCache } from '../catalog/schema-cache.ts';
import type { Routine } from '../catalog/model.ts';
import { applyResponseGucs, type ResponseParts } from '../respond.ts';
import { bodyBytes, envelopeSql } from '../sql/envelope.ts';
import { handlerBodySql } from '../media-handlers.ts';
import { RawBody } from './raw-body.ts';
import { readRows } from './read.ts';
import { asNumber, assertMaxAffected, assertSingular, runEnvelope } from './shared.ts';

function argumentsOf(req: RestRequest): RpcArguments {
  if (req.method === 'POST') {
    if (req.body instanceof RawBody) return { named: {}, body: undefined, fromBody: true, raw: req.body };
    const body = req.body ?? {};
    const singleObject = req.prefer.params === 'single-object';
    return { named: isPlainObject(body) ? body : {}, body, fromBody: true, singleObject };
  }
  const named: Record<string, unknown> = {};
  for (const [key] of req.query.rpcArgs) named[key] = undefined;
  return { named, body: undefined, fromBody: false };
}

/** GET arguments arrive as text; a repeated one fills a variadic parameter, else the last one wins. */
function fillQueryArguments(req: RestRequest, args: RpcArguments, variadic: Set<string>): void {
  for (const name of Object.keys(args.named)) {
    const values = req.query.rpcArgs.filter(([k]) => k === name).map(([, v]) => v);
    args.named[name] = variadic.has(name) ? values : values.at(-1);
  }
}

/** The methods OPTIONS lists for a routine: a volatile one can only be POSTed. */
export function routineMethods(cache: SchemaCache, schema: string, name: string): string {
  const candidates = cache.routines(schema, name);
  const routine =
    candidates.length === 1
      ? candidates[0]
      : resolveRoutine(cache, schema, name, { named: {}, body: undefined, fromBody: false });
  return routine?.volatility === 'v' ? 'OPTIONS,POST' : 'OPTIONS,GET,HEAD,POST';
}

/** max-affected under handling=strict counts a routine's rows, so the routine must return a set. */
function assertCountable(prefer: Preferences, routine: Routine): void {
  if (prefer.handling !== 'strict' || prefer.maxAffected === undefined || routine.returnsSet) return;
  throw new ApiError(
    400,
    'PGRST128',
    'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
  );
}

/** `/rpc/<name>`: calls a routine by GET (read-only) or POST. */
export async function callRoutine(req: RestRequest, name: string): Promise<ResponseParts> {
  if (!['GET', 'HEAD', 'POST'].includes(req.method)) {
    throw new ApiError(405, 'PGRST101', `Cannot use the ${req.method} method on RPC`);
  }
  const args = argumentsOf(req);
  const routine = resolveRoutine(req.cache, req.schema, name, args);
  if (!args.fromBody)
    fillQueryArguments(req, args, new Set(routine.params.filter((p) => p.variadic).map((p) => p.name)));
  const readOnly = req.method !== 'POST';
  const shape = shapeOf(routine);
  assertCountable(req.prefer, routine);

  if (shape === 'rows' || shape === 'row') {
    return readRows(req, (ctx) => rpcRowsSource(ctx, routine, args), {
      readOnly,
      oneRecord: shape === 'row',
      kind: 'rpc',
    });
  }

  const ctx = new PlanContext(req.cache, req.query, req.config.aggregatesEnabled);
  const rows = rpcScalarSql(ctx, routine, args);
  const custom = req.custom;
  const sql = envelopeSql({
    rows,
    format: custom
      ? { bytes: handlerBodySql(custom.handler, undefined) }
      : shape === 'scalars'
        ? 'scalar-array'
        : shape === 'void'
          ? 'none'
          : 'scalar',
  });
  return inRequestTransaction(req, readOnly, async (tx) => {
    const row = await runEnvelope(tx, sql, ctx.params.values);
    const pageTotal = shape === 'scalar' ? 1 : asNumber(row.page_total);
    assertMaxAffected(req.prefer, pageTotal);
    if (shape !== 'void') assertSingular(req, pageTotal);
    const applied = appliedFor('rpc', req.prefer);
    const preferenceHeader: Record<string, string> = applied ? { 'Preference-Applied': applied } : {};
    if (shape === 'void') {
      return applyResponseGucs(
        { status: 204, headers: preferenceHeader, body: null },
        row.response_status,
        row.response_headers,
      );
    }
    const headers: Record<string, string> = {
      'Content-Type':
        custom?.contentType ?? CONTENT_TYPES[req.representation === 'object' ? 'object' : 'json'],
      'Content-Range': contentRange(0, pageTotal, req.prefer.count ? pageTotal : undefined),
      ...preferenceHeader,
    };
    return applyResponseGucs(
      { status: 200, headers, body: req.method === 'HEAD' ? null : custom ? bodyBytes(row) : row.body },
      row.response_status,
      row.response_headers,
    );
  });
}
