import type { Sql } from '../../db/database.ts';
import {
  CONSTRAINTS_SQL,
  FUNCTIONS_SQL,
  MEDIA_AGGREGATES_SQL,
  RELATIONS_SQL,
  ROLE_SETTINGS_SQL,
  SWITCHABLE_ROLES_SQL,
  TIMEZONES_SQL,
  VIEW_SOURCES_SQL,
} from './catalog-sql.ts';
import type { RoleSettings } from '../role-settings.ts';
import type {
  Column,
  MediaAggregate,
  Relation,
  RelationKind,
  Relationship,
  Routine,
  RoutineParam,
} from './model.ts';
import { buildRelationships, type ConstraintRow } from './relationships.ts';
import { inferViewKeys, inheritViewDefaults, viewColumnOrigins } from './views.ts';

interface RelationRow {
  oid: number;
  schema: string;
  name: string;
  kind: RelationKind;
  description: string | null;
  updatable: number;
  columns: Column[];
}

interface FunctionRow {
  oid: number;
  schema: string;
  name: string;
  volatility: 'i' | 's' | 'v';
  returnsSet: boolean;
  rows: number;
  defaults: number;
  variadic: boolean;
  returnType: string;
  returnTypeKind: string;
  returnRelid: number | null;
  returnMediaType: string | null;
  returnMediaBinary: boolean;
  description: string | null;
  args: { name: string; type: string; typeRelid: number | null; mode: 'i' | 'o' | 'b' | 'v' | 't' }[];
}

const key = (schema: string, name: string) => `${schema}\u0000${name}`;

async function doc<T>(sql: Sql, text: string, params: unknown[] = []): Promise<T> {
  const { rows } = await sql.query<{ doc: string }>(text, params);
  return JSON.parse(rows[0]?.doc ?? '[]') as T;
}

function toRoutine(row: FunctionRow, relationsByOid: Map<number, Relation>): Routine {
  const inArgs = row.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
  const firstDefault = inArgs.length - row.defaults;
  const params: RoutineParam[] = inArgs.map((a, i) => ({
    name: a.name,
    type: a.type,
    typeRelid: a.typeRelid,
    required: i < firstDefault && a.mode !== 'v',
    variadic: a.mode === 'v',
  }));
  return {
    oid: row.oid,
    schema: row.schema,
    name: row.name,
    volatility: row.volatility,
    returnsSet: row.returnsSet,
    rows: row.rows,
    params,
    outParams: row.args
      .filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't')
      .map(({ name, type }) => ({ name, type })),
    returnType: row.returnType,
    returnTypeKind: row.returnTypeKind,
    returnMediaType: row.returnMediaType,
    returnMediaBinary: row.returnMediaBinary,
    returnRelation: row.returnRelid === null ? undefined : relationsByOid.get(row.returnRelid),
    description: row.description,
  };
}

/** What PostgREST calls the schema cache: relations, routines and relationships of the exposed schemas. */
export class SchemaCache {
  private constructor(
    readonly schemas: string[],
    private readonly relations: Map<string, Relation>,
    private readonly routinesByName: Map<string, Routine[]>,
    private readonly relationshipsBySource: Map<number, Relationship[]>,
    private readonly computedColumns: Map<number, Map<string, Routine>>,
    /** Roles a token may switch to; undefined when the database has no `authenticator` role. */
    readonly switchableRoles: Set<string> | undefined,
    private readonly settingsByRole: Map<string, RoleSettings>,
    private readonly aggregates: MediaAggregate[],
    private readonly loadTimezones: () => Promise<ReadonlySet<string>>,
  ) {}

  private timezoneNames: Promise<ReadonlySet<string>> | undefined;

  /** Time zone names PostgreSQL knows (pg_timezone_names), read on first use: reading them is slow. */
  timezones(): Promise<ReadonlySet<string>> {
    this.timezoneNames ??= this.loadTimezones().catch((error: unknown) => {
      this.timezoneNames = undefined;
      throw error;
    });
    return this.timezoneNames;
  }

  static async load(sql: Sql, schemas: string[]): Promise<SchemaCache> {
    const relationRows = await doc<RelationRow[]>(sql, RELATIONS_SQL, [schemas]);
    const constraints = await doc<ConstraintRow[]>(sql, CONSTRAINTS_SQL);
    const viewSources = await doc<{ view: number; action: string }[]>(sql, VIEW_SOURCES_SQL);
    const functionRows = await doc<FunctionRow[]>(sql, FUNCTIONS_SQL, [schemas]);
    const roles = await doc<string[]>(sql, SWITCHABLE_ROLES_SQL);
    const roleSettings = await doc<Record<string, RoleSettings>>(sql, ROLE_SETTINGS_SQL);
    const aggregates = await doc<MediaAggregate[]>(sql, MEDIA_AGGREGATES_SQL, [schemas]);

    const byOid = new Map<number, Relation>();
    for (const row of relationRows) {
      byOid.set(row.oid, {
        ...row,
        column: new Map(row.columns.map((c) => [c.name, c])),
        primaryKey: [],
        uniqueKeys: [],
      });
    }
    for (const con of constraints) {
      const rel = byOid.get(con.rel);
      if (!rel || !con.cols) continue;
      if (con.type === 'p') rel.primaryKey = con.cols;
      if (con.type === 'p' || con.type === 'u') rel.uniqueKeys.push(con.cols);
    }
    const origins = viewColumnOrigins(viewSources, byOid);
    const exposed = new Set(schemas);
    const inExposed = (rel: Relation) => exposed.has(rel.schema);

    const routines = functionRows.map((row) => toRoutine(row, byOid));
    inferViewKeys(byOid, origins);
    inheritViewDefaults(byOid, origins);
    const relationships = buildRelationships(byOid, constraints, origins, routines, inExposed);

    const relations = new Map<string, Relation>();
    for (const rel of byOid.values())
      if (inExposed(rel) && rel.kind !== 'c') relations.set(key(rel.schema, rel.name), rel);
    const routinesByName = new Map<string, Routine[]>();
    const computedColumns = new Map<number, Map<string, Routine>>();
    for (const routine of routines) {
      const k = key(routine.schema, routine.name);
      routinesByName.set(k, [...(routinesByName.get(k) ?? []), routine]);
      const only = routine.params.length === 1 ? routine.params[0] : undefined;
      if (only?.typeRelid && !routine.returnRelation && routine.returnTypeKind !== 'p') {
        const columns = computedColumns.get(only.typeRelid) ?? new Map<string, Routine>();
        columns.set(routine.name, routine);
        computedColumns.set(only.typeRelid, columns);
      }
    }
    const relationshipsBySource = new Map<number, Relationship[]>();
    for (const r of relationships)
      relationshipsBySource.set(r.source.oid, [...(relationshipsBySource.get(r.source.oid) ?? []), r]);

    return new SchemaCache(
      schemas,
      relations,
      routinesByName,
      relationshipsBySource,
      computedColumns,
      roles.length ? new Set(roles) : undefined,
      new Map(Object.entries(roleSettings)),
      aggregates,
      async () => new Set(await doc<string[]>(sql, TIMEZONES_SQL)),
    );
  }

  /** What a request running as `role` applies first (PostgREST's impersonated role settings). */
  roleSettings(role: string): RoleSettings | undefined {
    return this.settingsByRole.get(role);
  }

  /** The media type aggregates for a relation's rows (`relid`), or for any rows (null). */
  mediaAggregates(relid: number | null): MediaAggregate[] {
    return this.aggregates.filter((a) => a.relid === relid);
  }

  relation(schema: string, name: string): Relation | undefined {
    return this.relations.get(key(schema, name));
  }

  routines(schema: string, name: string): Routine[] {
    return this.routinesByName.get(key(schema, name)) ?? [];
  }

  allRelations(): Relation[] {
    return [...this.relations.values()];
  }

  allRoutines(): Routine[] {
    return [...this.routinesByName.values()].flat();
  }

  /** Relationships from a relation to others of its own schema (PostgREST embeds within one schema). */
  relationshipsFrom(source: Relation): Relationship[] {
    return (this.relationshipsBySource.get(source.oid) ?? []).filter(
      (r) => r.target.schema === source.schema,
    );
  }

  computedColumn(source: Relation, name: string): Routine | undefined {
    const routine = this.computedColumns.get(source.oid)?.get(name);
    return routine?.schema === source.schema ? routine : undefined;
  }
}
