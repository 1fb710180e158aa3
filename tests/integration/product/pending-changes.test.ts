import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import type { StackAddress } from '../../support/clients.ts';
import { type Member, member, productAnonAt, productService } from '../../support/product.ts';
import { PRODUCT_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';

// A stack of its own: what is pending depends on the last successful build, which other files' builds would move.
let running: RunningStack;
let stack: StackAddress;
let editor: Member;
let admin: Member;
let outsider: Member;
beforeAll(async () => {
  running = await startTestStack({ supabaseDir: PRODUCT_PROJECT, databaseUrl: await freshDatabaseUrl() });
  stack = { url: running.url, anonKey: running.keys.anonKey, serviceRoleKey: running.keys.serviceRoleKey };
  [editor, admin, outsider] = await Promise.all([
    member('editor', stack),
    member('admin', stack),
    member('no_role', stack),
  ]);
  await service()
    .auth.admin.updateUserById(editor.id, { user_metadata: { full_name: 'Ada Editor' } })
    .then(({ error }) => expect(error).toBeNull());
});
afterAll(() => running.stop());

const service = () => productService(stack);
const tag = randomUUID().slice(0, 8);
const slug = (name: string) => `pending-${name}-${tag}`;
/** What an admin with no name in their profile is called: the address before the @. */
const localPart = (m: Member) => m.email.split('@')[0];

interface PendingChange {
  table_name: string;
  row_id: string | null;
  title: string | null;
  kind: string;
  live_already: boolean;
  actor_id: string | null;
  actor_name: string | null;
  changed_at: string | null;
}

async function pending(who: Member = editor): Promise<PendingChange[]> {
  const { data, error } = await who.client.rpc('pending_changes');
  expect(error).toBeNull();
  return data as unknown as PendingChange[];
}

async function counts(): Promise<{ publish: number; dashboard: number }> {
  const { data: status } = await editor.client.rpc('publish_status').throwOnError();
  const { data: stats } = await editor.client.rpc('dashboard_stats').throwOnError();
  return {
    publish: (status as { unpublished_changes: number }).unpublished_changes,
    dashboard: (stats as { unpublished_changes: number }).unpublished_changes,
  };
}

/** Runs a build to success, as the worker does (its contents are recorded when it starts). */
async function buildSucceeds(): Promise<void> {
  await service().rpc('request_build', { p_trigger: 'system' }).throwOnError();
  const { data: claimed } = await service().rpc('claim_site_build').throwOnError();
  await service().rpc('finish_site_build', { p_id: claimed.id, p_succeeded: true }).throwOnError();
}

async function post(values: { name: string; status: 'draft' | 'published'; by?: Member }): Promise<string> {
  const { data } = await (values.by ?? editor).client
    .from('blog_posts')
    .insert({
      slug: slug(values.name),
      title: `Pending ${values.name} ${tag}`,
      status: values.status,
      published_at: values.status === 'published' ? new Date(Date.now() - 60_000).toISOString() : null,
    })
    .select('id')
    .single()
    .throwOnError();
  return data.id;
}

async function caseStudy(name: string, order: number): Promise<string> {
  const { data } = await editor.client
    .from('case_studies')
    .insert({
      slug: slug(name),
      title: `Case ${name} ${tag}`,
      client: 'Client',
      status: 'published',
      published_at: new Date(Date.now() - 60_000).toISOString(),
      sort_order: order,
    })
    .select('id')
    .single()
    .throwOnError();
  return data.id;
}

/** Hides /careers and switches maintenance mode on, or the other way round, as an admin. */
async function hideCareersInMaintenance(on: boolean): Promise<void> {
  await admin.client
    .from('page_visibility')
    .update({ is_visible: !on })
    .eq('page_name', 'careers')
    .throwOnError();
  await admin.client.from('site_settings').update({ maintenance_enabled: on }).eq('id', true).throwOnError();
}

/** The items the first build shows, changed by the later tests. */
const ids = {
  edited: '',
  reverted: '',
  unpublished: '',
  deleted: '',
  draft: '',
  caseA: '',
  caseB: '',
  caseC: '',
};

describe('pending changes: what the next build changes', () => {
  it('is empty after a build, and media, drafts, a draft created and deleted, downloads and inboxes change nothing', async () => {
    ids.edited = await post({ name: 'edited', status: 'published' });
    ids.reverted = await post({ name: 'reverted', status: 'published' });
    ids.unpublished = await post({ name: 'unpublished', status: 'published' });
    ids.deleted = await post({ name: 'deleted', status: 'published' });
    ids.draft = await post({ name: 'draft', status: 'draft' });
    ids.caseA = await caseStudy('a', 9001);
    ids.caseB = await caseStudy('b', 9002);
    ids.caseC = await caseStudy('c', 9003);
    await buildSucceeds();
    expect(await pending()).toEqual([]);
    expect(await counts()).toEqual({ publish: 0, dashboard: 0 });

    await editor.client
      .from('media_assets')
      .insert({ path: `pending/${tag}.png`, alt_text: 'An upload no page uses', file_name: `${tag}.png` })
      .throwOnError();
    const draft = await post({ name: 'new-draft', status: 'draft' });
    await editor.client
      .from('blog_posts')
      .update({ excerpt: 'Still a draft.' })
      .eq('id', draft)
      .throwOnError();
    const gone = await post({ name: 'gone', status: 'published' });
    await editor.client.from('blog_posts').delete().eq('id', gone).throwOnError();
    await editor.client.from('blog_posts').update({ body: 'Draft work.' }).eq('id', ids.draft).throwOnError();
    const { data: resource } = await service()
      .from('resources')
      .select('id')
      .eq('status', 'published')
      .limit(1)
      .single()
      .throwOnError();
    await productAnonAt(stack).rpc('count_download', { resource_id: resource.id }).throwOnError();
    await admin.client
      .from('whatsapp_widget')
      .update({ welcome_message: `Hello ${tag}` })
      .eq('id', true)
      .throwOnError();
    await service().from('site_settings').update({ require_admin_mfa: true }).eq('id', true).throwOnError();
    await service().from('site_settings').update({ require_admin_mfa: false }).eq('id', true).throwOnError();
    await editor.client
      .from('backlinks')
      .insert({ source_url: `https://example.com/${tag}`, target_url: 'https://growdigital.example/' })
      .throwOnError();

    expect(await pending()).toEqual([]);
    expect(await counts()).toEqual({ publish: 0, dashboard: 0 });
  });

  it('lists each item once with its title, kind, who (a display name) and when; a reorder is one change', async () => {
    const added = await post({ name: 'added', status: 'published' });
    await editor.client.from('blog_posts').update({ excerpt: 'First edit.' }).eq('id', added).throwOnError();
    const beforeLastEdit = new Date();
    await editor.client
      .from('blog_posts')
      .update({ title: `Pending added, retitled ${tag}` })
      .eq('id', added)
      .throwOnError();
    await editor.client.from('blog_posts').update({ excerpt: 'Edited.' }).eq('id', ids.edited).throwOnError();
    await editor.client
      .from('blog_posts')
      .update({ title: 'Briefly renamed' })
      .eq('id', ids.reverted)
      .throwOnError();
    await editor.client
      .from('blog_posts')
      .update({ title: `Pending reverted ${tag}` })
      .eq('id', ids.reverted)
      .throwOnError();
    await editor.client
      .from('blog_posts')
      .update({ status: 'draft' })
      .eq('id', ids.unpublished)
      .throwOnError();
    await admin.client.from('blog_posts').delete().eq('id', ids.deleted).throwOnError();
    await editor.client
      .from('blog_posts')
      .update({ status: 'published', published_at: new Date().toISOString() })
      .eq('id', ids.draft)
      .throwOnError();
    await editor.client
      .rpc('reorder_content', { target: 'case_studies', ids: [ids.caseC, ids.caseA, ids.caseB] })
      .throwOnError();
    await hideCareersInMaintenance(true);

    const rows = await pending();
    const byKey = new Map(rows.map((row) => [`${row.table_name}:${row.row_id ?? ''}`, row]));
    expect(rows).toHaveLength(byKey.size);
    const editorSays = { actor_id: editor.id, actor_name: 'Ada Editor', live_already: false };
    const adminSays = { actor_id: admin.id, actor_name: localPart(admin) };
    expect(byKey.get(`blog_posts:${added}`)).toMatchObject({
      title: `Pending added, retitled ${tag}`,
      kind: 'added',
      ...editorSays,
    });
    expect(Date.parse(byKey.get(`blog_posts:${added}`)?.changed_at ?? '')).toBeGreaterThanOrEqual(
      beforeLastEdit.getTime() - 1000,
    );
    expect(byKey.get(`blog_posts:${ids.edited}`)).toMatchObject({ kind: 'changed', ...editorSays });
    expect(byKey.has(`blog_posts:${ids.reverted}`)).toBe(false);
    expect(byKey.get(`blog_posts:${ids.unpublished}`)).toMatchObject({ kind: 'unpublished', ...editorSays });
    expect(byKey.get(`blog_posts:${ids.deleted}`)).toMatchObject({
      title: `Pending deleted ${tag}`,
      kind: 'removed',
      ...adminSays,
    });
    expect(byKey.get(`blog_posts:${ids.draft}`)).toMatchObject({ kind: 'published', ...editorSays });
    expect(byKey.get('case_studies:')).toMatchObject({ title: null, kind: 'reordered', ...editorSays });
    expect(rows.filter((row) => row.table_name === 'case_studies')).toHaveLength(1);
    expect(byKey.get('page_visibility:careers')).toMatchObject({
      title: 'careers',
      kind: 'hidden',
      live_already: true,
      ...adminSays,
    });
    expect(byKey.get('site_settings:maintenance')).toMatchObject({
      title: 'Maintenance mode',
      kind: 'maintenance_on',
      live_already: true,
      ...adminSays,
    });
    expect(rows).toHaveLength(8);
    expect(rows.every((row) => !row.actor_name?.includes('@'))).toBe(true);
    const times = rows.map((row) => Date.parse(row.changed_at ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await counts()).toEqual({ publish: 8, dashboard: 8 });
    expect(await pending(admin)).toEqual(rows);
  });

  it('lists a scheduled item once its time comes, by whoever scheduled it, and a job whose closing date passed', async () => {
    const publishAt = new Date(Date.now() + 1500).toISOString();
    const { data: scheduled } = await editor.client
      .from('blog_posts')
      .insert({
        slug: slug('scheduled'),
        title: `Scheduled ${tag}`,
        status: 'scheduled',
        published_at: publishAt,
      })
      .select('id')
      .single()
      .throwOnError();
    const { data: job } = await admin.client
      .from('jobs')
      .insert({
        slug: slug('job'),
        title: `Closing job ${tag}`,
        department: 'Test',
        location: 'Remote',
        employment_type: 'full_time',
        status: 'open',
        published_at: new Date(Date.now() - 86_400_000).toISOString(),
        valid_through: new Date().toISOString().slice(0, 10),
      })
      .select('id')
      .single()
      .throwOnError();
    await buildSucceeds();
    const afterBuild = await pending();
    expect(afterBuild).toEqual([]);

    // Time passes: the post comes due, and the job's closing date goes by (moved back without an audited change).
    await running.db.query(
      `do $$ begin
         perform set_config('growdigital.restoring', 'on', true);
         update public.jobs set valid_through = current_date - 1 where id = '${job.id}';
       end $$`,
    );
    await expect
      .poll(async () => (await pending()).map((row) => row.kind).sort(), { timeout: 10_000, interval: 200 })
      .toEqual(['expired', 'published']);
    const rows = await pending();
    expect(rows.find((row) => row.kind === 'published')).toMatchObject({
      table_name: 'blog_posts',
      row_id: scheduled.id,
      title: `Scheduled ${tag}`,
      actor_id: editor.id,
      actor_name: 'Ada Editor',
    });
    expect(Date.parse(rows.find((row) => row.kind === 'published')?.changed_at ?? '')).toBe(
      Date.parse(publishAt),
    );
    expect(rows.find((row) => row.kind === 'expired')).toMatchObject({
      table_name: 'jobs',
      row_id: job.id,
      actor_id: admin.id,
    });
  });

  it('says when a page is shown again and maintenance ends, and empties once built', async () => {
    await hideCareersInMaintenance(false);
    await buildSucceeds();
    expect(await pending()).toEqual([]);
    await hideCareersInMaintenance(true);
    await buildSucceeds();
    await hideCareersInMaintenance(false);
    expect((await pending()).map((row) => [row.title, row.kind, row.live_already]).sort()).toEqual([
      ['Maintenance mode', 'maintenance_off', true],
      ['careers', 'shown', true],
    ]);
    await buildSucceeds();
    expect(await pending()).toEqual([]);
    expect(await counts()).toEqual({ publish: 0, dashboard: 0 });
  });

  it('is for staff only', async () => {
    expect((await outsider.client.rpc('pending_changes')).error?.code).toBe('42501');
    expect((await productAnonAt(stack).rpc('pending_changes')).error?.code).toBe('42501');
  });
});

describe('staff_directory', () => {
  it('gives staff each colleague’s display name, never an address', async () => {
    const { data, error } = await editor.client.rpc('staff_directory');
    expect(error).toBeNull();
    const names = new Map(
      (data as { user_id: string; display_name: string }[]).map((row) => [row.user_id, row.display_name]),
    );
    expect(names.get(editor.id)).toBe('Ada Editor');
    expect(names.get(admin.id)).toBe(localPart(admin));
    expect(names.has(outsider.id)).toBe(false);
    expect([...names.values()].every((name) => !name.includes('@'))).toBe(true);
  });

  it('refuses everyone but staff', async () => {
    expect((await outsider.client.rpc('staff_directory')).error?.code).toBe('42501');
    expect((await productAnonAt(stack).rpc('staff_directory')).error?.code).toBe('42501');
  });
});
