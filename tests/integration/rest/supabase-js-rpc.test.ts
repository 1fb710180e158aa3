import { describe, expect, inject, it } from 'vitest';
import { anonClient } from '../../support/clients.ts';
import { matrixClient } from '../../support/matrix-database.ts';

/**
 * `rpc()` of postgrest-js 2.109 — POST, `get`, `head`, `count` — and the filters and modifiers a
 * set-returning function takes, through the real client on PGlite and PostgreSQL.
 */
const db = anonClient();
const idsOf = (rows: unknown) => (rows as { id: number }[]).map((row) => row.id);

describe(`supabase-js rpc (${inject('dbKind')})`, () => {
  it('calls a scalar function by POST, by GET and by HEAD', async () => {
    const post = await db.rpc('add', { a: 20, b: 22 });
    expect([post.status, post.data, post.error]).toEqual([200, 42, null]);
    const get = await db.rpc('add', { a: 1, b: 2 }, { get: true });
    expect([get.status, get.data]).toEqual([200, 3]);
    const head = await db.rpc('add', { a: 1, b: 2 }, { head: true });
    expect([head.status, head.data, head.error]).toEqual([200, null, null]);
  });

  it('counts the rows of a set-returning function, with or without them', async () => {
    const counted = await db.rpc('books_by', { author: 1 }, { count: 'exact' }).select('id');
    expect([counted.status, counted.count, idsOf(counted.data)]).toEqual([200, 2, [1, 2]]);
    const head = await db.rpc('books_by', { author: 2 }, { head: true, count: 'exact' });
    expect([head.status, head.count, head.data]).toEqual([200, 2, null]);
    const viaGet = await db.rpc('books_by', { author: 3 }, { get: true, count: 'exact' }).select('title');
    expect([viaGet.count, viaGet.data]).toEqual([1, [{ title: 'Solaris' }]]);
  });

  it('sends object arguments by POST even for head, where PostgREST ignores return=minimal', async () => {
    // A query string cannot carry an object, so the client POSTs; PostgREST answers a call with its
    // result whatever the return preference (only tables honour it).
    const head = await db.rpc('echo', { payload: { a: 1 } }, { head: true, count: 'exact' });
    expect([head.status, head.data, head.error]).toEqual([200, { a: 1 }, null]);
  });

  it('filters, orders, pages and shapes the rows of a set-returning function', async () => {
    const filtered = await db.rpc('books_by', { author: 2 }).select('id, title').eq('published', false);
    expect(filtered.data).toEqual([{ id: 4, title: 'Parable of the Sower' }]);
    const ordered = await db
      .rpc('books_by', { author: 1 }, { count: 'exact' })
      .select('id')
      .order('pages', { ascending: false })
      .range(1, 1);
    expect([ordered.status, ordered.count, idsOf(ordered.data)]).toEqual([206, 2, [1]]);
    const either = await db.rpc('books_by', { author: 1 }).select('id').or('pages.lt.300,title.ilike.*dark*');
    expect(idsOf(either.data)).toEqual([1]);
    const limited = await db.rpc('books_by', { author: 2 }).select('id').limit(1);
    expect(idsOf(limited.data)).toEqual([3]);
    const embedded = await db
      .rpc('books_by', { author: 1 })
      .select('title, author:authors!author_id(name)')
      .eq('id', 2)
      .single();
    expect(embedded.data).toEqual({ title: 'The Dispossessed', author: { name: 'Ursula K. Le Guin' } });
    const none = await db.rpc('books_by', { author: 1 }).select('id').gt('pages', 999).maybeSingle();
    expect([none.status, none.data, none.error]).toEqual([200, null, null]);
    const csv = await db.rpc('books_by', { author: 3 }).select('id,pages').csv();
    expect(csv.data).toBe('id,pages\n5,204');
  });

  it('passes array arguments of a GET call in PostgreSQL array syntax', async () => {
    const service = matrixClient();
    const prefix = `rpc-${inject('dbKind')}-`;
    await service.from('matrix_items').insert([
      { id: 900_001, name: `${prefix}a`, qty: 1 },
      { id: 900_002, name: `${prefix}b`, qty: 2 },
    ]);
    const rows = await service
      .rpc('matrix_items_named', { prefix }, { get: true })
      .select('name')
      .in('qty', [2]);
    expect(rows.data).toEqual([{ name: `${prefix}b` }]);
  });

  it('answers a function with the wrong arguments or a volatile one by GET as PostgREST does', async () => {
    const missing = await db.rpc('books_by', { writer: 1 });
    expect([missing.status, missing.error?.code]).toEqual([404, 'PGRST202']);
    const single = await db.rpc('books_by', { author: 1 }).select('id').single();
    expect([single.status, single.error?.code, single.error?.details]).toEqual([
      406,
      'PGRST116',
      'The result contains 2 rows',
    ]);
    await expect(db.rpc('books_by', { author: 1 }).select('nope').throwOnError()).rejects.toMatchObject({
      code: '42703',
    });
  });
});
