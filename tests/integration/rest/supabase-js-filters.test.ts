import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { anonClient } from '../../support/clients.ts';

/**
 * Every filter method of postgrest-js 2.109 (what each sends is in its PostgrestFilterBuilder), run
 * through the real client against the fixture's six books, on PGlite and on PostgreSQL.
 */
const db = anonClient();
const books = () => db.from('books').select('id').order('id');
type Books = ReturnType<typeof books>;

const CASES: [method: string, build: (q: Books) => Books, expectedIds: number[]][] = [
  ['eq', (q) => q.eq('author_id', 2), [3, 4]],
  ['neq', (q) => q.neq('author_id', 2), [1, 2, 5]],
  ['gt', (q) => q.gt('price', 10), [2, 5]],
  ['gte', (q) => q.gte('price', 10.5), [2, 5]],
  ['lt', (q) => q.lt('pages', 264), [5]],
  ['lte', (q) => q.lte('pages', 264), [3, 5]],
  ['like', (q) => q.like('title', 'The %'), [1, 2]],
  ['ilike', (q) => q.ilike('title', '%OF%'), [1, 4]],
  ['likeAllOf', (q) => q.likeAllOf('title', ['%a%', '%o%']), [1, 4, 5]],
  ['likeAnyOf', (q) => q.likeAnyOf('title', ['Kin%', 'Sol%']), [3, 5]],
  ['ilikeAllOf', (q) => q.ilikeAllOf('title', ['the%', '%DARK%']), [1]],
  ['ilikeAnyOf', (q) => q.ilikeAnyOf('title', ['%SOWER', 'untitled%']), [4, 6]],
  ['regexMatch', (q) => q.regexMatch('title', '^[KS]'), [3, 5]],
  ['regexIMatch', (q) => q.regexIMatch('title', 'dis|DRAFT'), [2, 6]],
  ['is null', (q) => q.is('author_id', null), [6]],
  ['is true', (q) => q.is('published', true), [1, 2, 3]],
  ['is false', (q) => q.is('published', false), [4, 6]],
  ['isDistinct', (q) => q.isDistinct('published', true), [4, 5, 6]],
  ['in', (q) => q.in('id', [6, 2, 2, 4]), [2, 4, 6]],
  ['in with reserved characters', (q) => q.in('title', ['Kindred', 'a,b', '(x)']), [3]],
  ['notIn', (q) => q.notIn('id', [1, 2, 3]), [4, 5, 6]],
  ['contains array', (q) => q.contains('genres', ['classic', 'scifi']), [1, 5]],
  ['contains json', (q) => q.contains('metadata', { awards: ['Hugo'] }), [1, 2]],
  ['contains range string', (q) => q.contains('available', '[2020-03-01,2020-04-01)'), [1]],
  ['containedBy array', (q) => q.containedBy('genres', ['scifi', 'utopia', 'dystopia']), [2, 4, 6]],
  ['containedBy json', (q) => q.containedBy('metadata', { translated: true, awards: [] }), [3, 4, 5, 6]],
  ['rangeGt', (q) => q.rangeGt('available', '[2020-01-01,2021-01-01)'), [2, 5]],
  ['rangeGte', (q) => q.rangeGte('available', '[2021-01-01,2021-02-01)'), [2, 5]],
  ['rangeLt', (q) => q.rangeLt('available', '[2021-01-01,2021-02-01)'), [1, 3]],
  ['rangeLte', (q) => q.rangeLte('available', '[2019-01-01,2020-01-01)'), [3]],
  ['rangeAdjacent', (q) => q.rangeAdjacent('available', '[2021-07-01,2022-01-01)'), [2, 5]],
  ['overlaps array', (q) => q.overlaps('genres', ['utopia', 'historical']), [2, 3]],
  ['overlaps range', (q) => q.overlaps('available', '[2019-05-15,2020-01-02)'), [1, 3]],
  ['textSearch', (q) => q.textSearch('search', "'left' & 'hand'"), [1]],
  ['textSearch config', (q) => q.textSearch('title', 'sower', { config: 'english' }), [4]],
  ['textSearch plain', (q) => q.textSearch('search', 'the dispossessed', { type: 'plain' }), [2]],
  [
    'textSearch phrase',
    (q) => q.textSearch('search', 'left hand', { type: 'phrase', config: 'english' }),
    [1],
  ],
  [
    'textSearch websearch',
    (q) => q.textSearch('search', '"hand left" or kindred -darkness', { type: 'websearch' }),
    [3],
  ],
  ['match', (q) => q.match({ author_id: 1, published: true, pages: 387 }), [2]],
  ['not eq', (q) => q.not('author_id', 'eq', 1), [3, 4, 5]],
  ['not is', (q) => q.not('price', 'is', null), [1, 2, 3, 5]],
  ['not in', (q) => q.not('id', 'in', '(1,3,5)'), [2, 4, 6]],
  ['not cs', (q) => q.not('genres', 'cs', '{classic}'), [2, 3, 4, 6]],
  ['or', (q) => q.or('id.eq.6,pages.gt.350'), [2, 6]],
  ['or with and and not', (q) => q.or('and(author_id.eq.2,published.not.is.true),id.eq.5'), [4, 5]],
  ['or of quoted values', (q) => q.or('title.eq."Kindred",title.in.("Solaris","x,y")'), [3, 5]],
  ['filter', (q) => q.filter('pages', 'gte', '345'), [2, 4]],
  ['filter with quantifier', (q) => q.filter('title', 'like(any)', '{*Kin*,*Sol*}'), [3, 5]],
  ['filter on a JSON path', (q) => q.filter('metadata->series->>name', 'eq', 'Hainish'), [1, 2]],
];

describe(`supabase-js filter methods (${inject('dbKind')})`, () => {
  it.each(CASES)('%s', async (_method, build, expectedIds) => {
    const { data, error, status } = await build(books());
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(((data ?? []) as { id: number }[]).map((row) => row.id)).toEqual(expectedIds);
  });

  it('filters an embedded resource with or({ referencedTable })', async () => {
    const { data, error } = await db
      .from('authors')
      .select('id, written:books!author_id(id)')
      .in('id', [1, 2])
      .or('pages.lt.300,pages.gt.380', { referencedTable: 'written' })
      .order('id')
      .order('id', { referencedTable: 'written' });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, written: [{ id: 2 }] },
      { id: 2, written: [{ id: 3 }] },
    ]);
  });

  it('answers a filter on an unknown column, operator or value as PostgREST does', async () => {
    const column = await books().eq('nope', 1);
    expect([column.status, column.error?.code]).toEqual([400, '42703']);
    expect(column.error?.message).toBe('column books.nope does not exist');
    const operator = await books().filter('pages', 'about', '3');
    expect([operator.status, operator.error?.code]).toEqual([400, 'PGRST100']);
    // IS DISTINCT FROM takes its value as a literal of the column's type, as in PostgREST: no null keyword.
    const distinctNull = await books().isDistinct('price', null);
    expect([distinctNull.status, distinctNull.error?.code]).toEqual([400, '22P02']);
    const range = await books().rangeGt('available', 'not a range');
    expect([range.status, range.error?.code]).toEqual([400, '22P02']);
    const fts = await books().textSearch('search', 'x', { config: 'no_such_config' });
    expect([fts.status, fts.error?.code]).toEqual([400, '42704']);
  });
});
