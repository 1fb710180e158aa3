import { describe, expect, expectTypeOf, inject, it } from 'vitest';
import { PostgrestError } from '@supabase/supabase-js';
import { anonClient } from '../../support/clients.ts';

/**
 * Every transform and modifier of postgrest-js 2.109 on reads (what each sends is in its
 * PostgrestTransformBuilder and PostgrestBuilder), through the real client, on PGlite and PostgreSQL.
 */
const db = anonClient();
const idsOf = (rows: { id: number }[] | null) => (rows ?? []).map((row) => row.id);

describe(`supabase-js modifiers on reads (${inject('dbKind')})`, () => {
  it('orders by several columns, descending, with nulls first or last', async () => {
    const nullsFirst = await db
      .from('books')
      .select('id')
      .order('pages', { ascending: false, nullsFirst: true });
    expect(idsOf(nullsFirst.data)).toEqual([6, 2, 4, 1, 3, 5]);
    const nullsLast = await db
      .from('books')
      .select('id')
      .order('published', { ascending: true, nullsFirst: false })
      .order('id', { ascending: false });
    expect(idsOf(nullsLast.data)).toEqual([6, 4, 3, 2, 1, 5]);
  });

  it('orders, limits and pages an embedded resource with referencedTable', async () => {
    const ordered = await db
      .from('authors')
      .select('id, written:books!author_id(id)')
      .in('id', [1, 2])
      .order('id')
      .order('pages', { referencedTable: 'written', ascending: false });
    expect(ordered.data).toEqual([
      { id: 1, written: [{ id: 2 }, { id: 1 }] },
      { id: 2, written: [{ id: 4 }, { id: 3 }] },
    ]);
    const limited = await db
      .from('authors')
      .select('id, written:books!author_id(id)')
      .in('id', [1, 2])
      .order('id')
      .order('id', { referencedTable: 'written' })
      .limit(1, { referencedTable: 'written' });
    expect(limited.data).toEqual([
      { id: 1, written: [{ id: 1 }] },
      { id: 2, written: [{ id: 3 }] },
    ]);
    const paged = await db
      .from('authors')
      .select('id, written:books!author_id(id)')
      .in('id', [1, 2])
      .order('id')
      .order('id', { referencedTable: 'written' })
      .range(1, 1, { referencedTable: 'written' });
    expect(paged.data).toEqual([
      { id: 1, written: [{ id: 2 }] },
      { id: 2, written: [{ id: 4 }] },
    ]);
  });

  it('limits and ranges the rows, with the total when counted', async () => {
    const limited = await db.from('books').select('id').order('id').limit(2);
    expect([limited.status, idsOf(limited.data)]).toEqual([200, [1, 2]]);
    const ranged = await db.from('books').select('id', { count: 'exact' }).order('id').range(2, 4);
    expect([ranged.status, ranged.count, idsOf(ranged.data)]).toEqual([206, 6, [3, 4, 5]]);
    const last = await db.from('books').select('id', { count: 'exact' }).order('id').range(5, 9);
    expect([last.status, last.count, idsOf(last.data)]).toEqual([206, 6, [6]]);
  });

  it('counts exactly, by the planner, or estimated, with and without head', async () => {
    const exact = await db.from('books').select('*', { count: 'exact', head: true }).is('published', false);
    expect([exact.status, exact.count, exact.data, exact.error]).toEqual([200, 2, null, null]);
    const planned = await db.from('books').select('*', { count: 'planned', head: true });
    // The planner's figure need not be 6; the response is partial (206) when it says more rows exist.
    expect(planned.count).toEqual(expect.any(Number));
    expect(planned.status).toBe((planned.count ?? 0) > 6 ? 206 : 200);
    // Estimated counts are exact while the planner's figure stays under the row limit.
    const estimated = await db.from('books').select('id', { count: 'estimated' }).lt('id', 4);
    expect([estimated.count, idsOf(estimated.data)]).toEqual([3, [1, 2, 3]]);
    const estimatedHead = await db.from('books').select('*', { count: 'estimated', head: true }).gt('id', 4);
    expect([estimatedHead.status, estimatedHead.count, estimatedHead.data]).toEqual([200, 2, null]);
    const headOnly = await db.from('books').select('*', { head: true });
    expect([headOnly.status, headOnly.data, headOnly.count]).toEqual([200, null, null]);
  });

  it('returns one object with single(), or 406 PGRST116 with the count', async () => {
    const one = await db.from('books').select('id, title').eq('id', 3).single();
    expect([one.status, one.data]).toEqual([200, { id: 3, title: 'Kindred' }]);
    const none = await db.from('books').select('id').eq('id', 99).single();
    expect([none.status, none.data, none.error?.code]).toEqual([406, null, 'PGRST116']);
    expect(none.error?.details).toBe('The result contains 0 rows');
    const many = await db.from('books').select('id').eq('author_id', 1).single();
    expect([many.status, many.error?.code, many.error?.details]).toEqual([
      406,
      'PGRST116',
      'The result contains 2 rows',
    ]);
  });

  it('returns an object or null with maybeSingle(), and an error for several rows', async () => {
    const one = await db.from('books').select('id').eq('id', 5).maybeSingle();
    expect([one.status, one.data, one.error]).toEqual([200, { id: 5 }, null]);
    const none = await db.from('books').select('id').eq('id', 99).maybeSingle();
    expect([none.status, none.data, none.error]).toEqual([200, null, null]);
    const many = await db.from('books').select('id').eq('author_id', 2).maybeSingle();
    expect([many.status, many.data, many.error?.code]).toEqual([406, null, 'PGRST116']);
  });

  it('answers CSV with a header line and quoted text', async () => {
    const { data, error, status } = await db
      .from('books')
      .select('id, title, price, genres')
      .in('id', [3, 6])
      .order('id')
      .csv();
    expect([error, status]).toEqual([null, 200]);
    expect(data).toBe('id,title,price,genres\n3,Kindred,8.00,"{scifi,historical}"\n6,"Untitled Draft",,{}');
  });

  it('leaves out null fields with stripNulls(), on arrays and on single()', async () => {
    const many = await db
      .from('books')
      .select('id, author_id, price')
      .in('id', [4, 6])
      .order('id')
      .stripNulls();
    expect([many.error, many.status, many.data]).toEqual([null, 200, [{ id: 4, author_id: 2 }, { id: 6 }]]);
    const one = await db.from('books').select('id, price, published').eq('id', 5).single().stripNulls();
    expect([one.error, one.data]).toEqual([null, { id: 5, price: 12 }]);
  });

  it('refuses stripNulls() on CSV before sending anything', () => {
    expect(() => db.from('books').select('id').csv().stripNulls()).toThrow('cannot be used with csv()');
  });

  it('refuses GeoJSON without PostGIS, and plans while db-plan-enabled is off, with 406 PGRST107', async () => {
    const geo = await db.from('books').select('id').geojson();
    expect([geo.status, geo.error?.code, geo.data]).toEqual([406, 'PGRST107', null]);
    expect(geo.error?.message).toBe('None of these media types are available: application/geo+json');
    const plan = await db.from('books').select('id').explain({ analyze: true, format: 'json' });
    expect([plan.status, plan.error?.code]).toEqual([406, 'PGRST107']);
    expect(plan.error?.message).toMatch(
      /^None of these media types are available: application\/vnd\.pgrst\.plan\+json/,
    );
  });

  it('throws the PostgREST error with throwOnError(), and resolves normally without one', async () => {
    const ok = await db.from('authors').select('name').eq('id', 3).single().throwOnError();
    expect(ok.data).toEqual({ name: 'Stanisław Lem' });
    const failure = db.from('books').select('nope').throwOnError();
    await expect(failure).rejects.toBeInstanceOf(PostgrestError);
    await expect(db.from('books').select('nope').throwOnError()).rejects.toMatchObject({
      code: '42703',
      message: 'column books.nope does not exist',
    });
  });

  it('cancels a request with abortSignal()', async () => {
    const controller = new AbortController();
    const pending = db.rpc('matrix_pause', { seconds: 1 }).abortSignal(controller.signal);
    setTimeout(() => controller.abort(), 50);
    const cancelled = await pending;
    expect([cancelled.data, cancelled.status, cancelled.error?.code]).toEqual([null, 0, '']);
    expect(cancelled.error?.message).toMatch(/^AbortError/);
    const aborted = AbortSignal.abort();
    const early = await db.from('books').select('id').abortSignal(aborted);
    expect(early.error?.hint).toBe('Request was aborted (timeout or manual cancellation)');
    // The stack still answers after a cancelled request.
    expect((await db.from('books').select('id').eq('id', 1)).data).toEqual([{ id: 1 }]);
  });

  it('leaves the data as it is with returns() and overrideTypes(), which only retype it', async () => {
    const typed = await db
      .from('books')
      .select('id, title')
      .eq('id', 1)
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- returns() is still sent by apps; the matrix covers it
      .returns<{ id: number; title: string }[]>();
    expectTypeOf(typed.data).toEqualTypeOf<{ id: number; title: string }[] | null>();
    expect(typed.data).toEqual([{ id: 1, title: 'The Left Hand of Darkness' }]);
    const overridden = await db
      .from('books')
      .select('id, pages')
      .eq('id', 2)
      .single()
      .overrideTypes<{ id: number; pages: number }>();
    expect(overridden.data).toEqual({ id: 2, pages: 387 });
  });

  it('ignores rollback() on reads: a read changes nothing to roll back', async () => {
    const { data, error } = await db.from('books').select('id').eq('id', 1).rollback();
    expect([error, data]).toEqual([null, [{ id: 1 }]]);
  });
});
