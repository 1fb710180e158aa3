import { type Cursor, readName } from './cursor.ts';

export interface JsonStep {
  arrow: '->' | '->>';
  key: string | number;
}

/** `->key`, `->>key`, `->0`, `->>-1`, … following a column name. */
export function readJsonPath(cursor: Cursor): JsonStep[] {
  const steps: JsonStep[] = [];
  while (cursor.startsWith('->')) {
    const arrow = cursor.eat('->>') ? '->>' : (cursor.eat('->'), '->');
    const start = cursor.pos;
    const token = readName(cursor);
    if (token === undefined) cursor.fail('key or index after the arrow');
    if (token.startsWith('-')) {
      // A leading dash can only start a negative array index.
      const digits = /^-(\d*)/.exec(token)?.[1] ?? '';
      if (digits.length === 0 || digits.length !== token.length - 1) {
        cursor.pos = start + 1 + digits.length;
        cursor.fail('digit');
      }
    }
    steps.push({ arrow, key: /^-?\d+$/.test(token) ? Number(token) : token });
  }
  return steps;
}

/** The name a JSON path gives its value when no alias is set: the last key (PostgREST's rule). */
export function jsonPathAlias(column: string, steps: JsonStep[]): string {
  const last = steps.at(-1);
  return last === undefined ? column : String(last.key);
}
