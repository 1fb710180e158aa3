import type { FkRelationship, ManyToManyRelationship, Relation, Relationship, Routine } from './model.ts';
import { columnKey, type ColumnKey, type Origin } from './views.ts';

export interface ConstraintRow {
  name: string;
  type: 'p' | 'u' | 'f';
  rel: number;
  cols: string[] | null;
  frel: number | null;
  fcols: string[] | null;
}

function zip(left: string[], right: string[]): [string, string][] {
  return left.flatMap((l, i): [string, string][] => {
    const r = right[i];
    return r === undefined ? [] : [[l, r]];
  });
}

/**
 * Relationships between the exposed relations: foreign keys (also as seen through views), the
 * many-to-many relationships their junction tables make, and computed relationships (functions
 * taking a row and returning rows of another relation).
 */
export function buildRelationships(
  relations: Map<number, Relation>,
  constraints: ConstraintRow[],
  origins: Map<ColumnKey, Origin>,
  routines: Routine[],
  inExposed: (rel: Relation) => boolean,
): Relationship[] {
  // Base column -> the exposed relations' columns that show it (the base relation's own included).
  const shownBy = new Map<ColumnKey, { rel: Relation; column: string }[]>();
  for (const rel of relations.values()) {
    if (!inExposed(rel)) continue;
    for (const col of rel.columns) {
      const origin = origins.get(columnKey(rel.oid, col.name)) ?? { rel: rel.oid, column: col.name };
      const k = columnKey(origin.rel, origin.column);
      shownBy.set(k, [...(shownBy.get(k) ?? []), { rel, column: col.name }]);
    }
  }

  /** Exposed relations showing every one of `columns` of `base`, with the names they give them. */
  const showing = (base: number, columns: string[]): { rel: Relation; columns: string[] }[] => {
    const found = new Map<number, { rel: Relation; columns: string[] }>();
    columns.forEach((column, i) => {
      for (const shown of shownBy.get(columnKey(base, column)) ?? []) {
        const entry = found.get(shown.rel.oid) ?? { rel: shown.rel, columns: [] };
        if (entry.columns.length === i) entry.columns.push(shown.column);
        found.set(shown.rel.oid, entry);
      }
    });
    return [...found.values()].filter((e) => e.columns.length === columns.length);
  };

  const isUniqueIn = (rel: Relation | undefined, columns: string[]) =>
    rel?.uniqueKeys.some((key) => key.length === columns.length && key.every((c) => columns.includes(c))) ??
    false;

  const relationships: Relationship[] = [];
  /** Relationships from the relation holding the foreign key: the candidate legs of junctions. */
  const holdingKey = new Map<number, FkRelationship[]>();
  for (const con of constraints) {
    if (con.type !== 'f' || !con.cols || !con.fcols || con.frel === null) continue;
    const oneToOne = isUniqueIn(relations.get(con.rel), con.cols);
    for (const from of showing(con.rel, con.cols)) {
      for (const to of showing(con.frel, con.fcols)) {
        const forward: FkRelationship = {
          kind: 'fk',
          cardinality: oneToOne ? 'o2o' : 'm2o',
          source: from.rel,
          target: to.rel,
          constraint: con.name,
          pairs: zip(from.columns, to.columns),
        };
        const backward: FkRelationship = {
          kind: 'fk',
          cardinality: oneToOne ? 'o2o' : 'o2m',
          source: to.rel,
          target: from.rel,
          constraint: con.name,
          pairs: zip(to.columns, from.columns),
        };
        relationships.push(forward, backward);
        holdingKey.set(forward.source.oid, [...(holdingKey.get(forward.source.oid) ?? []), forward]);
      }
    }
  }

  for (const outgoing of holdingKey.values()) {
    for (const left of outgoing) {
      for (const right of outgoing) {
        if (left === right || left.constraint === right.constraint) continue;
        const junction = left.source;
        // Embedding stays within one schema, the junction's included.
        if (left.target.schema !== junction.schema || right.target.schema !== junction.schema) continue;
        const keyCols = new Set(junction.primaryKey);
        const fkCols = [...left.pairs.map(([c]) => c), ...right.pairs.map(([c]) => c)];
        if (keyCols.size === 0 || !fkCols.every((c) => keyCols.has(c))) continue;
        const m2m: ManyToManyRelationship = {
          kind: 'm2m',
          source: left.target,
          target: right.target,
          junction,
          sourceConstraint: left.constraint,
          targetConstraint: right.constraint,
          sourcePairs: left.pairs.map(([j, s]) => [s, j]),
          targetPairs: right.pairs.map(([j, t]) => [j, t]),
        };
        relationships.push(m2m);
      }
    }
  }

  for (const routine of routines) {
    const only = routine.params.length === 1 ? routine.params[0] : undefined;
    const source = only?.typeRelid ? relations.get(only.typeRelid) : undefined;
    const target = routine.returnRelation;
    if (!source || !target || target.kind === 'c') continue;
    relationships.push({
      kind: 'computed',
      source,
      target,
      routine,
      toOne: !routine.returnsSet || routine.rows === 1,
    });
  }

  return relationships;
}
