import { ident } from '../../db/quote.ts';
import type { EmbedNode, ReadNode } from '../plan/read-plan.ts';

/** One rendered select-list entry; `grouping` marks what a GROUP BY must list. */
interface RenderedItem {
  sql: string;
  grouping: boolean;
}

function embedOutput(embed: EmbedNode, asJsonb: boolean): RenderedItem[] {
  if (!embed.selected) return [];
  const lateral = ident(embed.lateral);
  if (embed.spread) return [{ sql: `${lateral}.*`, grouping: true }];
  const cast = asJsonb ? '::jsonb' : '';
  const sql = embed.toOne
    ? `row_to_json(${lateral}.*)${cast} AS ${ident(embed.outputName)}`
    : `COALESCE(${lateral}.${lateral}, '[]')${cast} AS ${ident(embed.outputName)}`;
  return [{ sql, grouping: true }];
}

function renderItems(node: ReadNode, expandStar: boolean): RenderedItem[] {
  const alias = ident(node.source.alias);
  const starAsColumns = expandStar || node.hasAggregates;
  return node.items.flatMap((item): RenderedItem[] => {
    switch (item.kind) {
      case 'star':
        return starAsColumns
          ? node.source.relation.columns.map((c) => ({ sql: `${alias}.${ident(c.name)}`, grouping: true }))
          : [{ sql: `${alias}.*`, grouping: true }];
      case 'expr':
        return [{ sql: `${item.sql} AS ${ident(item.name)}`, grouping: !item.aggregate }];
      case 'embed':
        return embedOutput(item.embed, node.hasAggregates);
    }
  });
}

/** The lateral join that computes an embedded resource for each row of its parent. */
export function lateralJoin(embed: EmbedNode): string {
  const lateral = ident(embed.lateral);
  const inner = selectSql(embed);
  if (embed.toOne)
    return `${embed.join === 'inner' ? 'INNER' : 'LEFT'} JOIN LATERAL (${inner}) AS ${lateral} ON TRUE`;
  return `LEFT JOIN LATERAL (SELECT json_agg(${lateral}) AS ${lateral} FROM (${inner}) AS ${lateral}) AS ${lateral} ON TRUE`;
}

export function fromSql(node: ReadNode, embeds: Iterable<EmbedNode> = node.embeds): string {
  const parts = [node.source.fromClause];
  if ('junctionJoin' in node && typeof node.junctionJoin === 'string') parts.push(node.junctionJoin);
  for (const embed of embeds) parts.push(lateralJoin(embed));
  return parts.join(' ');
}

export function whereSql(node: ReadNode): string {
  return node.where.length ? ` WHERE ${node.where.join(' AND ')}` : '';
}

export interface SelectOptions {
  /** List the relation's columns instead of `alias.*` (when the source has extra columns). */
  expandStar?: boolean;
  limit?: number | undefined;
  offset?: number | undefined;
}

/** `SELECT … FROM … WHERE … GROUP BY … ORDER BY … LIMIT … OFFSET …` for a planned read. */
export function selectSql(node: ReadNode, options: SelectOptions = {}): string {
  const items = renderItems(node, options.expandStar ?? false);
  let sql = `SELECT ${items.map((i) => i.sql).join(', ')} FROM ${fromSql(node)}${whereSql(node)}`;
  if (node.hasAggregates) {
    const positions = items.flatMap((item, i) => (item.grouping ? [String(i + 1)] : []));
    if (positions.length) sql += ` GROUP BY ${positions.join(', ')}`;
  }
  if (node.orderBy.length) sql += ` ORDER BY ${node.orderBy.join(', ')}`;
  const limit = 'limit' in options ? options.limit : node.limit;
  const offset = 'offset' in options ? options.offset : node.offset;
  if (limit !== undefined) sql += ` LIMIT ${Math.max(0, Math.trunc(limit))}`;
  if (offset !== undefined && offset > 0) sql += ` OFFSET ${Math.trunc(offset)}`;
  return sql;
}

/**
 * `SELECT 1 FROM … WHERE …`: the rows a count sees, without computing the output. Only the embeds
 * that filter rows are joined, unless `allEmbeds` (a statement of its own must use every parameter).
 */
export function countSourceSql(node: ReadNode, options: { allEmbeds?: boolean } = {}): string {
  return `SELECT 1 FROM ${fromSql(node, options.allEmbeds ? node.embeds : node.filteringEmbeds)}${whereSql(node)}`;
}
