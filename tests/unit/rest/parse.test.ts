import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../supabase/local/rest/errors.ts';
import {
  looksLikeFilter,
  parseFilterValue,
  parseLogicTree,
} from '../../../supabase/local/rest/parse/filter.ts';
import { parseOrder } from '../../../supabase/local/rest/parse/order.ts';
import { parseQuery } from '../../../supabase/local/rest/parse/query.ts';
import { parseSelect } from '../../../supabase/local/rest/parse/select.ts';

function parseFailure(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a parse error');
}

describe('select parameter', () => {
  it('reads columns, aliases, casts, JSON paths and aggregates', () => {
    expect(
      parseSelect('id, title:name::text, city:address->geo->>city, total:price.sum()::int, count()'),
    ).toEqual([
      {
        type: 'field',
        alias: undefined,
        name: 'id',
        jsonPath: [],
        cast: undefined,
        aggregate: undefined,
        aggregateCast: undefined,
      },
      {
        type: 'field',
        alias: 'title',
        name: 'name',
        jsonPath: [],
        cast: 'text',
        aggregate: undefined,
        aggregateCast: undefined,
      },
      {
        type: 'field',
        alias: 'city',
        name: 'address',
        jsonPath: [
          { arrow: '->', key: 'geo' },
          { arrow: '->>', key: 'city' },
        ],
        cast: undefined,
        aggregate: undefined,
        aggregateCast: undefined,
      },
      {
        type: 'field',
        alias: 'total',
        name: 'price',
        jsonPath: [],
        cast: undefined,
        aggregate: 'sum',
        aggregateCast: 'int',
      },
      { type: 'count', alias: undefined, cast: undefined },
    ]);
  });

  it('reads embeds with hints, join types, spreads and nesting', () => {
    expect(parseSelect('*,author:authors!author_id!inner(name),...publisher(name),tags()')).toEqual([
      { type: 'star' },
      {
        type: 'embed',
        alias: 'author',
        name: 'authors',
        hint: 'author_id',
        join: 'inner',
        spread: false,
        children: [expect.objectContaining({ name: 'name' })],
      },
      {
        type: 'embed',
        alias: undefined,
        name: 'publisher',
        hint: undefined,
        join: 'left',
        spread: true,
        children: [expect.objectContaining({ name: 'name' })],
      },
      {
        type: 'embed',
        alias: undefined,
        name: 'tags',
        hint: undefined,
        join: 'left',
        spread: false,
        children: [],
      },
    ]);
  });

  it('keeps array indexes and dashes in names apart', () => {
    expect(parseSelect('field-with_sep,data->0,data->>-1')).toMatchObject([
      { name: 'field-with_sep', jsonPath: [] },
      { name: 'data', jsonPath: [{ arrow: '->', key: 0 }] },
      { name: 'data', jsonPath: [{ arrow: '->>', key: -1 }] },
    ]);
  });

  it("reports PostgREST's message for a bad JSON path", () => {
    const error = parseFailure(() => parseSelect('data->>--34'));
    expect(error.body()).toEqual({
      code: 'PGRST100',
      details: 'unexpected "-" expecting digit',
      hint: null,
      message: '"failed to parse select parameter (data->>--34)" (line 1, column 9)',
    });
  });

  it('refuses nesting deeper than the limit', () => {
    expect(parseFailure(() => parseSelect(`${'a('.repeat(40)}id${')'.repeat(40)}`)).code).toBe('PGRST100');
  });
});

describe('filters and logic trees', () => {
  it('reads operators, negation, quantifiers and full-text languages', () => {
    expect(parseFilterValue('id', [], 'not.in.(1,"2,3",4)').operation).toEqual({
      kind: 'in',
      values: ['1', '2,3', '4'],
    });
    expect(parseFilterValue('id', [], 'not.in.(1)').negated).toBe(true);
    expect(parseFilterValue('done', [], 'is.NoT_NuLl').operation).toEqual({ kind: 'is', value: 'not_null' });
    expect(parseFilterValue('title', [], 'like(any).{a*,b*}').operation).toEqual({
      kind: 'simple',
      op: 'like',
      value: '{a*,b*}',
      quantifier: 'any',
    });
    expect(parseFilterValue('doc', [], 'fts(french).amusant').operation).toEqual({
      kind: 'fts',
      op: 'fts',
      language: 'french',
      value: 'amusant',
    });
    expect(parseFilterValue('title', [], 'eq.a.b,c(d)').operation).toMatchObject({ value: 'a.b,c(d)' });
  });

  it('tells filters from RPC arguments as PostgREST does', () => {
    expect(looksLikeFilter('gt.1')).toBe(true);
    expect(looksLikeFilter('not.is.null')).toBe(true);
    expect(looksLikeFilter('3')).toBe(false);
    expect(looksLikeFilter('hello world')).toBe(false);
  });

  it('reads nested, negated and quoted logic trees with spaces', () => {
    const tree = parseLogicTree(
      'and',
      false,
      '( and ( id.in.( 1, 2, 3 ) , id.eq.3 ) , not.or ( name.eq."a,b)" , age.gt.2 ) )',
    );
    expect(tree).toMatchObject({
      op: 'and',
      children: [
        {
          type: 'logic',
          op: 'and',
          negated: false,
          children: [{ operation: { kind: 'in', values: ['1', '2', '3'] } }, { operation: { value: '3' } }],
        },
        {
          type: 'logic',
          op: 'or',
          negated: true,
          children: [{ operation: { value: 'a,b)' } }, { field: { name: 'age' } }],
        },
      ],
    });
  });

  it("reports PostgREST's message for an empty logic tree and a bad is value", () => {
    expect(parseFailure(() => parseLogicTree('or', false, '()')).body()).toEqual({
      code: 'PGRST100',
      details:
        'unexpected ")" expecting field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)',
      hint: null,
      message: '"failed to parse logic tree (())" (line 1, column 4)',
    });
    expect(parseFailure(() => parseFilterValue('done', [], 'is.nil')).code).toBe('PGRST100');
  });
});

describe('order parameter', () => {
  it('reads directions, nulls placement, JSON paths and related columns', () => {
    expect(parseOrder('id.desc.nullslast,data->>name,clients(name).asc')).toEqual([
      { relation: undefined, name: 'id', jsonPath: [], direction: 'desc', nulls: 'last' },
      { relation: undefined, name: 'data', jsonPath: [{ arrow: '->>', key: 'name' }] },
      { relation: 'clients', name: 'name', jsonPath: [], direction: 'asc' },
    ]);
  });

  it("reports PostgREST's message for trailing garbage", () => {
    const error = parseFailure(() => parseOrder('id.asc.nullslasttt'));
    expect(error.message).toBe('"failed to parse order (id.asc.nullslasttt)" (line 1, column 17)');
    expect(error.details).toBe('unexpected \'t\' expecting "," or end of input');
  });
});

describe('query string', () => {
  it('sorts parameters into select, filters, embed options and RPC arguments', () => {
    const parsed = parseQuery(
      new URLSearchParams('select=id&id=gt.1&tasks.order=name&tasks.limit=2&not.or=(a.eq.1,b.eq.2)&a=3&a=4'),
      { rpc: true },
    );
    expect(parsed.selectGiven).toBe(true);
    expect(parsed.filters.get('')?.map((c) => c.type)).toEqual(['filter', 'logic']);
    expect(parsed.order.get('tasks')).toHaveLength(1);
    expect(parsed.limit.get('tasks')).toBe(2);
    expect(parsed.rpcArgs).toEqual([
      ['a', '3'],
      ['a', '4'],
    ]);
  });

  it('refuses a blank columns parameter and a non-numeric limit', () => {
    expect(parseFailure(() => parseQuery(new URLSearchParams('columns='), { rpc: false })).code).toBe(
      'PGRST100',
    );
    expect(parseFailure(() => parseQuery(new URLSearchParams('limit=ten'), { rpc: false })).code).toBe(
      'PGRST100',
    );
  });
});
