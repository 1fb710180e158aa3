import { Cursor, readName } from './cursor.ts';
import { type JsonStep, readJsonPath } from './json-path.ts';

export const AGGREGATES = ['count', 'sum', 'avg', 'max', 'min'] as const;
export type Aggregate = (typeof AGGREGATES)[number];

export interface FieldItem {
  type: 'field';
  alias?: string | undefined;
  name: string;
  jsonPath: JsonStep[];
  cast?: string | undefined;
  aggregate?: Aggregate | undefined;
  aggregateCast?: string | undefined;
}

/** `count()` on its own: the number of rows (of the group). */
export interface CountItem {
  type: 'count';
  alias?: string | undefined;
  cast?: string | undefined;
}

export interface EmbedItem {
  type: 'embed';
  alias?: string | undefined;
  name: string;
  hint?: string | undefined;
  join: 'left' | 'inner';
  spread: boolean;
  children: SelectItem[];
}

export type SelectItem = { type: 'star' } | FieldItem | CountItem | EmbedItem;

const CAST = /^[A-Za-z_][A-Za-z0-9_ ]*(\[\])?/;

function readCast(cursor: Cursor): string | undefined {
  if (!cursor.eat('::')) return undefined;
  const match = CAST.exec(cursor.text.slice(cursor.pos));
  if (!match) cursor.fail('type name after "::"');
  cursor.pos += match[0].length;
  return match[0].trim();
}

function readAggregate(cursor: Cursor): Aggregate | undefined {
  for (const fn of AGGREGATES) {
    if (cursor.startsWith(`.${fn}()`)) {
      cursor.pos += fn.length + 3;
      return fn;
    }
  }
  return undefined;
}

function readItems(cursor: Cursor, closing: string | undefined): SelectItem[] {
  const items: SelectItem[] = [];
  cursor.skipSpaces();
  if (closing !== undefined && cursor.peek() === closing) return items;
  for (;;) {
    items.push(readItem(cursor));
    cursor.skipSpaces();
    if (cursor.eat(',')) continue;
    if (closing === undefined ? cursor.done : cursor.peek() === closing) return items;
    cursor.fail(closing === undefined ? '"," or end of input' : `"," or "${closing}"`);
  }
}

function readEmbedRest(cursor: Cursor, name: string, alias: string | undefined, spread: boolean): EmbedItem {
  let hint: string | undefined;
  let join: 'left' | 'inner' = 'left';
  while (cursor.eat('!')) {
    const word = readName(cursor);
    if (word === undefined) cursor.fail('hint or join type after "!"');
    if (word === 'inner' || word === 'left') join = word;
    else hint = word;
  }
  if (!cursor.eat('(')) cursor.fail('"(" opening the embedded resource');
  const children = cursor.nested(() => readItems(cursor, ')'));
  cursor.eat(')');
  return { type: 'embed', alias, name, hint, join, spread, children };
}

function readItem(cursor: Cursor): SelectItem {
  cursor.skipSpaces();
  if (cursor.eat('*')) return { type: 'star' };
  const spread = cursor.eat('...');
  let name = readName(cursor);
  if (name === undefined) cursor.fail('field name (* or [a..z0..9_$])');
  let alias: string | undefined;
  if (cursor.peek() === ':' && cursor.peek(1) !== ':') {
    cursor.pos++;
    alias = name;
    name = readName(cursor);
    if (name === undefined) cursor.fail('field name after the alias');
  }
  if (
    spread ||
    cursor.peek() === '!' ||
    (cursor.peek() === '(' && !(name === 'count' && cursor.startsWith('()')))
  ) {
    return readEmbedRest(cursor, name, alias, spread);
  }
  if (name === 'count' && cursor.eat('()')) {
    return { type: 'count', alias, cast: readCast(cursor) };
  }
  const jsonPath = readJsonPath(cursor);
  const cast = readCast(cursor);
  const aggregate = readAggregate(cursor);
  const aggregateCast = aggregate ? readCast(cursor) : undefined;
  return { type: 'field', alias, name, jsonPath, cast, aggregate, aggregateCast };
}

/** Parses PostgREST's `select` parameter. */
export function parseSelect(text: string): SelectItem[] {
  const cursor: Cursor = new Cursor(text, 'select parameter');
  if (text.trim() === '') return [{ type: 'star' }];
  return readItems(cursor, undefined);
}
