import { describe, expect, it } from 'vitest';
import { anonClient, rest } from '../../support/clients.ts';

const db = anonClient();

describe('remote procedure calls', () => {
  it('calls a scalar function by POST and by GET', async () => {
    expect((await db.rpc('add', { a: 2, b: 3 })).data).toBe(5);
    expect((await db.rpc('add', { a: 2, b: 3 }, { get: true })).data).toBe(5);
  });

  it('filters, orders and selects from a set-returning function', async () => {
    const { data } = await db.rpc('books_by', { author: 1 }).select('title').gt('pages', 350);
    expect(data).toEqual([{ title: 'The Dispossessed' }]);
    const counted = await db.rpc('books_by', { author: 2 }, { head: true, count: 'exact' });
    expect(counted.count).toBe(2);
  });

  it('returns OUT parameters as one object', async () => {
    const stats = (await db.rpc('book_stats')).data as Record<string, unknown>;
    expect(Object.keys(stats).sort()).toEqual(['average_pages', 'total']);
    expect(stats.total).toBeGreaterThanOrEqual(6);
  });

  it('runs GET calls read-only: a volatile function must be POSTed', async () => {
    const counter = `c-${Date.now()}`;
    const viaGet = await db.rpc('bump', { counter }, { get: true });
    expect(viaGet.status).toBe(405);
    expect(viaGet.error?.code).toBe('25006');
    expect((await db.rpc('bump', { counter })).data).toBe(1);
    expect((await db.rpc('bump', { counter })).data).toBe(2);
  });

  it('answers 204 for a void function, and passes JSON through', async () => {
    const nothing = await db.rpc('noop');
    expect(nothing.status).toBe(204);
    expect(nothing.data).toBeNull();
    expect((await db.rpc('echo', { payload: { nested: [1, 'two'] } })).data).toEqual({ nested: [1, 'two'] });
  });

  it('reports unknown functions and raised errors in PostgREST shape', async () => {
    const unknown = await db.rpc('add', { a: 1, c: 2 });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe('PGRST202');
    const raised = await db.rpc('fail_with', { message: 'not today' });
    expect(raised.status).toBe(400);
    expect(raised.error).toMatchObject({ code: 'P0001', message: 'not today', hint: 'raised on purpose' });
    const patch = await rest('/rpc/add', { method: 'PATCH' });
    expect(patch.status).toBe(405);
  });
});
