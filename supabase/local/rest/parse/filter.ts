import { ApiError } from '../errors.ts';
import { Cursor, readName } from './cursor.ts';
import { type JsonStep, readJsonPath } from './json-path.ts';

export const SIMPLE_OPERATORS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  isdistinct: 'IS DISTINCT FROM',
} as const;
export type SimpleOperator = keyof typeof SIMPLE_OPERATORS;

export const FTS_OPERATORS = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const;
export type FtsOperator = keyof typeof FTS_OPERATORS;

const QUANTIFIABLE = new Set<string>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
]);
const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;
export type IsValue = (typeof IS_VALUES)[number];

export type Operation =
  | { kind: 'simple'; op: SimpleOperator; value: string; quantifier?: 'any' | 'all' | undefined }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: IsValue }
  | { kind: 'fts'; op: FtsOperator; language?: string | undefined; value: string };

export interface Filter {
  type: 'filter';
  negated: boolean;
  field: { name: string; jsonPath: JsonStep[] };
  operation: Operation;
}

export interface LogicTree {
  type: 'logic';
  negated: boolean;
  op: 'and' | 'or';
  children: Condition[];
}

export type Condition = Filter | LogicTree;

const OPERATOR_NAMES = [...Object.keys(SIMPLE_OPERATORS), ...Object.keys(FTS_OPERATORS), 'in', 'is'];
const OPERATOR_PREFIX = new RegExp(
  `^(not\\.)?(${OPERATOR_NAMES.join('|')})(\\((any|all|[A-Za-z_][A-Za-z0-9_]*)\\))?\\.`,
);

/** Whether a query-string value reads as `op.value` (how PostgREST tells filters from RPC arguments). */
export function looksLikeFilter(value: string): boolean {
  return OPERATOR_PREFIX.test(value);
}

/** Reads `(a,"b,c",d)` as the elements of an `in` list. */
function readList(cursor: Cursor): string[] {
  if (!cursor.eat('(')) cursor.fail('"(" opening the list');
  const values: string[] = [];
  cursor.skipSpaces();
  if (cursor.eat(')')) return values;
  for (;;) {
    cursor.skipSpaces();
    values.push(
      cursor.peek() === '"' ? readQuotedValue(cursor) : readBare(cursor, new Set([',', ')'])).trim(),
    );
    cursor.skipSpaces();
    if (cursor.eat(',')) continue;
    if (cursor.eat(')')) return values;
    cursor.fail('"," or ")"');
  }
}

function readQuotedValue(cursor: Cursor): string {
  cursor.eat('"');
  let out = '';
  while (!cursor.done && cursor.peek() !== '"') {
    if (cursor.peek() === '\\' && cursor.pos + 1 < cursor.text.length) cursor.pos++;
    out += cursor.current();
    cursor.pos++;
  }
  if (!cursor.eat('"')) cursor.fail('closing double quote');
  return out;
}

/** A bare value up to a stop character outside parentheses and braces. */
function readBare(cursor: Cursor, stops: Set<string>): string {
  const start = cursor.pos;
  let depth = 0;
  while (!cursor.done) {
    const ch = cursor.current();
    if (depth === 0 && stops.has(ch)) break;
    if (ch === '(' || ch === '{' || ch === '[') depth++;
    if ((ch === ')' || ch === '}' || ch === ']') && depth > 0) depth--;
    cursor.pos++;
  }
  return cursor.text.slice(start, cursor.pos);
}

/**
 * `[not.]op[(modifier)].value`. At the top level the value runs to the end of the text; inside a
 * logic tree it stops at `,` or `)` unless double-quoted.
 */
function readOperation(cursor: Cursor, inTree: boolean): { negated: boolean; operation: Operation } {
  const negated = cursor.eat('not.');
  const opStart = cursor.pos;
  const opName = /^[a-z]+/.exec(cursor.text.slice(cursor.pos))?.[0] ?? '';
  cursor.pos += opName.length;
  if (!OPERATOR_NAMES.includes(opName)) {
    cursor.pos = opStart;
    cursor.fail('operator (eq, gt, ...)');
  }
  let modifier: string | undefined;
  if (cursor.eat('(')) {
    modifier = readName(cursor);
    if (modifier === undefined || !cursor.eat(')')) cursor.fail('")" closing the operator modifier');
  }
  if (!cursor.eat('.')) cursor.fail('"." after the operator');
  const value = (): string => {
    if (!inTree) {
      const rest = cursor.text.slice(cursor.pos);
      cursor.pos = cursor.text.length;
      return rest;
    }
    cursor.skipSpaces();
    if (cursor.peek() === '"') return readQuotedValue(cursor);
    return readBare(cursor, new Set([',', ')'])).trim();
  };

  if (opName === 'in') {
    if (modifier !== undefined) cursor.fail('"." after the operator');
    return { negated, operation: { kind: 'in', values: readList(cursor) } };
  }
  if (opName === 'is') {
    const start = cursor.pos;
    const word = value().toLowerCase();
    if (!(IS_VALUES as readonly string[]).includes(word)) {
      cursor.pos = start;
      cursor.fail('null or trilean value (unknown, true, false)');
    }
    return { negated, operation: { kind: 'is', value: word as IsValue } };
  }
  if (opName in FTS_OPERATORS) {
    return {
      negated,
      operation: { kind: 'fts', op: opName as FtsOperator, language: modifier, value: value() },
    };
  }
  let quantifier: 'any' | 'all' | undefined;
  if (modifier !== undefined) {
    if ((modifier !== 'any' && modifier !== 'all') || !QUANTIFIABLE.has(opName)) {
      throw new ApiError(
        400,
        'PGRST100',
        `"failed to parse filter (${cursor.text})" (line 1, column ${opStart + 1})`,
        `the modifier (${modifier}) is not valid for the operator ${opName}`,
      );
    }
    quantifier = modifier;
  }
  return { negated, operation: { kind: 'simple', op: opName as SimpleOperator, value: value(), quantifier } };
}

/** The value of a `column=...` query parameter. */
export function parseFilterValue(name: string, jsonPath: JsonStep[], text: string): Filter {
  const cursor: Cursor = new Cursor(text, 'filter');
  const { negated, operation } = readOperation(cursor, false);
  if (!cursor.done) cursor.fail('end of input');
  return { type: 'filter', negated, field: { name, jsonPath }, operation };
}

const TREE_EXPECTING = 'field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)';

function readTreeBody(cursor: Cursor): Condition[] {
  cursor.skipSpaces();
  if (!cursor.eat('(')) cursor.fail('"("');
  const children: Condition[] = [];
  for (;;) {
    cursor.skipSpaces();
    children.push(readCondition(cursor));
    cursor.skipSpaces();
    if (cursor.eat(',')) continue;
    if (cursor.eat(')')) return children;
    cursor.fail('"," or ")"');
  }
}

function readCondition(cursor: Cursor): Condition {
  const start = cursor.pos;
  const negated = cursor.eat('not.');
  for (const op of ['and', 'or'] as const) {
    if (cursor.startsWith(op)) {
      const after = cursor.text[cursor.pos + op.length];
      if (after === '(' || after === ' ') {
        cursor.pos += op.length;
        return { type: 'logic', negated, op, children: cursor.nested(() => readTreeBody(cursor)) };
      }
    }
  }
  if (negated) cursor.pos = start;
  const name = readName(cursor);
  if (name === undefined) cursor.fail(TREE_EXPECTING);
  const jsonPath = readJsonPath(cursor);
  if (!cursor.eat('.')) cursor.fail('"." after the field name');
  const { negated: opNegated, operation } = readOperation(cursor, true);
  return { type: 'filter', negated: opNegated, field: { name, jsonPath }, operation };
}

/** The value of an `or=(...)`/`and=(...)` parameter (optionally `not.`). */
export function parseLogicTree(op: 'and' | 'or', negated: boolean, text: string): LogicTree {
  const prefix = `${negated ? 'not.' : ''}${op}`;
  const cursor: Cursor = new Cursor(prefix + text, 'logic tree', prefix.length);
  cursor.pos = prefix.length;
  const children = readTreeBody(cursor);
  cursor.skipSpaces();
  if (!cursor.done) cursor.fail('end of input');
  return { type: 'logic', negated, op, children };
}
