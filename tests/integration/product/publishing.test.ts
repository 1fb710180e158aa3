import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/lib/database.types.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import type { StackAddress } from '../../support/clients.ts';
import { type Member, member, productService } from '../../support/product.ts';
import { PRODUCT_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';

// A product stack of its own: at most one build is queued and one running, so builds other
// tests request would collapse into these tests' builds.
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
});
afterAll(() => running.stop());

const service = () => productService(stack);
const INTERRUPTED = 'The build stopped before it finished (the build worker was restarted).';

type BuildRow = Database['public']['Tables']['site_builds']['Row'];

interface PublishStatus {
  unpublished_changes: number;
  active: BuildRow | null;
  queued: boolean;
  last_build: BuildRow | null;
  last_successful_build: BuildRow | null;
}

/** A function returning no build gives null (or, through PostgREST, a row of nulls). */
const claimedOrNone = (row: BuildRow | null): BuildRow | null => (row?.id ? row : null);

async function build(id: string): Promise<BuildRow> {
  const { data } = await service().from('site_builds').select('*').eq('id', id).single().throwOnError();
  return data;
}

async function claim(): Promise<BuildRow | null> {
  const { data, error } = await service().rpc('claim_site_build');
  expect(error).toBeNull();
  return claimedOrNone(data);
}

async function scheduled(): Promise<BuildRow | null> {
  const { data, error } = await service().rpc('queue_scheduled_build');
  expect(error).toBeNull();
  return claimedOrNone(data);
}

/** Runs the queued build to success, as the worker does. */
async function buildSucceeds(): Promise<BuildRow> {
  const claimed = await claim();
  expect(claimed?.status).toBe('running');
  const { data } = await service()
    .rpc('finish_site_build', { p_id: claimed?.id ?? '', p_succeeded: true })
    .throwOnError();
  return data;
}

async function publishStatus(who: Member): Promise<PublishStatus> {
  const { data, error } = await who.client.rpc('publish_status');
  expect(error).toBeNull();
  return data as unknown as PublishStatus;
}

async function queuedCount(): Promise<number> {
  const { count } = await service()
    .from('site_builds')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'queued');
  return count ?? -1;
}

describe('build requests', () => {
  it('queues a manual build in the requester’s name and collapses requests while one is queued', async () => {
    const first = await editor.client.rpc('request_build');
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({
      status: 'queued',
      trigger: 'manual',
      requested_by: editor.id,
      stage: null,
    });
    const second = await admin.client.rpc('request_build', { p_trigger: 'manual' });
    expect(second.data?.id).toBe(first.data?.id);
    const fromHook = await service().rpc('request_build', { p_trigger: 'deploy-hook' });
    expect(fromHook.data?.id).toBe(first.data?.id);
    expect(await queuedCount()).toBe(1);
    expect((await build(first.data?.id ?? '')).requested_by).toBe(editor.id);
  });

  it('refuses builds to anyone without a staff role, and other triggers to staff', async () => {
    expect((await outsider.client.rpc('request_build')).error?.code).toBe('42501');
    expect(
      (await productService({ ...stack, serviceRoleKey: stack.anonKey }).rpc('request_build')).error?.code,
    ).toBe('42501');
    expect((await editor.client.rpc('request_build', { p_trigger: 'schedule' })).error?.code).toBe('42501');
    expect((await service().rpc('request_build', { p_trigger: 'whenever' })).error?.code).toBe('22023');
    expect((await editor.client.from('site_builds').insert({ requested_by: editor.id })).error?.code).toBe(
      '42501',
    );
    expect(await queuedCount()).toBe(1);
  });

  it('keeps the worker’s functions to the service role', async () => {
    for (const who of [editor, admin]) {
      expect((await who.client.rpc('claim_site_build')).error?.code).toBe('42501');
      expect((await who.client.rpc('fail_interrupted_builds')).error?.code).toBe('42501');
      expect((await who.client.rpc('queue_scheduled_build')).error?.code).toBe('42501');
      expect(
        (await who.client.rpc('report_site_build', { p_id: randomUUID(), p_stage: 'x', p_log: 'x' })).error
          ?.code,
      ).toBe('42501');
      expect(
        (await who.client.rpc('finish_site_build', { p_id: randomUUID(), p_succeeded: true })).error?.code,
      ).toBe('42501');
    }
    expect(await queuedCount()).toBe(1);
  });

  it('runs one build at a time, streams its stage and log, and queues one follow-up meanwhile', async () => {
    const claimed = await claim();
    expect(claimed).toMatchObject({ status: 'running', stage: 'Starting' });
    expect(claimed?.started_at).not.toBeNull();
    const id = claimed?.id ?? '';
    expect(await claim()).toBeNull();

    const followUp = await editor.client.rpc('request_build');
    expect(followUp.data).toMatchObject({ status: 'queued' });
    expect(followUp.data?.id).not.toBe(id);
    expect((await admin.client.rpc('request_build')).data?.id).toBe(followUp.data?.id);
    expect(await claim()).toBeNull();
    const status = await publishStatus(editor);
    expect(status.active).toMatchObject({ id, status: 'running', stage: 'Starting' });
    expect(status.active).not.toHaveProperty('log');
    expect(status.queued).toBe(true);

    await service()
      .rpc('report_site_build', { p_id: id, p_stage: 'Building the site', p_log: 'line 1\n' })
      .throwOnError();
    // A null stage keeps the current one.
    await service()
      .rpc('report_site_build', { p_id: id, p_stage: null as unknown as string, p_log: 'line 2\n' })
      .throwOnError();
    expect(await build(id)).toMatchObject({ stage: 'Building the site', log: 'line 1\nline 2\n' });

    const { data: finished } = await service()
      .rpc('finish_site_build', { p_id: id, p_succeeded: false, p_error: 'Astro failed', p_log: 'line 3\n' })
      .throwOnError();
    expect(finished).toMatchObject({
      status: 'failed',
      error: 'Astro failed',
      stage: null,
      log: 'line 1\nline 2\nline 3\n',
    });
    const elapsed = Date.parse(finished.finished_at ?? '') - Date.parse(finished.started_at ?? '');
    expect(Math.abs((finished.duration_ms ?? -1000) - elapsed)).toBeLessThanOrEqual(1);
    expect((await service().rpc('finish_site_build', { p_id: id, p_succeeded: true })).error?.code).toBe(
      'P0002',
    );
    expect(
      (await service().rpc('report_site_build', { p_id: id, p_stage: 'Again', p_log: '' })).error?.code,
    ).toBe('P0002');

    const next = await claim();
    expect(next?.id).toBe(followUp.data?.id);
    expect(await queuedCount()).toBe(0);
  });

  it('keeps only the last 1,000,000 characters of a log', async () => {
    const { data: current } = await service()
      .from('site_builds')
      .select('id')
      .eq('status', 'running')
      .single();
    const id = current?.id ?? '';
    const head = 'a'.repeat(600_000);
    const tail = `${'b'.repeat(599_990)}-the-end\n`;
    await service().rpc('report_site_build', { p_id: id, p_stage: 'Long', p_log: head }).throwOnError();
    await service().rpc('report_site_build', { p_id: id, p_stage: 'Long', p_log: tail }).throwOnError();
    const { log } = await build(id);
    expect(log.length).toBe(1_000_000);
    expect(log.endsWith(tail)).toBe(true);
    expect(log.startsWith('a'.repeat(1_000_000 - tail.length))).toBe(true);
  });

  it('fails every build a stopped worker left running', async () => {
    const { data: current } = await service()
      .from('site_builds')
      .select('id')
      .eq('status', 'running')
      .single();
    const { data: count } = await service().rpc('fail_interrupted_builds').throwOnError();
    expect(count).toBe(1);
    expect(await build(current?.id ?? '')).toMatchObject({
      status: 'failed',
      error: INTERRUPTED,
      stage: null,
    });
    expect((await build(current?.id ?? '')).duration_ms).toBeGreaterThanOrEqual(0);
    expect((await service().rpc('fail_interrupted_builds')).data).toBe(0);
  });

  it('allows at most one queued and one running build, whatever writes them', async () => {
    await service().rpc('request_build', { p_trigger: 'system' }).throwOnError();
    await expect(
      running.db.query(`insert into public.site_builds (status) values ('queued')`),
    ).rejects.toMatchObject({
      code: '23505',
    });
    const claimed = await claim();
    await expect(
      running.db.query(`insert into public.site_builds (status) values ('running')`),
    ).rejects.toMatchObject({
      code: '23505',
    });
    await service()
      .rpc('finish_site_build', { p_id: claimed?.id ?? '', p_succeeded: true })
      .throwOnError();
  });
});

describe('scheduled content', () => {
  const slug = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

  it('queues nothing while nothing scheduled came due, nor for a post published right away', async () => {
    await service().rpc('request_build', { p_trigger: 'system' }).throwOnError();
    await buildSucceeds();
    expect(await scheduled()).toBeNull();
    await service()
      .from('blog_posts')
      .insert({
        slug: slug('now'),
        title: 'Published now',
        status: 'published',
        published_at: new Date().toISOString(),
      })
      .throwOnError();
    expect(await scheduled()).toBeNull();
  });

  it('queues one schedule build when a scheduled post’s time arrives, and nothing once it is built', async () => {
    const publishAt = new Date(Date.now() + 1500).toISOString();
    await editor.client
      .from('blog_posts')
      .insert({ slug: slug('later'), title: 'Scheduled', status: 'scheduled', published_at: publishAt })
      .throwOnError();
    await service()
      .from('case_studies')
      .insert({
        slug: slug('draft'),
        title: 'Draft',
        client: 'Client',
        status: 'draft',
        published_at: publishAt,
      })
      .throwOnError();
    expect(await scheduled()).toBeNull();
    // Queued once the database's clock reaches the post's time, and not before it.
    await expect.poll(scheduled, { timeout: 10_000, interval: 100 }).not.toBeNull();
    const queued = await scheduled();
    expect(queued).toMatchObject({ status: 'queued', trigger: 'schedule', requested_by: null });
    expect(Date.parse(queued?.requested_at ?? '')).toBeGreaterThanOrEqual(Date.parse(publishAt));
    expect((await scheduled())?.id).toBe(queued?.id);
    expect(await queuedCount()).toBe(1);
    await buildSucceeds();
    expect(await scheduled()).toBeNull();
  });

  it('queues a build when an open job’s closing date passed since the last build', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const { data: job } = await service()
      .from('jobs')
      .insert({
        slug: slug('job'),
        title: 'Closing job',
        department: 'Test',
        location: 'Remote',
        employment_type: 'full_time',
        status: 'open',
        published_at: new Date(Date.now() - 10 * 86_400_000).toISOString(),
        valid_through: yesterday,
      })
      .select('id')
      .single()
      .throwOnError();
    expect(job.id).toBeTruthy();
    // It closed at midnight, before the last build started: that build already left it out.
    expect(await scheduled()).toBeNull();

    const { data: last } = await service()
      .from('site_builds')
      .select('id')
      .eq('status', 'succeeded')
      .order('finished_at', { ascending: false })
      .limit(1)
      .single();
    await running.db.query(
      `update public.site_builds set started_at = now() - interval '2 days' where id = $1`,
      [last?.id],
    );
    const queued = await scheduled();
    expect(queued).toMatchObject({ status: 'queued', trigger: 'schedule' });
    await buildSucceeds();
    expect(await scheduled()).toBeNull();
  });
});

describe('publish_status', () => {
  it('gives staff the unpublished changes (as the dashboard counts them) and the last builds', async () => {
    const before = await publishStatus(editor);
    expect(before.active).toBeNull();
    expect(before.queued).toBe(false);
    expect(before.last_successful_build?.status).toBe('succeeded');
    expect(before.last_successful_build).not.toHaveProperty('log');
    expect(before.last_build).not.toHaveProperty('log');

    await editor.client
      .from('faqs')
      .insert({ question: `Publishing ${randomUUID()}?`, answer: 'Yes.', category: 'General' })
      .throwOnError();
    const after = await publishStatus(admin);
    expect(after.unpublished_changes).toBe(before.unpublished_changes + 1);
    const { data: dashboard } = await editor.client.rpc('dashboard_stats').throwOnError();
    expect((dashboard as { unpublished_changes: number }).unpublished_changes).toBe(
      after.unpublished_changes,
    );

    const requested = await editor.client.rpc('request_build');
    const waiting = await publishStatus(editor);
    expect(waiting.active?.id).toBe(requested.data?.id);
    expect(waiting.queued).toBe(false);
    expect(waiting.last_build?.id).toBe(requested.data?.id);

    await buildSucceeds();
    expect((await publishStatus(editor)).unpublished_changes).toBe(0);
  });

  it('refuses everyone but staff', async () => {
    expect((await outsider.client.rpc('publish_status')).error?.code).toBe('42501');
    expect(
      (await productService({ ...stack, serviceRoleKey: stack.anonKey }).rpc('publish_status')).error?.code,
    ).toBe('42501');
  });
});
