import type { SchemaCache } from '../catalog/schema-cache.ts';
import { cardinalityOf, type Relation, type Relationship } from '../catalog/model.ts';
import { ApiError } from '../errors.ts';

function constraintOf(rel: Relationship): string | undefined {
  if (rel.kind === 'fk') return rel.constraint;
  return undefined;
}

function singleColumns(rel: Relationship): string[] {
  if (rel.kind !== 'fk' || rel.pairs.length !== 1) return [];
  const [pair] = rel.pairs;
  return pair ? [pair[0], pair[1]] : [];
}

function matchesHint(rel: Relationship, hint: string): boolean {
  if (rel.kind === 'fk') return rel.constraint === hint || singleColumns(rel).includes(hint);
  if (rel.kind === 'm2m')
    return rel.junction.name === hint || rel.sourceConstraint === hint || rel.targetConstraint === hint;
  return false;
}

function describe(rel: Relationship): Record<string, string> {
  const embedding = `${rel.source.name} with ${rel.target.name}`;
  if (rel.kind === 'm2m') {
    return {
      cardinality: 'many-to-many',
      embedding,
      relationship: `${rel.junction.name} using ${rel.sourceConstraint}(${rel.sourcePairs.map(([, j]) => j).join(', ')}) and ${rel.targetConstraint}(${rel.targetPairs.map(([j]) => j).join(', ')})`,
    };
  }
  if (rel.kind === 'computed')
    return {
      cardinality: cardinalityOf(rel),
      embedding,
      relationship: `${rel.routine.name} computed relationship`,
    };
  const [sourceCols, targetCols] = [rel.pairs.map(([s]) => s), rel.pairs.map(([, t]) => t)];
  return {
    cardinality: cardinalityOf(rel),
    embedding,
    relationship: `${rel.constraint} using ${rel.source.name}(${sourceCols.join(', ')}) and ${rel.target.name}(${targetCols.join(', ')})`,
  };
}

/**
 * The relationship an embed `target!hint(...)` means, from `source`. `target` may name the related
 * relation, a foreign key constraint, a foreign key column, or a computed relationship's function.
 */
export function findRelationship(
  cache: SchemaCache,
  source: Relation,
  target: string,
  hint: string | undefined,
): Relationship {
  const all = cache.relationshipsFrom(source);
  let found = all.filter((rel) => {
    if (rel.kind === 'computed') return rel.routine.name === target && hint === undefined;
    if (rel.target.name === target) return hint === undefined || matchesHint(rel, hint);
    if (hint !== undefined) return false;
    if (constraintOf(rel) === target) return true;
    // `client_id(...)`: the to-one relationship through that column.
    return (
      rel.kind === 'fk' && rel.cardinality !== 'o2m' && rel.pairs.length === 1 && rel.pairs[0]?.[0] === target
    );
  });
  // A computed relationship overrides a foreign key one of the same name (PostgREST's rule).
  if (found.some((r) => r.kind === 'computed')) found = found.filter((r) => r.kind === 'computed');
  if (found.length === 1 && found[0]) return found[0];
  if (found.length === 0) {
    throw new ApiError(
      400,
      'PGRST200',
      `Could not find a relationship between '${source.name}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${source.name}' and '${target}'${hint === undefined ? '' : ` using the hint '${hint}'`} in the schema '${source.schema}', but no matches were found.`,
      null,
    );
  }
  throw new ApiError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${source.name}' and '${target}'`,
    found.map(describe),
    `Try changing '${target}' to one of the following: ${found
      .map(
        (r) =>
          `'${target}!${r.kind === 'm2m' ? r.junction.name : r.kind === 'fk' ? r.constraint : r.routine.name}'`,
      )
      .join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
