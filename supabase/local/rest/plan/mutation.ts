import { ident, literal, qualified } from '../../db/quote.ts';
import type { Relation } from '../catalog/model.ts';
import type { PlanContext } from './context.ts';
import type { RootClauses } from './read-plan.ts';

export interface Conflict {
  columns: string[];
  resolution: 'merge-duplicates' | 'ignore-duplicates';
}

/**
 * What a mutation's RETURNING must give: the whole rows (return=representation), the primary key
 * (for a Location header), or nothing — then no SELECT privilege or policy is needed, so an
 * insert-only inbox accepts anonymous rows as it does on Supabase.
 */
export type Returning = 'rows' | 'key' | 'nothing';

function returningSql(relation: Relation, returning: Returning, alias: string): string {
  if (returning === 'rows') return `${alias}.*`;
  if (returning === 'key' && relation.primaryKey.length > 0)
    return relation.primaryKey.map((c) => `${alias}.${ident(c)}`).join(', ');
  return '1 AS pgrst_nothing';
}

export interface InsertSpec {
  relation: Relation;
  returning: Returning;
  /** The columns to insert, from the `columns` parameter or the payload's keys. */
  columns: string[];
  /** The payload as a JSON array of objects. */
  payload: string;
  conflict: Conflict | undefined;
  /** Prefer: missing=default — a key absent from an object takes the column's default, not NULL. */
  missingDefault: boolean;
}

const ROW = 'pgrst_row';
const ELEM = 'pgrst_elem';
export const INSERTED_FLAG = 'pgrst_inserted';

function rowType(relation: Relation): string {
  return `NULL::${qualified(relation.schema, relation.name)}`;
}

function insertValue(relation: Relation, column: string, missingDefault: boolean): string {
  const value = `${ROW}.${ident(column)}`;
  if (!missingDefault) return value;
  const fallback = relation.column.get(column)?.default ?? 'NULL';
  return `CASE WHEN ${ELEM}.value ? ${literal(column)} THEN ${value} ELSE ${fallback} END`;
}

/** Whether rows of `relation` have xmax, which tells rows an upsert inserted from those it updated. */
function hasXmax(relation: Relation): boolean {
  return relation.kind === 'r' || relation.kind === 'p';
}

/** `pgrst_source AS (INSERT … RETURNING …)`: the payload's objects, typed by the relation's row type. */
export function insertCte(ctx: PlanContext, spec: InsertSpec): string {
  const { relation, columns, conflict } = spec;
  const target = qualified(relation.schema, relation.name);
  const alias = ident(relation.name);
  const payload = ctx.params.add(spec.payload);
  const elements = `jsonb_array_elements(${payload}::jsonb) WITH ORDINALITY AS ${ELEM}(value, ord)`;
  let sql: string;
  if (columns.length === 0) {
    sql = `INSERT INTO ${target} AS ${alias} SELECT FROM ${elements}`;
  } else {
    const values = columns.map((c) => insertValue(relation, c, spec.missingDefault)).join(', ');
    sql = `INSERT INTO ${target} AS ${alias} (${columns.map(ident).join(', ')}) SELECT ${values} FROM ${elements}, LATERAL jsonb_populate_record(${rowType(relation)}, ${ELEM}.value) AS ${ROW} ORDER BY ${ELEM}.ord`;
  }
  if (conflict) {
    const target = conflict.columns.map(ident).join(', ');
    const updates = columns.map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`).join(', ');
    sql +=
      conflict.resolution === 'ignore-duplicates' || updates === ''
        ? ` ON CONFLICT (${target}) DO NOTHING`
        : ` ON CONFLICT (${target}) DO UPDATE SET ${updates}`;
  }
  // Only an upsert needs xmax (which would need SELECT rights) to tell inserted rows from updated ones.
  const flag = conflict && hasXmax(relation) ? `(xmax = 0)` : 'true';
  return `pgrst_source AS (${sql} RETURNING ${returningSql(relation, spec.returning, alias)}, ${flag} AS ${INSERTED_FLAG})`;
}

/** Restricts a mutation to the first rows in order, as PostgREST does for PATCH/DELETE with `limit`. */
function limitedWhere(relation: Relation, clauses: RootClauses): string {
  const alias = ident(relation.name);
  const where = clauses.where.length ? ` WHERE ${clauses.where.join(' AND ')}` : '';
  if (clauses.limit === undefined) return where;
  const order = clauses.orderBy.length ? ` ORDER BY ${clauses.orderBy.join(', ')}` : '';
  const offset = clauses.offset ? ` OFFSET ${clauses.offset}` : '';
  return ` WHERE ${alias}.ctid = ANY(ARRAY(SELECT ${alias}.ctid FROM ${qualified(relation.schema, relation.name)} AS ${alias}${where}${order} LIMIT ${Math.max(0, clauses.limit)}${offset}))`;
}

/** `pgrst_source AS (UPDATE … RETURNING …)`: the payload object's columns set on every matching row. */
export function updateCte(
  ctx: PlanContext,
  relation: Relation,
  columns: string[],
  payload: string,
  clauses: RootClauses,
  returning: Returning,
  options: { missingDefault: boolean } = { missingDefault: false },
): string {
  const alias = ident(relation.name);
  const target = qualified(relation.schema, relation.name);
  const param = ctx.params.add(payload);
  const sets = columns
    .map((c) => `${ident(c)} = ${insertValue(relation, c, options.missingDefault)}`)
    .join(', ');
  return `pgrst_source AS (UPDATE ${target} AS ${alias} SET ${sets} FROM jsonb_populate_record(${rowType(relation)}, ${param}::jsonb) AS ${ROW}, (SELECT ${param}::jsonb AS value) AS ${ELEM}${limitedWhere(relation, clauses)} RETURNING ${returningSql(relation, returning, alias)})`;
}

/** `pgrst_source AS (DELETE … RETURNING …)`. */
export function deleteCte(relation: Relation, clauses: RootClauses, returning: Returning): string {
  const alias = ident(relation.name);
  return `pgrst_source AS (DELETE FROM ${qualified(relation.schema, relation.name)} AS ${alias}${limitedWhere(relation, clauses)} RETURNING ${returningSql(relation, returning, alias)})`;
}
