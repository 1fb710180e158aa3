import { parseError } from '../errors.ts';

export type Quote = 'double' | 'single';

/**
 * A position in a query-string value being parsed. Failures are reported the way PostgREST's
 * parser reports them: `"failed to parse <what> (<text>)" (line 1, column N)`.
 */
/** How deep embeds and logic trees may nest: deeper is refused before PostgreSQL's stack runs out. */
export const MAX_NESTING = 32;

export class Cursor {
  pos = 0;
  depth = 0;

  private readonly shownText: string;

  /** `hiddenPrefix`: characters the reported column counts but the message does not show (e.g. `or`). */
  constructor(
    readonly text: string,
    private readonly what: string,
    hiddenPrefix = 0,
  ) {
    this.shownText = text.slice(hiddenPrefix);
  }

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  peek(ahead = 0): string | undefined {
    return this.text[this.pos + ahead];
  }

  /** The character at the position ('' at the end). */
  current(): string {
    return this.text.charAt(this.pos);
  }

  startsWith(token: string): boolean {
    return this.text.startsWith(token, this.pos);
  }

  eat(token: string): boolean {
    if (!this.startsWith(token)) return false;
    this.pos += token.length;
    return true;
  }

  /** Runs `inner` one nesting level deeper, refusing more than MAX_NESTING levels. */
  nested<T>(inner: () => T): T {
    if (this.depth >= MAX_NESTING) this.fail(`at most ${MAX_NESTING} nested levels`);
    this.depth++;
    try {
      return inner();
    } finally {
      this.depth--;
    }
  }

  skipSpaces(): void {
    while (this.peek() === ' ') this.pos++;
  }

  fail(expecting: string, quote: Quote = 'double'): never {
    const found = this.peek();
    const unexpected =
      found === undefined ? 'end of input' : quote === 'double' ? JSON.stringify(found) : `'${found}'`;
    throw parseError(
      this.what,
      this.shownText,
      this.pos + 1,
      `unexpected ${unexpected} expecting ${expecting}`,
    );
  }
}

/** Characters that end a bare name in select, order and filter keys. */
const NAME_STOP = new Set([',', '.', ':', '(', ')', '!', '"', '*', ' ']);

/** A column or relation name: bare (a dash is allowed unless it starts `->`) or double-quoted. */
export function readName(cursor: Cursor): string | undefined {
  if (cursor.peek() === '"') return readQuoted(cursor);
  const start = cursor.pos;
  while (!cursor.done) {
    const ch = cursor.current();
    if (NAME_STOP.has(ch)) break;
    if (ch === '-' && cursor.peek(1) === '>') break;
    cursor.pos++;
  }
  return cursor.pos > start ? cursor.text.slice(start, cursor.pos) : undefined;
}

export function readQuoted(cursor: Cursor): string {
  cursor.eat('"');
  let out = '';
  while (!cursor.done && cursor.peek() !== '"') {
    if (cursor.peek() === '\\' && cursor.pos + 1 < cursor.text.length) cursor.pos++;
    out += cursor.current();
    cursor.pos++;
  }
  if (!cursor.eat('"')) cursor.fail('"\\"" closing the quoted name');
  return out;
}
