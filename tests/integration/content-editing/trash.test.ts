/**
 * The trash (issue 19): trash_content hides an item from everyone but staff, restore_content puts
 * it back exactly (slug, order, status, media), admins empty it, and private.purge_trash (daily)
 * deletes what was trashed more than 30 days ago. A stack of its own: the test backdates the trash
 * in the database, and restores an older backup over everything.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import type { StackAddress } from '../../support/clients.ts';
import { member, type Member, productAnonAt, productService } from '../../support/product.ts';
import { PRODUCT_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';
import { expectRefusal, publishedCaseStudy, tag } from './content-items.ts';

let running: RunningStack;
let stack: StackAddress;
let editor: Member;
let admin: Member;
let outsider: Member;
const service = () => productService(stack);
const anon = () => productAnonAt(stack);

beforeAll(async () => {
  running = await startTestStack({ supabaseDir: PRODUCT_PROJECT, databaseUrl: await freshDatabaseUrl() });
  stack = { url: running.url, anonKey: running.keys.anonKey, serviceRoleKey: running.keys.serviceRoleKey };
  [editor, admin, outsider] = await Promise.all([
    member('editor', stack),
    member('admin', stack),
    member('no_role', stack),
  ]);
});
afterAll(() => running.stop());

const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The id the migration (and a restore of an older backup) gives blog revision `seq`: md5('blog_post_revisions/' || seq)::uuid. */
function migratedRevisionId(seq: number): string {
  const hex = createHash('md5')
    .update(`blog_post_revisions/${String(seq)}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

async function seen(client: ReturnType<typeof anon>, id: string) {
  const { data, error } = await client.from('case_studies').select('id, deleted_at, deleted_by').eq('id', id);
  expect(error).toBeNull();
  return data ?? [];
}

async function contentCount(table: 'case_studies'): Promise<number> {
  const { data, error } = await editor.client.rpc('dashboard_stats');
  expect(error).toBeNull();
  return (data as { content: Record<string, number> }).content[table] ?? -1;
}

describe('trash_content', () => {
  it('hides a trashed item from visitors and signed-in non-staff, and keeps it for staff', async () => {
    const item = await publishedCaseStudy(service());
    expect(await seen(anon(), item.id)).toHaveLength(1);
    const countBefore = await contentCount('case_studies');

    const moved = await editor.client.rpc('trash_content', { p_table: 'case_studies', p_ids: [item.id] });
    expect(moved).toMatchObject({ error: null, data: 1 });
    // Already in the trash: nothing more moves.
    expect(
      (await editor.client.rpc('trash_content', { p_table: 'case_studies', p_ids: [item.id] })).data,
    ).toBe(0);

    expect(await seen(anon(), item.id)).toEqual([]);
    expect(await seen(outsider.client, item.id)).toEqual([]);
    const [staffView] = await seen(editor.client, item.id);
    expect(staffView?.deleted_by).toBe(editor.id);
    expect(staffView?.deleted_at).not.toBeNull();
    expect(await seen(admin.client, item.id)).toHaveLength(1);
    expect(await contentCount('case_studies')).toBe(countBefore - 1);
    // The public count of visible rows leaves it out too.
    const { count } = await anon()
      .from('case_studies')
      .select('id', { count: 'exact', head: true })
      .eq('id', item.id);
    expect(count).toBe(0);
  });

  it('refuses visitors, non-staff and unknown tables', async () => {
    const item = await publishedCaseStudy(service());
    const args = { p_table: 'case_studies', p_ids: [item.id] };
    expectRefusal(await anon().rpc('trash_content', args), 401, '42501');
    expectRefusal(await outsider.client.rpc('trash_content', args), 403, '42501');
    expectRefusal(await anon().rpc('restore_content', args), 401, '42501');
    expectRefusal(await editor.client.rpc('trash_content', { ...args, p_table: 'user_roles' }), 400, '22023');
    expectRefusal(
      await editor.client.rpc('restore_content', { ...args, p_table: 'audit_log' }),
      400,
      '22023',
    );
    expect(await seen(anon(), item.id)).toHaveLength(1);
  });
});

describe('restore_content', () => {
  it('puts an item back exactly as it was: slug, order, status and its media', async () => {
    const path = `trash/${tag()}.png`;
    expect(
      (await editor.client.storage.from('media').upload(path, new Blob([PNG_PIXEL], { type: 'image/png' })))
        .error,
    ).toBeNull();
    const item = await publishedCaseStudy(service(), { cover_path: path, sort_order: 42 });
    await editor.client.rpc('trash_content', { p_table: 'case_studies', p_ids: [item.id] }).throwOnError();

    // Its image is still in use while it is in the trash: the storage API keeps it.
    expect((await editor.client.storage.from('media').remove([path])).data).toEqual([]);
    expect((await service().storage.from('media').exists(path)).data).toBe(true);

    const restored = await editor.client.rpc('restore_content', {
      p_table: 'case_studies',
      p_ids: [item.id],
    });
    expect(restored).toMatchObject({ error: null, data: 1 });
    const { data: after } = await service()
      .from('case_studies')
      .select('*')
      .eq('id', item.id)
      .single()
      .throwOnError();
    expect(after).toMatchObject({
      slug: item.slug,
      sort_order: 42,
      status: 'published',
      published_at: item.published_at,
      cover_path: path,
      title: item.title,
      deleted_at: null,
      deleted_by: null,
    });
    expect(await seen(anon(), item.id)).toHaveLength(1);
    // Restoring what is not in the trash does nothing.
    expect(
      (await editor.client.rpc('restore_content', { p_table: 'case_studies', p_ids: [item.id] })).data,
    ).toBe(0);
  });

  it("keeps a trashed item's slug taken, so its restore cannot fail", async () => {
    const item = await publishedCaseStudy(service());
    await editor.client.rpc('trash_content', { p_table: 'case_studies', p_ids: [item.id] }).throwOnError();
    const clash = await editor.client
      .from('case_studies')
      .insert({ slug: item.slug, title: 'Same slug', client: 'Acme' });
    expect(clash.error?.code).toBe('23505');
  });
});

describe('empty_trash', () => {
  it('is for admins, and deletes only what is in the trash', async () => {
    const [trashed, kept] = [await publishedCaseStudy(service()), await publishedCaseStudy(service())];
    await editor.client.rpc('trash_content', { p_table: 'case_studies', p_ids: [trashed.id] }).throwOnError();
    const ids = [trashed.id, kept.id];

    expectRefusal(
      await editor.client.rpc('empty_trash', { p_table: 'case_studies', p_ids: ids }),
      403,
      '42501',
    );
    expectRefusal(await anon().rpc('empty_trash', { p_table: 'case_studies', p_ids: ids }), 401, '42501');
    expectRefusal(await admin.client.rpc('empty_trash', { p_table: 'pages', p_ids: ids }), 400, '22023');
    expect(await seen(editor.client, trashed.id)).toHaveLength(1);

    const emptied = await admin.client.rpc('empty_trash', { p_table: 'case_studies', p_ids: ids });
    expect(emptied).toMatchObject({ error: null, data: 1 });
    expect(await seen(admin.client, trashed.id)).toEqual([]);
    expect(await seen(admin.client, kept.id)).toHaveLength(1);
    const revisions = await service().from('content_revisions').select('id').eq('row_id', trashed.id);
    expect(revisions.data).toEqual([]);
  });

  it('empties the whole trash when given no table', async () => {
    const item = await publishedCaseStudy(service());
    const { data: faq } = await service()
      .from('faqs')
      .insert({ question: `Trash everything ${tag()}?`, answer: 'Yes.', category: 'General' })
      .select('id')
      .single()
      .throwOnError();
    await editor.client.rpc('trash_content', { p_table: 'case_studies', p_ids: [item.id] }).throwOnError();
    await editor.client.rpc('trash_content', { p_table: 'faqs', p_ids: [faq.id] }).throwOnError();
    const { data: removed, error } = await admin.client.rpc('empty_trash', {});
    expect(error).toBeNull();
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(await seen(admin.client, item.id)).toEqual([]);
    expect((await service().from('faqs').select('id').eq('id', faq.id)).data).toEqual([]);
  });
});

describe('private.purge_trash', () => {
  it('deletes for good what was trashed more than 30 days ago, and nothing else', async () => {
    const [old, recent, live] = [
      await publishedCaseStudy(service()),
      await publishedCaseStudy(service()),
      await publishedCaseStudy(service()),
    ];
    await editor.client
      .rpc('trash_content', { p_table: 'case_studies', p_ids: [old.id, recent.id] })
      .throwOnError();
    await service()
      .from('case_studies')
      .update({ deleted_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .eq('id', old.id)
      .throwOnError();
    await service()
      .from('case_studies')
      .update({ deleted_at: new Date(Date.now() - 29 * 86_400_000).toISOString() })
      .eq('id', recent.id)
      .throwOnError();

    const { rows } = await running.db.query<{ purged: number }>('select private.purge_trash() as purged');
    expect(rows[0]?.purged).toBe(1);
    const left = await service().from('case_studies').select('id').in('id', [old.id, recent.id, live.id]);
    expect((left.data ?? []).map((r) => r.id).sort()).toEqual([recent.id, live.id].sort());
  });
});

describe('a backup from before the trash and content_revisions', () => {
  it('restores: trash columns take their defaults and the blog revisions come back as content_revisions', async () => {
    const { data: post } = await service().from('blog_posts').select('id').limit(1).single().throwOnError();
    await editor.client
      .from('blog_posts')
      .update({ title: `Before the trash ${tag()}` })
      .eq('id', post.id)
      .throwOnError();
    const { data: backup } = await admin.client.rpc('backup_snapshot').throwOnError();
    const { schema_version: _current, tables } = backup as {
      schema_version: string;
      tables: Record<string, Record<string, unknown>[]>;
    };
    const revisions = tables.content_revisions ?? [];
    const blogRevisions = revisions
      .filter((r) => r.table_name === 'blog_posts')
      .sort((a, b) => Number(a.seq) - Number(b.seq));
    expect(blogRevisions.length).toBeGreaterThan(0);

    // The backup as the site wrote it before this migration.
    const old: Record<string, Record<string, unknown>[]> = {};
    for (const [name, rows] of Object.entries(tables)) {
      if (name === 'content_revisions') continue;
      old[name] = rows.map(({ deleted_at: _at, deleted_by: _by, ...row }) => row);
    }
    old.blog_post_revisions = blogRevisions.map((r) => ({
      id: r.seq,
      post_id: r.row_id,
      snapshot: r.snapshot,
      saved_by: r.saved_by,
      created_at: r.created_at,
      updated_at: r.updated_at,
    }));
    const item = await publishedCaseStudy(service());
    await editor.client.rpc('trash_content', { p_table: 'case_studies', p_ids: [item.id] }).throwOnError();

    const restored = await admin.client.rpc('restore_backup', {
      p_schema_version: '20261130000100',
      p_tables: old as never,
      p_dry_run: false,
    });
    expect(restored.error).toBeNull();
    const { data: after } = await service()
      .from('content_revisions')
      .select('id, seq, table_name, row_id, snapshot')
      .eq('table_name', 'blog_posts')
      .order('seq');
    expect(after).toEqual(
      blogRevisions.map((r) => ({
        id: migratedRevisionId(Number(r.seq)),
        seq: r.seq,
        table_name: 'blog_posts',
        row_id: r.row_id,
        snapshot: r.snapshot,
      })),
    );
    const { count: trashed } = await service()
      .from('case_studies')
      .select('id', { count: 'exact', head: true })
      .not('deleted_at', 'is', null);
    expect(trashed).toBe(0);
    expect((await service().from('case_studies').select('id').eq('id', item.id)).data).toEqual([]);
  });
});
