/**
 * Catalogue queries for the schema cache. Each returns one JSON text value so both database
 * drivers hand back exactly the same thing.
 */

const USER_NAMESPACES = `n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND n.nspname NOT LIKE 'pg\\_temp\\_%' AND n.nspname NOT LIKE 'pg\\_toast\\_temp\\_%'`;

/** A domain named like a media type (RFC 6838), or the any type: PostgREST's media type handlers. */
const MEDIA_DOMAIN = `t.typtype = 'd' AND (t.typname ~* '^[A-Za-z0-9.-]+/[A-Za-z0-9.+-]+$' OR t.typname = '*/*')`;

/**
 * Aggregates of one argument (a relation's row type, or anyelement) whose result is a media type
 * domain: the handlers PostgREST uses to answer a table, view or table function in that media type.
 */
export const MEDIA_AGGREGATES_SQL = `
SELECT coalesce(json_agg(json_build_object(
  'function', quote_ident(n.nspname) || '.' || quote_ident(p.proname),
  'mediaType', t.typname,
  'relid', nullif(at.typrelid, 0)::int8,
  'argType', at.oid::regtype::text,
  'binary', bt.typname = 'bytea'
)), '[]')::text AS doc
FROM pg_proc p
JOIN pg_namespace n ON n.oid = p.pronamespace
JOIN pg_type t ON t.oid = p.prorettype
JOIN pg_type bt ON bt.oid = t.typbasetype
JOIN pg_type at ON at.oid = p.proargtypes[0]
WHERE p.prokind = 'a' AND p.pronargs = 1 AND ${MEDIA_DOMAIN} AND n.nspname = ANY($1::text[])
  AND (at.typrelid <> 0 OR at.typname = 'anyelement')`;

export const RELATIONS_SQL = `
SELECT coalesce(json_agg(json_build_object(
  'oid', c.oid::int8,
  'schema', n.nspname,
  'name', c.relname,
  'kind', c.relkind,
  'description', obj_description(c.oid, 'pg_class'),
  'updatable', pg_relation_is_updatable(c.oid::regclass, true),
  'columns', (
    SELECT coalesce(json_agg(json_build_object(
      'name', a.attname,
      'num', a.attnum,
      'type', format_type(a.atttypid, a.atttypmod),
      'typeOid', a.atttypid::int8,
      'baseType', bt.typname,
      'baseTypeKind', bt.typtype,
      'baseCategory', bt.typcategory,
      'nullable', NOT a.attnotnull,
      'default', pg_get_expr(d.adbin, d.adrelid),
      'generated', a.attgenerated <> '' OR a.attidentity = 'a',
      'description', col_description(c.oid, a.attnum)
    ) ORDER BY a.attnum), '[]')
    FROM pg_attribute a
    JOIN pg_type t ON t.oid = a.atttypid
    JOIN pg_type bt ON bt.oid = CASE WHEN t.typtype = 'd' THEN t.typbasetype ELSE t.oid END
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
  )
)), '[]')::text AS doc
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind IN ('r', 'v', 'm', 'f', 'p', 'c') AND ${USER_NAMESPACES}
  AND (n.nspname = ANY($1::text[]) OR c.relkind IN ('r', 'v', 'p'))`;

export const CONSTRAINTS_SQL = `
SELECT coalesce(json_agg(json_build_object(
  'name', con.conname,
  'type', con.contype,
  'rel', con.conrelid::int8,
  'cols', (SELECT json_agg(a.attname ORDER BY k.i) FROM unnest(con.conkey) WITH ORDINALITY k(num, i)
           JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.num),
  'frel', nullif(con.confrelid, 0)::int8,
  'fcols', (SELECT json_agg(a.attname ORDER BY k.i) FROM unnest(con.confkey) WITH ORDINALITY k(num, i)
            JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.num)
)), '[]')::text AS doc
FROM pg_constraint con
JOIN pg_namespace n ON n.oid = con.connamespace
WHERE con.contype IN ('p', 'u', 'f') AND con.conrelid <> 0 AND ${USER_NAMESPACES}`;

export const VIEW_SOURCES_SQL = `
SELECT coalesce(json_agg(json_build_object('view', r.ev_class::int8, 'action', r.ev_action::text)), '[]')::text AS doc
FROM pg_rewrite r
JOIN pg_class c ON c.oid = r.ev_class
JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE r.ev_type = '1' AND r.rulename = '_RETURN' AND c.relkind IN ('v', 'm') AND ${USER_NAMESPACES}`;

export const FUNCTIONS_SQL = `
SELECT coalesce(json_agg(json_build_object(
  'oid', p.oid::int8,
  'schema', n.nspname,
  'name', p.proname,
  'volatility', p.provolatile,
  'returnsSet', p.proretset,
  'rows', p.prorows,
  'defaults', p.pronargdefaults,
  'variadic', p.provariadic <> 0,
  'returnType', format_type(p.prorettype, NULL),
  'returnTypeKind', rt.typtype,
  'returnRelid', nullif(rt.typrelid, 0)::int8,
  'returnMediaType', CASE WHEN ${MEDIA_DOMAIN.replace(/\bt\./g, 'rt.')} THEN rt.typname END,
  'returnMediaBinary', rt.typtype = 'd' AND rt.typbasetype = 'bytea'::regtype,
  'description', obj_description(p.oid, 'pg_proc'),
  'args', (
    SELECT coalesce(json_agg(json_build_object(
      'name', coalesce(p.proargnames[a.i], ''),
      'type', format_type(a.t, NULL),
      'typeRelid', nullif(at.typrelid, 0)::int8,
      'mode', coalesce(p.proargmodes[a.i]::text, 'i')
    ) ORDER BY a.i), '[]')
    FROM unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) WITH ORDINALITY AS a(t, i)
    JOIN pg_type at ON at.oid = a.t
  )
)), '[]')::text AS doc
FROM pg_proc p
JOIN pg_namespace n ON n.oid = p.pronamespace
JOIN pg_type rt ON rt.oid = p.prorettype
WHERE n.nspname = ANY($1::text[]) AND p.prokind IN ('f', 'p')`;

export const SWITCHABLE_ROLES_SQL = `
SELECT coalesce(json_agg(r.rolname), '[]')::text AS doc
FROM pg_auth_members m
JOIN pg_roles r ON r.oid = m.roleid
JOIN pg_roles u ON u.oid = m.member
WHERE u.rolname = 'authenticator'`;

/**
 * The settings roles carry (`ALTER ROLE … SET`), which PostgREST applies to every request that
 * runs as the role ("impersonated role settings"): only those any user may set, and a setting
 * made for this database over one made for every database.
 */
export const ROLE_SETTINGS_SQL = `
SELECT coalesce(json_object_agg(rolname, settings), '{}')::text AS doc
FROM (
  SELECT r.rolname, json_object_agg(kv.name, kv.value ORDER BY s.setdatabase <> 0) AS settings
  FROM pg_db_role_setting s
  JOIN pg_roles r ON r.oid = s.setrole
  CROSS JOIN LATERAL unnest(s.setconfig) AS c(setting)
  CROSS JOIN LATERAL (
    SELECT split_part(c.setting, '=', 1) AS name, substr(c.setting, strpos(c.setting, '=') + 1) AS value
  ) AS kv
  JOIN pg_settings p ON p.name = kv.name AND p.context = 'user'
  WHERE s.setdatabase IN (0, (SELECT oid FROM pg_database WHERE datname = current_database()))
  GROUP BY r.rolname
) AS per_role`;

/** The time zone names \`Prefer: timezone=\` accepts. */
export const TIMEZONES_SQL = `SELECT coalesce(json_agg(name), '[]')::text AS doc FROM pg_timezone_names`;
