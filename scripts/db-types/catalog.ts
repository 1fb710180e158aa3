import type { Sql } from '../../supabase/local/db/database.ts';

export interface ColumnInfo {
  name: string;
  type: string;
  typeKind: string;
  category: string;
  elementType: string | null;
  elementKind: string | null;
  nullable: boolean;
  hasDefault: boolean;
  generated: boolean;
  identityAlways: boolean;
}

export interface RelationInfo {
  name: string;
  kind: string;
  columns: ColumnInfo[];
}

export interface ForeignKey {
  table: string;
  name: string;
  columns: string[];
  referencedRelation: string;
  referencedColumns: string[];
  isOneToOne: boolean;
}

export interface FunctionInfo {
  name: string;
  args: { name: string; type: string; kind: string; hasDefault: boolean }[];
  returns: { type: string; kind: string; isSet: boolean; relation: string | null };
}

async function json<T>(sql: Sql, query: string, params: unknown[]): Promise<T> {
  const { rows } = await sql.query<{ doc: string }>(query, params);
  return JSON.parse(rows[0]?.doc ?? '[]') as T;
}

/** Tables, views, foreign keys, functions and enums of a schema, as the type generator needs them. */
export async function readCatalog(sql: Sql, schema: string) {
  const relations = await json<RelationInfo[]>(
    sql,
    `SELECT coalesce(json_agg(json_build_object('name', c.relname, 'kind', c.relkind, 'columns', (
       SELECT json_agg(json_build_object(
         'name', a.attname, 'type', t.typname, 'typeKind', t.typtype, 'category', t.typcategory,
         'elementType', et.typname, 'elementKind', et.typtype,
         'nullable', NOT a.attnotnull, 'hasDefault', a.atthasdef OR a.attidentity <> '',
         'generated', a.attgenerated <> '', 'identityAlways', a.attidentity = 'a') ORDER BY a.attname)
       FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid LEFT JOIN pg_type et ON et.oid = t.typelem AND t.typcategory = 'A'
       WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped)) ORDER BY c.relname), '[]')::text AS doc
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'v', 'm')`,
    [schema],
  );
  const foreignKeys = await json<ForeignKey[]>(
    sql,
    `SELECT coalesce(json_agg(json_build_object(
       'table', src.relname, 'name', con.conname,
       'columns', (SELECT json_agg(a.attname ORDER BY k.i) FROM unnest(con.conkey) WITH ORDINALITY k(n, i) JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n),
       'referencedRelation', dst.relname,
       'referencedColumns', (SELECT json_agg(a.attname ORDER BY k.i) FROM unnest(con.confkey) WITH ORDINALITY k(n, i) JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n),
       'isOneToOne', EXISTS (SELECT 1 FROM pg_constraint u WHERE u.conrelid = con.conrelid AND u.contype IN ('p', 'u') AND u.conkey::int2[] @> con.conkey::int2[] AND u.conkey::int2[] <@ con.conkey::int2[])
     ) ORDER BY src.relname, con.conname), '[]')::text AS doc
     FROM pg_constraint con
     JOIN pg_class src ON src.oid = con.conrelid JOIN pg_namespace sn ON sn.oid = src.relnamespace
     JOIN pg_class dst ON dst.oid = con.confrelid JOIN pg_namespace dn ON dn.oid = dst.relnamespace
     WHERE con.contype = 'f' AND sn.nspname = $1 AND dn.nspname = $1`,
    [schema],
  );
  const functions = await json<FunctionInfo[]>(
    sql,
    `SELECT coalesce(json_agg(json_build_object('name', p.proname, 'args', (
         SELECT coalesce(json_agg(json_build_object('name', coalesce(p.proargnames[a.i], ''), 'type', t.typname, 'kind', t.typtype,
           'hasDefault', a.i > p.pronargs - p.pronargdefaults) ORDER BY a.i), '[]')
         FROM unnest(p.proargtypes::oid[]) WITH ORDINALITY a(t_oid, i) JOIN pg_type t ON t.oid = a.t_oid),
       'returns', json_build_object('type', rt.typname, 'kind', rt.typtype, 'isSet', p.proretset,
         'relation', (SELECT rc.relname FROM pg_class rc WHERE rc.oid = rt.typrelid AND rc.relkind IN ('r', 'v', 'p', 'm')))
     ) ORDER BY p.proname), '[]')::text AS doc
     FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace JOIN pg_type rt ON rt.oid = p.prorettype
     WHERE n.nspname = $1 AND p.prokind = 'f' AND rt.typname <> 'trigger'`,
    [schema],
  );
  const enums = await json<{ name: string; values: string[] }[]>(
    sql,
    `SELECT coalesce(json_agg(json_build_object('name', t.typname, 'values', (
       SELECT json_agg(e.enumlabel ORDER BY e.enumsortorder) FROM pg_enum e WHERE e.enumtypid = t.oid)) ORDER BY t.typname), '[]')::text AS doc
     FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = $1 AND t.typtype = 'e'`,
    [schema],
  );
  return { relations, foreignKeys, functions, enums };
}
