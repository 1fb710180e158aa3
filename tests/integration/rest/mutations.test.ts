import { describe, expect, it } from 'vitest';
import { rest, serviceClient } from '../../support/clients.ts';

const db = serviceClient();
let nextId = 1000 + Math.floor(Math.random() * 1000) * 100;
const newId = () => nextId++;

describe('insert, upsert, update and delete', () => {
  it('inserts and returns nothing by default (201), or the row when asked', async () => {
    const id = newId();
    const minimal = await db.from('labels').insert({ id, label: `tag-${id}` });
    expect(minimal.status).toBe(201);
    expect(minimal.data).toBeNull();
    const id2 = newId();
    const shown = await db
      .from('labels')
      .insert({ id: id2, label: `tag-${id2}` })
      .select('id, label')
      .single();
    expect(shown.status).toBe(201);
    expect(shown.data).toEqual({ id: id2, label: `tag-${id2}` });
    const stored = await db.from('labels').select('label').in('id', [id, id2]).order('id');
    expect(stored.data).toEqual([{ label: `tag-${id}` }, { label: `tag-${id2}` }]);
  });

  it('inserts in bulk, with counts and with missing keys taking defaults', async () => {
    const [a, b] = [newId(), newId()];
    const bulk = await db
      .from('drafts')
      .insert(
        [
          { id: a, title: 'A' },
          { id: b, title: 'B', pages: 10 },
        ],
        { count: 'exact', defaultToNull: false },
      )
      .select('id, title, pages, genres, metadata');
    expect(bulk.error).toBeNull();
    expect(bulk.count).toBe(2);
    expect(bulk.data).toEqual([
      { id: a, title: 'A', pages: null, genres: [], metadata: {} },
      { id: b, title: 'B', pages: 10, genres: [], metadata: {} },
    ]);
  });

  it('upserts by merging duplicates or ignoring them', async () => {
    const id = newId();
    await db.from('labels').insert({ id, label: `before-${id}` });
    const merged = await db
      .from('labels')
      .upsert([
        { id, label: `after-${id}` },
        { id: id + 1, label: `new-${id}` },
      ])
      .select()
      .order('id');
    expect(merged.data).toEqual([
      { id, label: `after-${id}` },
      { id: id + 1, label: `new-${id}` },
    ]);
    nextId++;
    const ignored = await db
      .from('labels')
      .upsert({ id, label: 'ignored' }, { ignoreDuplicates: true })
      .select();
    expect(ignored.data).toEqual([]);
    const onLabel = await db
      .from('labels')
      .upsert({ id: newId(), label: `after-${id}` }, { onConflict: 'label', ignoreDuplicates: true })
      .select();
    expect(onLabel.data).toEqual([]);
  });

  it('updates the filtered rows and reports them', async () => {
    const [a, b] = [newId(), newId()];
    await db.from('drafts').insert([
      { id: a, title: 'Draft', pages: 1 },
      { id: b, title: 'Draft', pages: 2 },
    ]);
    const updated = await db
      .from('drafts')
      .update({ title: 'Final' })
      .in('id', [a, b])
      .select('id, title')
      .order('id');
    expect(updated.data).toEqual([
      { id: a, title: 'Final' },
      { id: b, title: 'Final' },
    ]);
    const raw = await rest(`/drafts?id=eq.${a}`, {
      key: 'service',
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ pages: 3 }),
    });
    expect(raw.status).toBe(204);
    expect(raw.headers.get('content-range')).toBe('0-0/*');
  });

  it('refuses an update or delete without filters (safe update)', async () => {
    const update = await db.from('labels').update({ label: 'everything' });
    expect(update.status).toBe(400);
    expect(update.error?.message).toBe('UPDATE requires a WHERE clause');
    const remove = await db.from('labels').delete();
    expect(remove.error?.message).toBe('DELETE requires a WHERE clause');
    const id = newId();
    await db.from('labels').insert({ id, label: `kept-${id}` });
    const still = await db.from('labels').select('label').eq('id', id);
    expect(still.data).toEqual([{ label: `kept-${id}` }]);
  });

  it('deletes the filtered rows and returns them when asked', async () => {
    const id = newId();
    await db.from('labels').insert({ id, label: `doomed-${id}` });
    const removed = await db.from('labels').delete().eq('id', id).select();
    expect(removed.data).toEqual([{ id, label: `doomed-${id}` }]);
    const gone = await db.from('labels').select('id').eq('id', id);
    expect(gone.data).toEqual([]);
  });

  it('maps constraint violations to PostgREST statuses and loses nothing', async () => {
    const taken = newId();
    await db.from('labels').insert({ id: taken, label: `taken-${taken}` });
    const duplicate = await db.from('labels').insert({ id: taken, label: 'dup' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');
    const check = await db.from('reviews').insert({ book_id: 1, stars: 9 });
    // (reviews: the insert is refused, so the read tests' data is untouched)
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');
    const foreignKey = await db.from('reviews').insert({ book_id: 999_999, stars: 3 });
    expect(foreignKey.status).toBe(409);
    expect(foreignKey.error?.code).toBe('23503');
    const unknownColumn = await db.from('labels').insert({ id: newId(), colour: 'red' });
    expect(unknownColumn.error?.code).toBe('PGRST204');
    const partialBulk = await db.from('labels').insert([
      { id: newId(), label: `ok-${nextId}` },
      { id: taken, label: 'dup' },
    ]);
    expect(partialBulk.error?.code).toBe('23505');
    const kept = await db.from('labels').select('id').eq('label', `ok-${nextId}`);
    expect(kept.data).toEqual([]);
  });

  it('answers return=headers-only with a Location, and PUT upserts one row by primary key', async () => {
    const id = newId();
    const created = await rest('/labels', {
      key: 'service',
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=headers-only' },
      body: JSON.stringify({ id, label: `loc-${id}` }),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/labels?id=eq.${id}`);
    const put = await rest(`/labels?id=eq.${id}`, {
      key: 'service',
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify({ id, label: `put-${id}` }),
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual([{ id, label: `put-${id}` }]);
    const wrongKey = await rest('/labels?label=eq.x', {
      key: 'service',
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id, label: 'x' }),
    });
    expect(wrongKey.status).toBe(405);
  });

  it('rejects malformed bodies with PGRST102', async () => {
    const invalid = await rest('/labels', {
      key: 'service',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"id": 1,',
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
    const uneven = await rest('/labels', {
      key: 'service',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([{ id: 1 }, { label: 'x' }]),
    });
    expect(await uneven.json()).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
  });
});
