import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rest } from '../../support/clients.ts';

/** Characters PostgREST's grammar gives meaning to, and some that break naive SQL. */
const grammar = Array.from('(),.:!*"\'\\;-> {}[]=&%+?#@$|~^`\t\n');
const fragments = [
  'select',
  'order',
  'limit',
  'offset',
  'or',
  'and',
  'not',
  'eq',
  'in',
  'is',
  'cs',
  'fts',
  'like',
  'null',
  'id',
  'title',
  'pages',
  'metadata',
  'authors',
  'books',
  'tags',
  '--',
  '/*',
  "';",
  'DROP TABLE',
  '\u00e9',
  '\u{1F600}',
  '->>',
  '::',
  '...',
  'count()',
  '!inner',
];

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...grammar), maxLength: 30 }),
  fc.array(fc.constantFrom(...fragments, ...grammar), { maxLength: 12 }).map((parts) => parts.join('')),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

const queryKey = fc.oneof(
  fc.constantFrom(
    'select',
    'order',
    'limit',
    'offset',
    'or',
    'and',
    'not.or',
    'columns',
    'on_conflict',
    'id',
    'title',
    'pages',
    'metadata->a',
    'authors.id',
    'tags.order',
  ),
  hostileText,
);
const query = fc
  .array(fc.tuple(queryKey, hostileText), { maxLength: 5 })
  .map((pairs) => new URLSearchParams(pairs).toString());
const headerValue = fc.string({
  unit: fc.constantFrom(...Array.from('abcdefghijklmnopqrstuvwxyz=,;/*-0123456789 .')),
  maxLength: 40,
});

interface Outcome {
  status: number;
  body: string;
}

async function send(
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<Outcome> {
  const response = await rest(path, {
    method,
    body: body ?? null,
    headers: { 'Content-Type': 'application/json', ...headers },
    signal: AbortSignal.timeout(5_000),
  });
  return { status: response.status, body: await response.text() };
}

/** Never a 5xx; a 4xx carries PostgREST's error shape. */
function expectClientAnswer({ status, body }: Outcome): void {
  expect(status, body).toBeLessThan(500);
  if (status >= 400 && body) {
    const error = JSON.parse(body) as Record<string, unknown>;
    expect(Object.keys(error).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(typeof error.code).toBe('string');
    expect(typeof error.message).toBe('string');
  }
}

describe('hostile query strings and bodies', () => {
  it('answers random reads with a result or a PostgREST-shaped 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/books', '/authors', '/long_books', '/rpc/books_by', '/rpc/add'),
        query,
        headerValue,
        headerValue,
        async (path, qs, prefer, accept) => {
          expectClientAnswer(
            await send('GET', `${path}?${qs}`, undefined, { Prefer: prefer, Range: prefer }),
          );
          expectClientAnswer(await send('GET', `${path}?${qs}`, undefined, { Accept: accept }));
        },
      ),
      { numRuns: 250 },
    );
  });

  it('answers random writes with a result or a PostgREST-shaped 4xx', async () => {
    const body = fc.oneof(
      fc.json({ maxDepth: 4 }),
      hostileText,
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify({ id: 9_000_000, note: v })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('POST', 'PATCH', 'PUT', 'DELETE'),
        fc.constantFrom('/fuzz_pad', '/rpc/add', '/rpc/echo', '/no_such_table', '/rpc/fail_with'),
        query,
        body,
        headerValue,
        async (method, path, qs, payload, prefer) => {
          expectClientAnswer(await send(method, `${path}?${qs}`, payload, { Prefer: prefer }));
        },
      ),
      { numRuns: 250 },
    );
  });

  it('refuses pathological shapes before they reach PostgreSQL', async () => {
    const deepSelect = `${'a('.repeat(200)}id${')'.repeat(200)}`;
    expectClientAnswer(await send('GET', `/books?select=${encodeURIComponent(deepSelect)}`));
    const deepLogic = `(${'and('.repeat(300)}id.eq.1${')'.repeat(300)})`;
    expectClientAnswer(await send('GET', `/books?or=${encodeURIComponent(deepLogic)}`));
    const deepJson = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expectClientAnswer(await send('POST', '/rpc/echo', `{"payload": ${deepJson}}`));
    expectClientAnswer(await send('GET', '/books?title=eq.a%00b'));
    expectClientAnswer(
      await send('POST', '/fuzz_pad', JSON.stringify({ id: 9_000_001, note: 'nul \u0000 inside' })),
    );
    expectClientAnswer(await send('GET', `/books?limit=${'9'.repeat(40)}`));
  });
});
