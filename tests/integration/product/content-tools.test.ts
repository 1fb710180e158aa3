import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Member, member, productAnon, productService } from '../../support/product.ts';

const service = productService();
const tag = () => randomUUID().slice(0, 8);

let editor: Member;
let secondEditor: Member;
let noRole: Member;

beforeAll(async () => {
  [editor, secondEditor, noRole] = await Promise.all([member('editor'), member('editor'), member('no_role')]);
});

async function revisionsOf(postId: string) {
  const { data, error } = await service
    .from('blog_post_revisions')
    .select('id, saved_by, snapshot')
    .eq('post_id', postId)
    .order('id');
  expect(error).toBeNull();
  return data ?? [];
}

describe('blog post revisions', () => {
  it('keeps one revision per editing session and a new one when someone else saves', async () => {
    const { data: post, error } = await editor.client
      .from('blog_posts')
      .insert({ slug: `rev-${tag()}`, title: 'First title', body: 'First body' })
      .select('id')
      .single();
    expect(error).toBeNull();
    const id = post?.id ?? '';
    expect((await revisionsOf(id)).map((r) => r.saved_by)).toEqual([editor.id]);

    // Autosaves by the same editor refine that revision.
    await editor.client.from('blog_posts').update({ body: 'Second body' }).eq('id', id);
    await editor.client.from('blog_posts').update({ body: 'Third body' }).eq('id', id);
    let revisions = await revisionsOf(id);
    expect(revisions).toHaveLength(1);
    expect(revisions[0]?.snapshot).toMatchObject({ title: 'First title', body: 'Third body' });

    // A change that is not content (the publication state) writes no revision.
    await editor.client
      .from('blog_posts')
      .update({ status: 'published', published_at: new Date().toISOString() })
      .eq('id', id);
    expect(await revisionsOf(id)).toHaveLength(1);

    await secondEditor.client.from('blog_posts').update({ title: 'Second title' }).eq('id', id);
    revisions = await revisionsOf(id);
    expect(revisions.map((r) => r.saved_by)).toEqual([editor.id, secondEditor.id]);
    expect(revisions[1]?.snapshot).toMatchObject({ title: 'Second title', body: 'Third body' });

    // Restoring is saving a snapshot back.
    const first = revisions[0]?.snapshot as { title: string; body: string };
    await secondEditor.client
      .from('blog_posts')
      .update({ title: first.title, body: first.body })
      .eq('id', id);
    const { data: restored } = await service.from('blog_posts').select('title, body').eq('id', id).single();
    expect(restored).toEqual({ title: 'First title', body: 'Third body' });

    await service.from('blog_posts').delete().eq('id', id);
    expect(await revisionsOf(id)).toEqual([]);
  });

  it('keeps the 50 newest revisions of a post', async () => {
    const { data: post } = await service
      .from('blog_posts')
      .insert({ slug: `rev-cap-${tag()}`, title: 'Capped', body: 'v0' })
      .select('id')
      .single();
    const id = post?.id ?? '';
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const old = Array.from({ length: 55 }, (_, i) => ({
      table_name: 'blog_posts',
      row_id: id,
      snapshot: { body: `old ${String(i)}` },
      created_at: hourAgo,
      updated_at: hourAgo,
    }));
    expect((await service.from('content_revisions').insert(old)).error).toBeNull();
    await editor.client.from('blog_posts').update({ body: 'newest' }).eq('id', id);
    const revisions = await revisionsOf(id);
    expect(revisions).toHaveLength(50);
    expect(revisions.at(-1)).toMatchObject({ saved_by: editor.id, snapshot: { body: 'newest' } });
  });

  it('lets staff read revisions and nobody write them', async () => {
    const { data: post } = await service
      .from('blog_posts')
      .insert({ slug: `rev-rls-${tag()}`, title: 'Read only', body: 'x' })
      .select('id')
      .single();
    const id = post?.id ?? '';
    expect(
      ((await editor.client.from('blog_post_revisions').select('id').eq('post_id', id)).data ?? []).length,
    ).toBe(1);
    for (const client of [productAnon(), noRole.client]) {
      expect((await client.from('blog_post_revisions').select('id').eq('post_id', id)).data ?? []).toEqual(
        [],
      );
    }
    for (const client of [productAnon(), noRole.client, editor.client]) {
      const forged = await client
        .from('content_revisions')
        .insert({ table_name: 'blog_posts', row_id: id, snapshot: { body: 'forged' } });
      expect(forged.error).not.toBeNull();
      await client
        .from('content_revisions')
        .update({ snapshot: { body: 'forged' } })
        .eq('row_id', id);
      await client.from('content_revisions').delete().eq('row_id', id);
    }
    const revisions = await revisionsOf(id);
    expect(revisions).toHaveLength(1);
    expect(revisions[0]?.snapshot).toMatchObject({ body: 'x' });
  });
});

describe('reorder_content', () => {
  async function videos(count: number): Promise<string[]> {
    const rows = Array.from({ length: count }, (_, i) => ({
      youtube_id: randomUUID().replace(/-/g, '').slice(0, 11),
      title: `Ordered video ${String(i)}`,
      category: 'Tests',
      sort_order: 100 + i,
    }));
    const { data, error } = await service.from('videos').insert(rows).select('id');
    expect(error).toBeNull();
    return (data ?? []).map((row) => row.id);
  }

  async function ordersOf(ids: string[]): Promise<number[]> {
    const { data } = await service.from('videos').select('id, sort_order').in('id', ids);
    return ids.map((id) => data?.find((row) => row.id === id)?.sort_order ?? -1);
  }

  it('puts the rows in the given order for staff, in one transaction', async () => {
    const [a = '', b = '', c = ''] = await videos(3);
    const { error } = await editor.client.rpc('reorder_content', { target: 'videos', ids: [c, a, b] });
    expect(error).toBeNull();
    expect(await ordersOf([c, a, b])).toEqual([1, 2, 3]);

    // One unknown id: nothing changes.
    const partial = await editor.client.rpc('reorder_content', {
      target: 'videos',
      ids: [a, b, randomUUID()],
    });
    expect(partial.error?.code).toBe('42501');
    expect(await ordersOf([c, a, b])).toEqual([1, 2, 3]);
  });

  it('refuses visitors, users without a role, other tables and bad lists', async () => {
    const ids = await videos(2);
    const before = await ordersOf(ids);
    const reversed = [...ids].reverse();
    expect(
      (await productAnon().rpc('reorder_content', { target: 'videos', ids: reversed })).error,
    ).not.toBeNull();
    expect(
      (await noRole.client.rpc('reorder_content', { target: 'videos', ids: reversed })).error?.code,
    ).toBe('42501');
    expect(await ordersOf(ids)).toEqual(before);
    for (const [target, list] of [
      ['user_roles', ids],
      ['blog_posts', ids],
      ['videos', []],
      ['videos', [ids[0] ?? '', ids[0] ?? '']],
    ] as const) {
      const result = await editor.client.rpc('reorder_content', { target, ids: [...list] });
      expect(result.error?.code, `${target} ${String(list.length)}`).toBe('22023');
    }
    expect(await ordersOf(ids)).toEqual(before);
  });
});

describe('staff adding subscribers', () => {
  it('lets staff import confirmed subscribers, skipping addresses already there', async () => {
    const existing = `import-${tag()}@example.com`;
    expect((await productAnon().from('newsletter_signups').insert({ email: existing })).error).toBeNull();
    const fresh = `import-${tag()}@example.com`;
    const { data, error } = await editor.client
      .from('newsletter_signups')
      .upsert(
        [
          { email: existing, source: 'csv-import', is_confirmed: true },
          { email: fresh, source: 'csv-import', is_confirmed: true },
        ],
        { onConflict: 'email', ignoreDuplicates: true },
      )
      .select('email');
    expect(error).toBeNull();
    expect(data).toEqual([{ email: fresh }]);
    const { data: rows } = await service
      .from('newsletter_signups')
      .select('email, source, is_confirmed')
      .in('email', [existing, fresh])
      .order('email');
    expect(rows).toEqual(
      [
        { email: existing, source: 'website-footer', is_confirmed: false },
        { email: fresh, source: 'csv-import', is_confirmed: true },
      ].sort((x, y) => x.email.localeCompare(y.email)),
    );
  });

  it('keeps visitors and users without a role to the visitor rule', async () => {
    for (const client of [productAnon(), noRole.client]) {
      const email = `forged-${tag()}@example.com`;
      expect(
        (await client.from('newsletter_signups').insert({ email, is_confirmed: true })).error,
      ).not.toBeNull();
      expect((await service.from('newsletter_signups').select('id').eq('email', email)).data).toEqual([]);
    }
  });
});
