import { ApiError, parseError } from '../errors.ts';
import { Cursor, readName } from './cursor.ts';
import { type Condition, looksLikeFilter, parseFilterValue, parseLogicTree } from './filter.ts';
import { readJsonPath } from './json-path.ts';
import { type OrderTerm, parseOrder } from './order.ts';
import { assertPlanSize } from './plan-size.ts';
import { parseSelect, type SelectItem } from './select.ts';

/** Embed path as dotted names; the root is ''. */
export type EmbedPath = string;

export interface ParsedQuery {
  select: SelectItem[];
  /** Whether `select` was given (a mutation without it returns the whole row). */
  selectGiven: boolean;
  columns?: string[] | undefined;
  onConflict?: string[] | undefined;
  filters: Map<EmbedPath, Condition[]>;
  order: Map<EmbedPath, OrderTerm[]>;
  limit: Map<EmbedPath, number>;
  offset: Map<EmbedPath, number>;
  /** For RPC calls by GET: the parameters that are arguments, in order (repeats kept). */
  rpcArgs: [string, string][];
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function parseInteger(what: string, text: string): number {
  if (!/^-?\d{1,15}$/.test(text.trim())) {
    throw parseError(
      what,
      text,
      1,
      `unexpected ${text ? JSON.stringify(text.charAt(0)) : 'end of input'} expecting digit`,
    );
  }
  return Number(text);
}

function parseNameList(what: string, text: string): string[] {
  const cursor: Cursor = new Cursor(text, what);
  const names: string[] = [];
  for (;;) {
    cursor.skipSpaces();
    const name = readName(cursor);
    if (name === undefined) cursor.fail('field name (* or [a..z0..9_$])');
    names.push(name);
    cursor.skipSpaces();
    if (cursor.eat(',')) continue;
    if (cursor.done) return names;
    cursor.fail('"," or end of input');
  }
}

/** A parameter name split at its dots (`embed.column`), except dots inside a double-quoted name. */
function keySegments(key: string): string[] {
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < key.length; i++) {
    const ch = key.charAt(i);
    if (quoted && ch === '\\' && i + 1 < key.length) {
      current += ch + key.charAt(++i);
      continue;
    }
    if (ch === '"') quoted = !quoted;
    if (ch === '.' && !quoted) {
      segments.push(current);
      current = '';
    } else current += ch;
  }
  segments.push(current);
  return segments;
}

/**
 * Splits a request's query string the way PostgREST reads it: reserved parameters, filters and
 * logic trees (on the root or on an embedded resource's path), and — for RPC — arguments.
 */
export function parseQuery(params: URLSearchParams, options: { rpc: boolean }): ParsedQuery {
  const parsed: ParsedQuery = {
    select: [{ type: 'star' }],
    selectGiven: false,
    filters: new Map(),
    order: new Map(),
    limit: new Map(),
    offset: new Map(),
    rpcArgs: [],
  };
  for (const [key, value] of params) {
    if (key === '') continue;
    switch (key) {
      case 'select':
        parsed.select = parseSelect(value);
        assertPlanSize(parsed.select);
        parsed.selectGiven = true;
        continue;
      case 'columns':
        parsed.columns = parseNameList('columns parameter', value);
        continue;
      case 'on_conflict':
        parsed.onConflict = parseNameList('on_conflict parameter', value);
        continue;
    }
    const segments = keySegments(key);
    const last = segments[segments.length - 1] ?? '';
    if (last === 'order' || last === 'limit' || last === 'offset') {
      const path = segments.slice(0, -1).join('.');
      if (last === 'order') parsed.order.set(path, parseOrder(value));
      else parsed[last].set(path, parseInteger(last, value));
      continue;
    }
    if (last === 'and' || last === 'or') {
      const negated = segments.at(-2) === 'not';
      const path = segments.slice(0, negated ? -2 : -1).join('.');
      push(parsed.filters, path, parseLogicTree(last, negated, value));
      continue;
    }
    if (options.rpc && !looksLikeFilter(value)) {
      parsed.rpcArgs.push([key, value]);
      continue;
    }
    const fieldCursor = new Cursor(last, 'filter key');
    const name = readName(fieldCursor);
    if (name === undefined)
      throw new ApiError(400, 'PGRST100', `"failed to parse filter key (${key})"`, null);
    const jsonPath = readJsonPath(fieldCursor);
    push(
      parsed.filters,
      segments.slice(0, -1).join('.'),
      parseFilterValue(name, jsonPath, value) satisfies Condition,
    );
  }
  return parsed;
}
