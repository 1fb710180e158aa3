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
import { contentRange } from '../range.ts';
import { applyResponseGucs, type ResponseParts } from '../respond.ts';
import { bodyBytes, envelopeSql } from '../sql/envelope.ts';
import { handlerBodySql } from '../media-handlers.ts';
import { readRows } from './read.ts';
import { asNumber, runEnvelope } from './shared.ts';

function argumentsOf(req: RestRequest): RpcArguments {
  if (req.method === 'POST') {
    const body = req.body ?? {};
    return { named: isPlainObject(body) ? body : {}, body, fromBody: true };
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

  if (shape === 'rows' || shape === 'row') {
    return readRows(req, (ctx) => rpcRowsSource(ctx, routine, args), {
      readOnly,
      oneRecord: shape === 'row',
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
    if (shape === 'void') {
      return applyResponseGucs(
        { status: 204, headers: {}, body: null },
        row.response_status,
        row.response_headers,
      );
    }
    const count = shape === 'scalar' ? 1 : asNumber(row.page_total);
    const headers: Record<string, string> = {
      'Content-Type': custom?.contentType ?? CONTENT_TYPES.json,
      'Content-Range': contentRange(0, count, req.prefer.count ? count : undefined),
    };
    return applyResponseGucs(
      { status: 200, headers, body: req.method === 'HEAD' ? null : custom ? bodyBytes(row) : row.body },
      row.response_status,
      row.response_headers,
    );
  });
}
