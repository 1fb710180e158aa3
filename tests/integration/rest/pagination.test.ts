import { describe, expect, it } from 'vitest';
import { anonClient, rest } from '../../support/clients.ts';

const db = anonClient();
const idsOf = (rows: unknown) => (rows as { id: number }[]).map((row) => row.id);

describe('ordering, ranges, counts and singular responses', () => {
  it('orders ascending, descending, and with nulls first or last', async () => {
    const asc = await db.from('books').select('id, price').order('price', { ascending: true });
    expect(idsOf(asc.data)).toEqual([3, 1, 2, 5, 4, 6]);
    const nullsFirst = await db
      .from('books')
      .select('id')
      .order('price', { ascending: true, nullsFirst: true })
      .order('id');
    expect(idsOf(nullsFirst.data)).toEqual([4, 6, 3, 1, 2, 5]);
    const desc = await db
      .from('books')
      .select('id')
      .order('price', { ascending: false, nullsFirst: false })
      .order('id');
    expect(idsOf(desc.data)).toEqual([5, 2, 1, 3, 4, 6]);
  });

  it('pages with range and reports Content-Range, 206 when partial with a known total', async () => {
    const { data, count, status } = await db
      .from('books')
      .select('id', { count: 'exact' })
      .order('id')
      .range(1, 2);
    expect(data).toEqual([{ id: 2 }, { id: 3 }]);
    expect(count).toBe(6);
    expect(status).toBe(206);
    const raw = await rest('/books?select=id&order=id&offset=4', { headers: { Prefer: 'count=exact' } });
    expect(raw.headers.get('content-range')).toBe('4-5/6');
    expect(raw.status).toBe(206);
  });

  it('counts without rows for head requests, and estimates with count=planned', async () => {
    const head = await db.from('books').select('*', { count: 'exact', head: true }).eq('author_id', 2);
    expect(head.data).toBeNull();
    expect(head.count).toBe(2);
    const planned = await db.from('books').select('id', { count: 'planned' });
    expect(planned.count).toBeGreaterThan(0);
    const estimated = await db.from('books').select('id', { count: 'estimated' });
    expect(estimated.count).toBe(6);
  });

  it('refuses ranges that cannot be satisfied with 416', async () => {
    const past = await db.from('books').select('id', { count: 'exact' }).range(10, 12);
    expect(past.status).toBe(416);
    expect(past.error?.code).toBe('PGRST103');
    expect(past.error?.details).toBe('An offset of 10 was requested, but there are only 6 rows.');
    const negative = await rest('/books?limit=-1');
    expect(negative.status).toBe(416);
  });

  it('returns one object with single(), and PGRST116 otherwise', async () => {
    const one = await db.from('authors').select('name').eq('id', 3).single();
    expect(one.data).toEqual({ name: 'Stanisław Lem' });
    const many = await db.from('authors').select('name').single();
    expect(many.status).toBe(406);
    expect(many.error?.code).toBe('PGRST116');
    expect(many.error?.details).toBe('The result contains 4 rows');
    const none = await db.from('authors').select('name').eq('id', 99).single();
    expect(none.error?.code).toBe('PGRST116');
  });

  it('returns null or an error with maybeSingle()', async () => {
    const none = await db.from('authors').select('name').eq('id', 99).maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
    const many = await db.from('authors').select('name').maybeSingle();
    expect(many.error?.code).toBe('PGRST116');
  });

  it('answers CSV when asked', async () => {
    const { data, error } = await db.from('authors').select('id, name').in('id', [1, 3]).order('id').csv();
    expect(error).toBeNull();
    expect(data).toBe('id,name\n1,"Ursula K. Le Guin"\n3,"Stanisław Lem"');
  });

  it('selects with aliases, casts and JSON paths', async () => {
    const { data } = await db
      .from('books')
      .select('ref:id::text, series:metadata->series->>name, awards:metadata->awards')
      .eq('id', 1)
      .single();
    expect(data).toEqual({ ref: '1', series: 'Hainish', awards: ['Hugo', 'Nebula'] });
  });

  it('answers HEAD with headers only', async () => {
    const response = await rest('/books?select=id&order=id&limit=2', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('0-1/*');
    expect(await response.text()).toBe('');
  });
});
