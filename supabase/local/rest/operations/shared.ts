import { ident, qualified } from '../../db/quote.ts';
import type { Sql } from '../../db/database.ts';
import type { Relation } from '../catalog/model.ts';
import type { RestRequest } from '../context.ts';
import { ApiError } from '../errors.ts';
import { CONTENT_TYPES, isSingular, type Representation } from '../media.ts';
import type { Preferences } from '../prefer.ts';
import type { Source } from '../plan/read-plan.ts';
import type { BodyFormat, EnvelopeRow } from '../sql/envelope.ts';

export function tableSource(relation: Relation): Source {
  return {
    relation,
    alias: relation.name,
    fromClause: `${qualified(relation.schema, relation.name)} AS ${ident(relation.name)}`,
  };
}

export function bodyFormat(representation: Representation): BodyFormat {
  return representation === 'json' ? 'array' : representation;
}

export async function runEnvelope(tx: Sql, sql: string, params: readonly unknown[]): Promise<EnvelopeRow> {
  const { rows } = await tx.query<EnvelopeRow>(sql, params);
  const row = rows[0];
  if (!row) throw new Error('The request statement returned no row');
  return row;
}

export const asNumber = (value: unknown): number => (typeof value === 'number' ? value : Number(value));

/** A singular response (`Accept: application/vnd.pgrst.object+json`) needs exactly one row. */
export function assertSingular(req: RestRequest, rows: number): void {
  if (!isSingular(req.representation) || rows === 1) return;
  throw new ApiError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${rows} rows`,
    null,
    // PostgREST answers this error in the singular media type that was asked for.
    { headers: { 'Content-Type': CONTENT_TYPES.object } },
  );
}

/** `Prefer: handling=strict, max-affected=n`: more affected rows than n fail the request (and roll it back). */
export function assertMaxAffected(prefer: Preferences, affected: number): void {
  const { handling, maxAffected } = prefer;
  if (handling !== 'strict' || maxAffected === undefined || affected <= maxAffected) return;
  throw new ApiError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${affected} rows`,
  );
}

export function planCountSql(sourceSql: string): string {
  return `EXPLAIN (FORMAT JSON) ${sourceSql}`;
}

/** The planner's row estimate for a query (Prefer: count=planned). */
export async function plannedCount(tx: Sql, sourceSql: string, params: readonly unknown[]): Promise<number> {
  const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(planCountSql(sourceSql), params);
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(parsed[0].Plan['Plan Rows']);
}
