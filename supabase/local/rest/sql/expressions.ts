import { ident, literal, qualified } from '../../db/quote.ts';
import { JSON_TYPES, type Column, type Relation } from '../catalog/model.ts';
import type { SchemaCache } from '../catalog/schema-cache.ts';
import { FTS_OPERATORS, SIMPLE_OPERATORS, type Condition, type Filter } from '../parse/filter.ts';
import type { JsonStep } from '../parse/json-path.ts';
import type { Params } from './params.ts';

export interface FieldSql {
  sql: string;
  column: Column | undefined;
}

function jsonStepSql(step: JsonStep): string {
  const key = typeof step.key === 'number' ? String(step.key) : literal(step.key);
  return `${step.arrow}${key}`;
}

/** A column of `relation` (seen as `alias`), a computed column, or a JSON path into either. */
export function fieldSql(
  cache: SchemaCache,
  relation: Relation,
  alias: string,
  name: string,
  jsonPath: JsonStep[],
): FieldSql {
  const column = relation.column.get(name);
  const computed = column ? undefined : cache.computedColumn(relation, name);
  let sql = computed
    ? `${qualified(computed.schema, computed.name)}(${ident(alias)})`
    : `${ident(alias)}.${ident(name)}`;
  if (jsonPath.length > 0) {
    // Arrows work on json and jsonb; composite and array columns are viewed as jsonb first.
    if (!column || !JSON_TYPES.has(column.baseType)) sql = `to_jsonb(${sql})`;
    sql += jsonPath.map(jsonStepSql).join('');
  }
  return { sql, column: jsonPath.length > 0 ? undefined : column };
}

/** An array literal `{"a","b"}` for `= ANY($n)`. */
function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

const likePattern = (value: string) => value.replaceAll('*', '%');

export interface ConditionScope {
  cache: SchemaCache;
  relation: Relation;
  alias: string;
  params: Params;
  /** SQL for "this embedded resource has no row", when `name` is an embed of the node. */
  embedIsNull: (name: string) => string | undefined;
}

function filterSql(scope: ConditionScope, filter: Filter): string {
  const { operation } = filter;
  let sql: string;
  const embedNull = filter.field.jsonPath.length === 0 ? scope.embedIsNull(filter.field.name) : undefined;
  if (
    embedNull !== undefined &&
    operation.kind === 'is' &&
    (operation.value === 'null' || operation.value === 'not_null')
  ) {
    sql = operation.value === 'null' ? embedNull : `NOT (${embedNull})`;
  } else {
    const field = fieldSql(
      scope.cache,
      scope.relation,
      scope.alias,
      filter.field.name,
      filter.field.jsonPath,
    );
    switch (operation.kind) {
      case 'is':
        sql = `${field.sql} IS ${operation.value === 'not_null' ? 'NOT NULL' : operation.value.toUpperCase()}`;
        break;
      case 'in':
        sql = `${field.sql} = ANY(${scope.params.add(arrayLiteral(operation.values))})`;
        break;
      case 'fts': {
        const fn = FTS_OPERATORS[operation.op];
        const lang =
          operation.language === undefined ? '' : `${scope.params.add(operation.language)}::regconfig, `;
        const vector = field.column?.baseType === 'tsvector' ? field.sql : `to_tsvector(${lang}${field.sql})`;
        sql = `${vector} @@ ${fn}(${lang}${scope.params.add(operation.value)})`;
        break;
      }
      case 'simple': {
        const op = SIMPLE_OPERATORS[operation.op];
        const isLike = operation.op === 'like' || operation.op === 'ilike';
        const value = isLike ? likePattern(operation.value) : operation.value;
        sql = operation.quantifier
          ? `${field.sql} ${op} ${operation.quantifier.toUpperCase()}(${scope.params.add(value)})`
          : `${field.sql} ${op} ${scope.params.add(value)}`;
        break;
      }
    }
  }
  return filter.negated ? `NOT (${sql})` : sql;
}

export function conditionSql(scope: ConditionScope, condition: Condition): string {
  if (condition.type === 'filter') return filterSql(scope, condition);
  const joined = condition.children
    .map((child) => conditionSql(scope, child))
    .join(condition.op === 'and' ? ' AND ' : ' OR ');
  return condition.negated ? `NOT (${joined})` : `(${joined})`;
}

export function orderSql(
  expr: string,
  direction: 'asc' | 'desc' | undefined,
  nulls: 'first' | 'last' | undefined,
): string {
  return `${expr}${direction ? ` ${direction.toUpperCase()}` : ''}${nulls ? ` NULLS ${nulls.toUpperCase()}` : ''}`;
}
