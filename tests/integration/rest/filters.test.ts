import { describe, expect, it } from 'vitest';
import { anonClient } from '../../support/clients.ts';

const db = anonClient();
const ids = (rows: { id: number }[] | null) => (rows ?? []).map((r) => r.id);

/** Runs a filtered query on books and returns the matching ids in order. */
async function bookIds(
  build: (q: ReturnType<typeof books>) => PromiseLike<{ data: { id: number }[] | null; error: unknown }>,
) {
  const { data, error } = await build(books());
  expect(error).toBeNull();
  return ids(data);
}
const books = () => db.from('books').select('id').order('id');

describe('filter operators through supabase-js', () => {
  it('compares with eq, neq, gt, gte, lt and lte', async () => {
    expect(await bookIds((q) => q.eq('author_id', 1))).toEqual([1, 2]);
    expect(await bookIds((q) => q.neq('author_id', 1))).toEqual([3, 4, 5]);
    expect(await bookIds((q) => q.gt('pages', 304))).toEqual([2, 4]);
    expect(await bookIds((q) => q.gte('pages', 304))).toEqual([1, 2, 4]);
    expect(await bookIds((q) => q.lt('pages', 264))).toEqual([5]);
    expect(await bookIds((q) => q.lte('pages', 264))).toEqual([3, 5]);
  });

  it('matches patterns with like, ilike, match and imatch', async () => {
    expect(await bookIds((q) => q.like('title', '%Dark%'))).toEqual([1]);
    expect(await bookIds((q) => q.like('title', '%dark%'))).toEqual([]);
    expect(await bookIds((q) => q.ilike('title', '%THE%'))).toEqual([1, 2, 4]);
    expect(await bookIds((q) => q.filter('title', 'match', '^The'))).toEqual([1, 2]);
    expect(await bookIds((q) => q.filter('title', 'imatch', '^the'))).toEqual([1, 2]);
  });

  it('tests null and booleans with is, and distinctness with isdistinct', async () => {
    expect(await bookIds((q) => q.is('published', null))).toEqual([5]);
    expect(await bookIds((q) => q.is('published', true))).toEqual([1, 2, 3]);
    expect(await bookIds((q) => q.is('published', false))).toEqual([4, 6]);
    expect(await bookIds((q) => q.not('published', 'is', null))).toEqual([1, 2, 3, 4, 6]);
    expect(await bookIds((q) => q.filter('published', 'isdistinct', 'true'))).toEqual([4, 5, 6]);
  });

  it('checks membership with in and not.in', async () => {
    expect(await bookIds((q) => q.in('id', [5, 1, 3]))).toEqual([1, 3, 5]);
    expect(await bookIds((q) => q.not('id', 'in', '(1,2,3)'))).toEqual([4, 5, 6]);
    expect(await bookIds((q) => q.in('title', ['Kindred', 'Solaris, the novel']))).toEqual([3]);
  });

  it('uses array operators cs, cd and ov', async () => {
    expect(await bookIds((q) => q.contains('genres', ['classic']))).toEqual([1, 5]);
    expect(await bookIds((q) => q.containedBy('genres', ['scifi', 'classic', 'utopia']))).toEqual([
      1, 2, 5, 6,
    ]);
    expect(await bookIds((q) => q.overlaps('genres', ['utopia', 'dystopia']))).toEqual([2, 4]);
  });

  it('uses jsonb containment and JSON paths', async () => {
    expect(await bookIds((q) => q.contains('metadata', { series: { name: 'Hainish' } }))).toEqual([1, 2]);
    expect(await bookIds((q) => q.eq('metadata->series->>name', 'Hainish'))).toEqual([1, 2]);
    expect(await bookIds((q) => q.eq('metadata->>translated', 'true'))).toEqual([5]);
    expect(await bookIds((q) => q.gt('metadata->series->order', 2))).toEqual([1]);
  });

  it('uses range operators sl, sr, nxl, nxr, adj and ov', async () => {
    expect(await bookIds((q) => q.rangeGt('available', '[2020-01-01,2020-06-01)'))).toEqual([2, 5]);
    expect(await bookIds((q) => q.rangeLt('available', '[2020-01-01,2020-06-01)'))).toEqual([3]);
    expect(await bookIds((q) => q.rangeGte('available', '[2020-01-01,2020-06-01)'))).toEqual([1, 2, 5]);
    expect(await bookIds((q) => q.rangeLte('available', '[2020-01-01,2021-01-01)'))).toEqual([1, 3]);
    expect(await bookIds((q) => q.rangeAdjacent('available', '[2019-06-01,2019-07-01)'))).toEqual([3]);
    expect(await bookIds((q) => q.overlaps('available', '[2020-06-01,2021-02-01)'))).toEqual([1, 2]);
  });

  it('searches text with fts, plfts, phfts and wfts', async () => {
    expect(await bookIds((q) => q.textSearch('search', 'darkness'))).toEqual([1]);
    expect(
      await bookIds((q) => q.textSearch('search', 'left hand', { type: 'plain', config: 'english' })),
    ).toEqual([1]);
    expect(
      await bookIds((q) => q.textSearch('search', 'hand left', { type: 'phrase', config: 'english' })),
    ).toEqual([]);
    expect(
      await bookIds((q) =>
        q.textSearch('search', 'dispossessed or sower -darkness', { type: 'websearch', config: 'english' }),
      ),
    ).toEqual([2, 4]);
    expect(await bookIds((q) => q.textSearch('title', 'sower', { config: 'english' }))).toEqual([4]);
  });

  it('combines conditions with or, nested and, and not', async () => {
    expect(await bookIds((q) => q.or('pages.gt.350,price.lt.9'))).toEqual([2, 3]);
    expect(await bookIds((q) => q.or('and(author_id.eq.1,pages.gt.350),id.eq.5'))).toEqual([2, 5]);
    expect(await bookIds((q) => q.not('id', 'gt', 2).eq('author_id', 1))).toEqual([1, 2]);
    expect(
      await bookIds((q) => q.filter('id', 'not.in', '(1,2)').or('title.ilike.*sower*,title.ilike.*solaris*')),
    ).toEqual([4, 5]);
    expect(await bookIds((q) => q.or('title.eq."Untitled Draft",title.eq."Kindred"'))).toEqual([3, 6]);
  });

  it('quantifies with any and all', async () => {
    expect(await bookIds((q) => q.likeAnyOf('title', ['%Dark%', '%Sower%']))).toEqual([1, 4]);
    expect(await bookIds((q) => q.likeAllOf('title', ['%The%', '%Dis%']))).toEqual([2]);
    expect(await bookIds((q) => q.ilikeAnyOf('title', ['%KIND%', '%sol%']))).toEqual([3, 5]);
    expect(await bookIds((q) => q.filter('id', 'gt(all)', '{2,3}'))).toEqual([4, 5, 6]);
    expect(await bookIds((q) => q.filter('id', 'eq(any)', '{2,6}'))).toEqual([2, 6]);
  });

  it('answers a bad filter with a PostgREST error, not rows', async () => {
    const badColumn = await books().eq('no_such_column', 1);
    expect(badColumn.status).toBe(400);
    expect(badColumn.error?.code).toBe('42703');
    const badValue = await books().eq('pages', 'many');
    expect(badValue.status).toBe(400);
    expect(badValue.error?.code).toBe('22P02');
    const badBoolean = await books().eq('published', 'maybe');
    expect(badBoolean.status).toBe(400);
    expect(badBoolean.error?.code).toBe('22P02');
    const badOperator = await books().filter('pages', 'bigger', '3');
    expect(badOperator.status).toBe(400);
    expect(badOperator.error?.code).toBe('PGRST100');
  });
});
