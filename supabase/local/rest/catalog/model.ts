export interface Column {
  name: string;
  num: number;
  /** `format_type()` of the column: usable in casts and record definitions. */
  type: string;
  typeOid: number;
  /** The type name after resolving domains (e.g. `jsonb`, `tsvector`). */
  baseType: string;
  /** pg_type.typtype of the base type: `b` base, `c` composite, `e` enum, `r` range, … */
  baseTypeKind: string;
  /** pg_type.typcategory of the base type: `A` array, `U` user-defined (json), … */
  baseCategory: string;
  nullable: boolean;
  default: string | null;
  generated: boolean;
  description: string | null;
}

export type RelationKind = 'r' | 'v' | 'm' | 'f' | 'p' | 'c';

export interface Relation {
  oid: number;
  schema: string;
  name: string;
  kind: RelationKind;
  description: string | null;
  /** pg_relation_is_updatable(): bit 8 INSERT, 4 UPDATE, 16 DELETE. */
  updatable: number;
  columns: Column[];
  column: Map<string, Column>;
  primaryKey: string[];
  uniqueKeys: string[][];
}

export interface RoutineParam {
  name: string;
  type: string;
  /** pg_class oid when the parameter is the row type of a relation. */
  typeRelid: number | null;
  required: boolean;
  variadic: boolean;
}

export interface Routine {
  oid: number;
  schema: string;
  name: string;
  volatility: 'i' | 's' | 'v';
  returnsSet: boolean;
  rows: number;
  /** IN, INOUT and VARIADIC parameters, in order. */
  params: RoutineParam[];
  /** OUT, INOUT and TABLE columns, in order: a routine with these returns rows of them. */
  outParams: { name: string; type: string }[];
  returnType: string;
  /** pg_type.typtype of the return type (`p` for void/record, `c` composite, …). */
  returnTypeKind: string;
  /** The media type domain the routine returns (a handler function), if any, and whether it holds bytea. */
  returnMediaType: string | null;
  returnMediaBinary: boolean;
  /** The relation or composite type whose rows the routine returns, if any. */
  returnRelation: Relation | undefined;
  description: string | null;
}

export type FkCardinality = 'm2o' | 'o2m' | 'o2o';

export interface FkRelationship {
  kind: 'fk';
  cardinality: FkCardinality;
  source: Relation;
  target: Relation;
  constraint: string;
  /** [source column, target column] */
  pairs: [string, string][];
}

export interface ManyToManyRelationship {
  kind: 'm2m';
  source: Relation;
  target: Relation;
  junction: Relation;
  sourceConstraint: string;
  targetConstraint: string;
  /** [source column, junction column] */
  sourcePairs: [string, string][];
  /** [junction column, target column] */
  targetPairs: [string, string][];
}

export interface ComputedRelationship {
  kind: 'computed';
  source: Relation;
  target: Relation;
  routine: Routine;
  toOne: boolean;
}

export type Relationship = FkRelationship | ManyToManyRelationship | ComputedRelationship;

export function isToOne(rel: Relationship): boolean {
  if (rel.kind === 'fk') return rel.cardinality !== 'o2m';
  if (rel.kind === 'computed') return rel.toOne;
  return false;
}

export function cardinalityOf(rel: Relationship): string {
  if (rel.kind === 'fk')
    return rel.cardinality === 'o2o'
      ? 'one-to-one'
      : rel.cardinality === 'm2o'
        ? 'many-to-one'
        : 'one-to-many';
  if (rel.kind === 'm2m') return 'many-to-many';
  return rel.toOne ? 'many-to-one' : 'one-to-many';
}

export const JSON_TYPES = new Set(['json', 'jsonb']);

/** An aggregate whose result is a media type domain: it answers a relation (or any, `relid` null) in that type. */
export interface MediaAggregate {
  /** The quoted, schema-qualified aggregate. */
  function: string;
  mediaType: string;
  relid: number | null;
  /** The aggregate's argument type, to cast the response rows to. */
  argType: string;
  /** The domain holds bytea (else text-like, sent as UTF-8). */
  binary: boolean;
}
