import type { Sql } from '../db/database.ts';

/** What the requesting role may use in one schema: PostgREST's `openapi-mode = follow-privileges`. */
export interface Usable {
  relations: Set<number>;
  /** Column names by relation oid. */
  columns: Map<number, Set<string>>;
  routines: Set<number>;
}

const OWNS = `pg_has_role(c.relowner, 'USAGE')`;

const USABLE_SQL = `
SELECT
  (SELECT coalesce(json_agg(c.oid::int8), '[]')
   FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE n.nspname = $1 AND c.relkind IN ('r', 'v', 'm', 'f', 'p')
     AND (${OWNS}
       OR has_table_privilege(c.oid, 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER')
       OR has_any_column_privilege(c.oid, 'SELECT, INSERT, UPDATE, REFERENCES')))::text AS relations,
  (SELECT coalesce(json_agg(json_build_array(c.oid::int8, a.attname)), '[]')
   FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
   WHERE n.nspname = $1 AND c.relkind IN ('r', 'v', 'm', 'f', 'p')
     AND (${OWNS} OR has_column_privilege(c.oid, a.attnum, 'SELECT, INSERT, UPDATE, REFERENCES')))::text AS columns,
  (SELECT coalesce(json_agg(p.oid::int8), '[]')
   FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
   WHERE n.nspname = $1 AND has_function_privilege(p.oid, 'EXECUTE'))::text AS routines`;

/** Run as the request's role: the relations, columns and routines of `schema` it holds a privilege on. */
export async function usableBy(tx: Sql, schema: string): Promise<Usable> {
  const { rows } = await tx.query<{ relations: string; columns: string; routines: string }>(USABLE_SQL, [
    schema,
  ]);
  const row = rows[0];
  const columns = new Map<number, Set<string>>();
  for (const [oid, name] of JSON.parse(row?.columns ?? '[]') as [number | string, string][]) {
    const key = Number(oid);
    columns.set(key, (columns.get(key) ?? new Set()).add(name));
  }
  return {
    relations: new Set((JSON.parse(row?.relations ?? '[]') as (number | string)[]).map(Number)),
    columns,
    routines: new Set((JSON.parse(row?.routines ?? '[]') as (number | string)[]).map(Number)),
  };
}
