import { Cursor, readName } from './cursor.ts';
import { type JsonStep, readJsonPath } from './json-path.ts';

export interface OrderTerm {
  /** The embedded to-one resource the column belongs to (`order=clients(name)`), if any. */
  relation?: string | undefined;
  name: string;
  jsonPath: JsonStep[];
  direction?: 'asc' | 'desc' | undefined;
  nulls?: 'first' | 'last' | undefined;
}

function readTerm(cursor: Cursor): OrderTerm {
  cursor.skipSpaces();
  let name = readName(cursor);
  if (name === undefined) cursor.fail('field name', 'single');
  let relation: string | undefined;
  if (cursor.eat('(')) {
    relation = name;
    name = readName(cursor);
    if (name === undefined) cursor.fail('field name', 'single');
  }
  const jsonPath = readJsonPath(cursor);
  if (relation !== undefined && !cursor.eat(')')) cursor.fail('")"', 'single');
  const term: OrderTerm = { relation, name, jsonPath };
  if (cursor.eat('.asc')) term.direction = 'asc';
  else if (cursor.eat('.desc')) term.direction = 'desc';
  if (cursor.eat('.nullsfirst')) term.nulls = 'first';
  else if (cursor.eat('.nullslast')) term.nulls = 'last';
  return term;
}

/** Parses PostgREST's `order` parameter. */
export function parseOrder(text: string): OrderTerm[] {
  const cursor: Cursor = new Cursor(text, 'order');
  const terms: OrderTerm[] = [];
  for (;;) {
    terms.push(readTerm(cursor));
    cursor.skipSpaces();
    if (cursor.eat(',')) continue;
    if (cursor.done) return terms;
    cursor.fail('"," or end of input', 'single');
  }
}
