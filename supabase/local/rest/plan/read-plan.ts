import { ident, qualified } from '../../db/quote.ts';
import { isToOne, type Relation, type Relationship } from '../catalog/model.ts';
import { ApiError } from '../errors.ts';
import type { Condition } from '../parse/filter.ts';
import { jsonPathAlias } from '../parse/json-path.ts';
import type { OrderTerm } from '../parse/order.ts';
import type { EmbedItem, SelectItem } from '../parse/select.ts';
import { conditionSql, fieldSql, orderSql } from '../sql/expressions.ts';
import type { PlanContext } from './context.ts';
import { findRelationship } from './find-relationship.ts';

export interface Source {
  relation: Relation;
  /** The name columns are referenced by. */
  alias: string;
  /** The FROM item, alias included. */
  fromClause: string;
}

export type OutputItem =
  | { kind: 'star' }
  | { kind: 'expr'; sql: string; name: string; aggregate: boolean }
  | { kind: 'embed'; embed: EmbedNode };

export interface ReadNode {
  source: Source;
  items: OutputItem[];
  /** Conditions, rendered. */
  where: string[];
  orderBy: string[];
  limit: number | undefined;
  offset: number | undefined;
  embeds: EmbedNode[];
  hasAggregates: boolean;
  /** Embeds whose lateral join decides which rows there are (inner joins, null filters). */
  filteringEmbeds: Set<EmbedNode>;
}

export interface EmbedNode extends ReadNode {
  outputName: string;
  names: string[];
  relationship: Relationship;
  toOne: boolean;
  join: 'left' | 'inner';
  spread: boolean;
  selected: boolean;
  lateral: string;
  junctionJoin: string | undefined;
}

const AGGREGATE_SQL = { count: 'count', sum: 'sum', avg: 'avg', max: 'max', min: 'min' } as const;

function castSql(sql: string, type: string | undefined): string {
  return type === undefined ? sql : `CAST(${sql} AS ${type})`;
}

function childPaths(parentPaths: string[], names: string[]): string[] {
  return parentPaths.flatMap((p) => names.map((n) => (p === '' ? n : `${p}.${n}`)));
}

function planEmbed(ctx: PlanContext, parent: ReadNode, item: EmbedItem, parentPaths: string[]): EmbedNode {
  const relationship = findRelationship(ctx.cache, parent.source.relation, item.name, item.hint);
  const target = relationship.target;
  const alias = ctx.alias(target.name);
  const toOne = isToOne(relationship);
  if (item.spread && !toOne) {
    throw new ApiError(
      400,
      'PGRST119',
      `A spread operation on '${item.name}' is not possible`,
      `'${parent.source.relation.name}' and '${item.name}' do not form a many-to-one or one-to-one relationship`,
    );
  }
  let fromClause = `${qualified(target.schema, target.name)} AS ${ident(alias)}`;
  let junctionJoin: string | undefined;
  const links: string[] = [];
  const p = ident(parent.source.alias);
  const c = ident(alias);
  if (relationship.kind === 'fk') {
    for (const [parentCol, childCol] of relationship.pairs)
      links.push(`${c}.${ident(childCol)} = ${p}.${ident(parentCol)}`);
  } else if (relationship.kind === 'm2m') {
    const j = ctx.alias(relationship.junction.name);
    const on = relationship.targetPairs
      .map(([jc, tc]) => `${ident(j)}.${ident(jc)} = ${c}.${ident(tc)}`)
      .join(' AND ');
    junctionJoin = `INNER JOIN ${qualified(relationship.junction.schema, relationship.junction.name)} AS ${ident(j)} ON ${on}`;
    for (const [parentCol, jc] of relationship.sourcePairs)
      links.push(`${ident(j)}.${ident(jc)} = ${p}.${ident(parentCol)}`);
  } else {
    const fn = relationship.routine;
    fromClause = `${qualified(fn.schema, fn.name)}(${p}) AS ${c}`;
  }
  const names = item.alias === undefined ? [item.name] : [item.alias, item.name];
  const paths = childPaths(parentPaths, names);
  const node = planNode(ctx, { relation: target, alias, fromClause }, item.children, paths, { toOne });
  return {
    ...node,
    where: [...links, ...node.where],
    outputName: item.alias ?? item.name,
    names,
    relationship,
    toOne,
    join: item.join,
    spread: item.spread,
    selected: item.children.length > 0,
    lateral: ctx.lateral(),
    junctionJoin,
  };
}

function planItems(ctx: PlanContext, node: ReadNode, select: SelectItem[], paths: string[]): void {
  const { relation, alias } = node.source;
  for (const item of select) {
    switch (item.type) {
      case 'star':
        node.items.push({ kind: 'star' });
        break;
      case 'count':
        node.hasAggregates = true;
        node.items.push({
          kind: 'expr',
          sql: castSql('count(*)', item.cast),
          name: item.alias ?? 'count',
          aggregate: true,
        });
        break;
      case 'field': {
        const field = fieldSql(ctx.cache, relation, alias, item.name, item.jsonPath);
        let sql = castSql(field.sql, item.cast);
        let name = item.alias ?? jsonPathAlias(item.name, item.jsonPath);
        if (item.aggregate) {
          node.hasAggregates = true;
          sql = castSql(`${AGGREGATE_SQL[item.aggregate]}(${sql})`, item.aggregateCast);
          name = item.alias ?? item.aggregate;
        }
        node.items.push({ kind: 'expr', sql, name, aggregate: item.aggregate !== undefined });
        break;
      }
      case 'embed': {
        const embed = planEmbed(ctx, node, item, paths);
        node.embeds.push(embed);
        node.items.push({ kind: 'embed', embed });
        if (embed.join === 'inner') node.filteringEmbeds.add(embed);
        break;
      }
    }
  }
  if (node.hasAggregates && !ctx.aggregatesEnabled) {
    throw new ApiError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  }
}

function embedByName(node: ReadNode, name: string): EmbedNode | undefined {
  return node.embeds.find((e) => e.names.includes(name));
}

/** SQL for "the embedded resource `embed` has no row" in its parent's query. */
export function embedIsNullSql(embed: EmbedNode): string {
  const lateral = ident(embed.lateral);
  return embed.toOne ? `row_to_json(${lateral}.*) IS NULL` : `${lateral}.${lateral} IS NULL`;
}

function planConditions(ctx: PlanContext, node: ReadNode, conditions: Condition[]): void {
  const scope = {
    cache: ctx.cache,
    relation: node.source.relation,
    alias: node.source.alias,
    params: ctx.params,
    embedIsNull: (name: string) => {
      const embed = embedByName(node, name);
      if (!embed) return undefined;
      node.filteringEmbeds.add(embed);
      return embedIsNullSql(embed);
    },
  };
  for (const condition of conditions) node.where.push(conditionSql(scope, condition));
  for (const embed of node.embeds) {
    if (embed.join === 'inner' && !embed.toOne) node.where.push(`NOT (${embedIsNullSql(embed)})`);
  }
}

function planOrder(ctx: PlanContext, node: ReadNode, terms: OrderTerm[]): void {
  for (const term of terms) {
    if (term.relation === undefined) {
      const field = fieldSql(ctx.cache, node.source.relation, node.source.alias, term.name, term.jsonPath);
      node.orderBy.push(orderSql(field.sql, term.direction, term.nulls));
      continue;
    }
    const embed = embedByName(node, term.relation);
    if (!embed) {
      throw new ApiError(
        400,
        'PGRST108',
        `'${term.relation}' is not an embedded resource in this request`,
        null,
        `Verify that '${term.relation}' is included in the 'select' query parameter.`,
      );
    }
    if (!embed.toOne) {
      throw new ApiError(
        400,
        'PGRST118',
        `A related order on '${embed.relationship.target.name}' is not possible`,
        `'${node.source.relation.name}' and '${embed.relationship.target.name}' do not form a many-to-one or one-to-one relationship`,
      );
    }
    const field = fieldSql(ctx.cache, embed.relationship.target, embed.lateral, term.name, term.jsonPath);
    node.orderBy.push(orderSql(field.sql, term.direction, term.nulls));
  }
}

function planNode(
  ctx: PlanContext,
  source: Source,
  select: SelectItem[],
  paths: string[],
  options: { toOne: boolean; withoutClauses?: boolean },
): ReadNode {
  const node: ReadNode = {
    source,
    items: [],
    where: [],
    orderBy: [],
    limit: undefined,
    offset: undefined,
    embeds: [],
    hasAggregates: false,
    filteringEmbeds: new Set(),
  };
  planItems(ctx, node, select, paths);
  if (options.withoutClauses) return node;
  planConditions(ctx, node, ctx.pick(ctx.query.filters, paths) ?? []);
  planOrder(ctx, node, ctx.pick(ctx.query.order, paths) ?? []);
  const limit = ctx.pick(ctx.query.limit, paths);
  const offset = ctx.pick(ctx.query.offset, paths);
  if (!options.toOne) {
    node.limit = limit;
    node.offset = offset;
  }
  return node;
}

/**
 * Plans the read of `source` with the request's select, filters, order and pagination. For the
 * rows a mutation returns, `rootClauses: false` leaves the root's filters, order and limit to the
 * mutation itself (see planRootClauses).
 */
export function planRead(
  ctx: PlanContext,
  source: Source,
  options: { rootClauses: boolean } = { rootClauses: true },
): ReadNode {
  const node = planNode(ctx, source, ctx.query.select, [''], {
    toOne: false,
    withoutClauses: !options.rootClauses,
  });
  if (!options.rootClauses) ctx.claimRoot();
  ctx.assertAllPathsClaimed();
  return node;
}

export interface RootClauses {
  where: string[];
  orderBy: string[];
  limit: number | undefined;
  offset: number | undefined;
}

/** The root's filters, order and limit rendered against `relation` seen as `alias`: a mutation's WHERE. */
export function planRootClauses(ctx: PlanContext, relation: Relation, alias: string): RootClauses {
  const node = planNode(ctx, { relation, alias, fromClause: '' }, [], [''], { toOne: false });
  return { where: node.where, orderBy: node.orderBy, limit: node.limit, offset: node.offset };
}
