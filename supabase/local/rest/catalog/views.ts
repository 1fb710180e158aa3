import type { Relation } from './model.ts';

/** Where a column's values come from: a base relation's column. */
export interface Origin {
  rel: number;
  column: string;
}

export type ColumnKey = string;
export const columnKey = (rel: number, column: string): ColumnKey => `${rel}\u0000${column}`;

const TARGET_ENTRY =
  /:resno (\d+) :resname (?:\\.|[^ ])+ :ressortgroupref \d+ :resorigtbl (\d+) :resorigcol (\d+)/g;

/**
 * Maps every view column that passes a column of another relation through unchanged to that
 * relation's column, following views of views down to base tables. PostgREST reads the same
 * information from the view's stored query tree.
 */
export function viewColumnOrigins(
  views: { view: number; action: string }[],
  relations: Map<number, Relation>,
): Map<ColumnKey, Origin> {
  const direct = new Map<ColumnKey, Origin>();
  for (const { view, action } of views) {
    const rel = relations.get(view);
    if (!rel) continue;
    // The query's own target list comes last, after any subqueries in its range table.
    for (const match of action.matchAll(TARGET_ENTRY)) {
      const column = rel.columns.find((c) => c.num === Number(match[1]));
      const source = relations.get(Number(match[2]));
      const sourceColumn = source?.columns.find((c) => c.num === Number(match[3]));
      if (column && source && sourceColumn)
        direct.set(columnKey(view, column.name), { rel: source.oid, column: sourceColumn.name });
    }
  }
  const resolved = new Map<ColumnKey, Origin>();
  for (const [k, origin] of direct) {
    let current = origin;
    for (let depth = 0; depth < 32; depth++) {
      const next = direct.get(columnKey(current.rel, current.column));
      if (!next) break;
      current = next;
    }
    resolved.set(k, current);
  }
  return resolved;
}

/** Views carry the keys of the base relations whose key columns they show. */
export function inferViewKeys(relations: Map<number, Relation>, origins: Map<ColumnKey, Origin>): void {
  for (const rel of relations.values()) {
    if (rel.kind !== 'v' && rel.kind !== 'm') continue;
    const bases = new Set<number>();
    for (const col of rel.columns) {
      const origin = origins.get(columnKey(rel.oid, col.name));
      if (origin) bases.add(origin.rel);
    }
    for (const base of bases) {
      const baseRel = relations.get(base);
      if (!baseRel) continue;
      const shownAs = (column: string) =>
        rel.columns.find((vc) => {
          const o = origins.get(columnKey(rel.oid, vc.name));
          return o?.rel === base && o.column === column;
        })?.name;
      for (const keyCols of baseRel.uniqueKeys) {
        const mapped = keyCols.map(shownAs);
        if (!mapped.every((m): m is string => m !== undefined)) continue;
        rel.uniqueKeys.push(mapped);
        if (rel.primaryKey.length === 0 && keyCols.join('\u0000') === baseRel.primaryKey.join('\u0000'))
          rel.primaryKey = mapped;
      }
    }
  }
}

/** A view column with no default of its own inserts its base column's default. */
export function inheritViewDefaults(relations: Map<number, Relation>, origins: Map<ColumnKey, Origin>): void {
  for (const rel of relations.values()) {
    if (rel.kind !== 'v') continue;
    for (const col of rel.columns) {
      if (col.default !== null) continue;
      const origin = origins.get(columnKey(rel.oid, col.name));
      const base = origin ? relations.get(origin.rel)?.column.get(origin.column) : undefined;
      if (base?.default) col.default = base.default;
    }
  }
}
