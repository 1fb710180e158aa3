import { describe, expect, inject, it } from 'vitest';
import { matrixClient } from '../../support/matrix-database.ts';

/**
 * insert, upsert, update and delete of postgrest-js 2.109 with their options, singular responses
 * (which roll the write back when the count is wrong), counts and max-affected, through the real
 * client on PGlite and PostgreSQL. Each test writes its own ids of `matrix_items`.
 */
const db = matrixClient();
let nextId = 1;
/** `n` fresh ids, and their names with a prefix of their own. */
function fresh(n: number) {
  const first = nextId;
  nextId += n;
  const ids = Array.from({ length: n }, (_, i) => first + i);
  const prefix = `m${first}-`;
  return { ids, prefix, id: (i: number) => first + i, name: (i: number) => `${prefix}${i}` };
}
const items = () => db.from('matrix_items');
async function stored(ids: number[]) {
  const { data, error } = await items().select('id, name, qty, note').in('id', ids).order('id');
  expect(error).toBeNull();
  return data;
}

describe(`supabase-js writes (${inject('dbKind')})`, () => {
  it('inserts one row and returns it as an object with single()', async () => {
    const { id, name } = fresh(1);
    const { data, error, status } = await items()
      .insert({ id: id(0), name: name(0), note: 'one' })
      .select()
      .single();
    expect([error, status]).toEqual([null, 201]);
    expect(data).toEqual({ id: id(0), name: name(0), qty: 7, note: 'one' });
  });

  it('rolls back an insert of several rows asked for with single()', async () => {
    const { ids, name } = fresh(2);
    const rows = ids.map((key, i) => ({ id: key, name: name(i) }));
    const { data, error, status } = await items().insert(rows).select('id').single();
    expect([status, data, error?.code]).toEqual([406, null, 'PGRST116']);
    expect(error?.details).toBe('The result contains 2 rows');
    expect(await stored(ids)).toEqual([]);
  });

  it('keeps an insert that maybeSingle() refuses, since that check runs in the client', async () => {
    const { ids, name } = fresh(2);
    const rows = ids.map((key, i) => ({ id: key, name: name(i) }));
    const refused = await items().insert(rows).select('id').maybeSingle();
    expect([refused.status, refused.data, refused.error?.code]).toEqual([406, null, 'PGRST116']);
    expect(refused.error?.details).toBe(
      'Results contain 2 rows, application/vnd.pgrst.object+json requires 1 row',
    );
    expect(await stored(ids)).toHaveLength(2);
    const { id: oneId, name: oneName } = fresh(1);
    const single = await items()
      .insert({ id: oneId(0), name: oneName(0) })
      .select('name')
      .maybeSingle();
    expect([single.status, single.data]).toEqual([201, { name: oneName(0) }]);
  });

  it('counts inserted rows without returning them, and fills missing keys with null or the default', async () => {
    const { ids, id, name } = fresh(4);
    const counted = await items().insert(
      [
        { id: id(0), name: name(0), qty: 1 },
        { id: id(1), name: name(1) },
      ],
      { count: 'exact' },
    );
    expect([counted.status, counted.count, counted.data, counted.error]).toEqual([201, 2, null, null]);
    await items().insert(
      [
        { id: id(2), name: name(2), qty: 3 },
        { id: id(3), name: name(3) },
      ],
      { defaultToNull: false },
    );
    expect((await stored(ids))?.map((row) => row.qty)).toEqual([1, null, 3, 7]);
  });

  it('upserts by primary key or onConflict, merging or ignoring duplicates', async () => {
    const { ids, id, name } = fresh(3);
    await items().insert({ id: id(0), name: name(0), qty: 1, note: 'first' });
    const merged = await items()
      .upsert({ id: id(0), name: name(0), qty: 2 })
      .select('id, qty, note')
      .single();
    // Only the keys sent are updated: note keeps its value.
    expect([merged.status, merged.data]).toEqual([200, { id: id(0), qty: 2, note: 'first' }]);
    const byName = await items()
      .upsert({ id: id(0), name: name(0), qty: 3, note: 'by name' }, { onConflict: 'name' })
      .select('qty, note');
    expect(byName.data).toEqual([{ qty: 3, note: 'by name' }]);
    const ignored = await items()
      .upsert(
        [
          { id: id(1), name: name(0), qty: 99 },
          { id: id(2), name: name(2), qty: 5 },
        ],
        { onConflict: 'name', ignoreDuplicates: true, count: 'exact' },
      )
      .select('id');
    expect([ignored.status, ignored.count, ignored.data]).toEqual([201, 1, [{ id: id(2) }]]);
    // A key some objects lack takes its default (missing=default), on insert and on merge alike.
    const defaults = await items()
      .upsert(
        [
          { id: id(1), name: name(1), qty: 8 },
          { id: id(2), name: name(2) },
        ],
        { defaultToNull: false },
      )
      .select('id, qty')
      .order('id');
    expect(defaults.data).toEqual([
      { id: id(1), qty: 8 },
      { id: id(2), qty: 7 },
    ]);
    expect((await stored(ids))?.map((row) => [row.id, row.qty, row.note])).toEqual([
      [id(0), 3, 'by name'],
      [id(1), 8, null],
      [id(2), 7, null],
    ]);
  });

  it('answers an upsert on a column without a unique constraint as PostgreSQL does (42P10)', async () => {
    const { ids, id, name } = fresh(1);
    const { status, error } = await items().upsert({ id: id(0), name: name(0) }, { onConflict: 'note' });
    expect([status, error?.code]).toEqual([400, '42P10']);
    expect(await stored(ids)).toEqual([]);
  });

  it('updates the one matching row with single(), and rolls back when none or several match', async () => {
    const { ids, id, name, prefix } = fresh(3);
    await items().insert(ids.map((key, i) => ({ id: key, name: name(i), qty: 1 })));
    const one = await items().update({ qty: 2 }).eq('id', id(0)).select('id, qty').single();
    expect([one.status, one.data]).toEqual([200, { id: id(0), qty: 2 }]);
    const several = await items().update({ qty: 9 }).like('name', `${prefix}%`).select('id').single();
    expect([several.status, several.error?.code, several.error?.details]).toEqual([
      406,
      'PGRST116',
      'The result contains 3 rows',
    ]);
    const none = await items().update({ qty: 9 }).eq('id', -1).select('id').single();
    expect([none.status, none.error?.details]).toEqual([406, 'The result contains 0 rows']);
    expect((await stored(ids))?.map((row) => row.qty)).toEqual([2, 1, 1]);
    const counted = await items().update({ note: 'seen' }, { count: 'exact' }).like('name', `${prefix}%`);
    expect([counted.status, counted.count, counted.data]).toEqual([204, 3, null]);
  });

  it('deletes with single() only when exactly one row matches', async () => {
    const { ids, id, name, prefix } = fresh(3);
    await items().insert(ids.map((key, i) => ({ id: key, name: name(i) })));
    const several = await items().delete().like('name', `${prefix}%`).select('id').single();
    expect([several.status, several.error?.code]).toEqual([406, 'PGRST116']);
    expect(await stored(ids)).toHaveLength(3);
    const one = await items().delete().eq('id', id(0)).select('id, name').single();
    expect([one.status, one.data]).toEqual([200, { id: id(0), name: name(0) }]);
    const maybe = await items().delete().eq('id', id(0)).select('id').maybeSingle();
    expect([maybe.status, maybe.data, maybe.error]).toEqual([200, null, null]);
    const counted = await items().delete({ count: 'exact' }).in('id', ids);
    expect([counted.status, counted.count]).toEqual([204, 2]);
    expect(await stored(ids)).toEqual([]);
  });

  it('refuses updates and deletes affecting more rows than maxAffected(), changing nothing', async () => {
    const { ids, id, name, prefix } = fresh(3);
    await items().insert(ids.map((key, i) => ({ id: key, name: name(i), qty: 1 })));
    const update = await items().update({ qty: 5 }).like('name', `${prefix}%`).maxAffected(2);
    expect([update.status, update.error?.code, update.error?.message, update.error?.details]).toEqual([
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      'The query affects 3 rows',
    ]);
    const remove = await items().delete().like('name', `${prefix}%`).maxAffected(1);
    expect([remove.status, remove.error?.code]).toEqual([400, 'PGRST124']);
    expect((await stored(ids))?.map((row) => row.qty)).toEqual([1, 1, 1]);
    const within = await items().update({ qty: 6 }).eq('id', id(0)).maxAffected(1).select('qty');
    expect([within.status, within.data]).toEqual([200, [{ qty: 6 }]]);
  });

  it('commits a write sent with rollback(): PostgREST honours tx=rollback only when db-tx-end allows an override', async () => {
    const { ids, id, name } = fresh(1);
    const { status, data } = await items()
      .insert({ id: id(0), name: name(0) })
      .select('id')
      .rollback();
    expect([status, data]).toEqual([201, [{ id: id(0) }]]);
    expect(await stored(ids)).toHaveLength(1);
  });

  it('throws a constraint violation with throwOnError()', async () => {
    const { id, name } = fresh(1);
    await items().insert({ id: id(0), name: name(0) });
    await expect(
      items()
        .insert({ id: id(0), name: 'other' })
        .throwOnError(),
    ).rejects.toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "matrix_items_pkey"',
    });
  });
});
