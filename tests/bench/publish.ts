/**
 * `npm run bench:publish`: how long an editor waits from Publish to the change being live, for the
 * demo content, with the local stack's build worker. On a fresh temporary product stack the worker
 * first makes a live site (a cold build: site and admin); then an editor changes one post's title,
 * requests a build through the request-build function, and the site is read until it serves the
 * new title. The phases come from the build's row (queued → running → finished) and the clock.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { createClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import ws from 'ws';
import type { Database } from '../../src/lib/database.types.ts';
import { postPath } from '../../src/lib/permalinks.ts';
import { startBuildWorker } from '../../supabase/local/publish/worker.ts';
import { listen } from '../../supabase/local/server.ts';
import { createSiteApp } from '../../supabase/local/site/serve.ts';
import type { RunningStack } from '../../supabase/local/stack.ts';
import { PRODUCT_PROJECT, startTestStack } from '../support/test-stack.ts';
import { machineDescription } from './machine.ts';
import { isEntryModule } from './main.ts';
import { type BenchSection, reportSection } from './results.ts';

/** The site build's own budget (60 s, bench:build) plus time for the admin copy, the checks and the swap. */
const BUDGET_SECONDS = 90;
const POLL_MS = 100;
const LIVE_TIMEOUT_MS = 10 * 60_000;
const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: ws as unknown as typeof WebSocket },
};

const seconds = (ms: number) => Math.round(ms / 100) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A signed-in editor's access token. */
async function editorToken(stack: RunningStack): Promise<string> {
  const service = createClient<Database>(stack.url, stack.keys.serviceRoleKey, options);
  const email = `bench-editor-${randomUUID()}@example.test`;
  const password = randomUUID();
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw created.error;
  await service.from('user_roles').insert({ user_id: created.data.user.id, role: 'editor' }).throwOnError();
  const signedIn = await createClient<Database>(
    stack.url,
    stack.keys.anonKey,
    options,
  ).auth.signInWithPassword({
    email,
    password,
  });
  if (signedIn.error) throw signedIn.error;
  return signedIn.data.session.access_token;
}

/** Waits until `page` (on the site) contains `text`; answers when it did, by the clock. */
async function servedAt(siteUrl: string, page: string, text: string): Promise<number> {
  const deadline = Date.now() + LIVE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const response = await fetch(`${siteUrl}${page}`).catch(() => undefined);
    if (response?.ok && (await response.text()).includes(text)) return Date.now();
    await sleep(POLL_MS);
  }
  throw new Error(`${page} did not show "${text}" within ${LIVE_TIMEOUT_MS / 60_000} minutes`);
}

interface Timings {
  /** From pressing Publish to the function's answer. */
  requestMs: number;
  /** Waiting for the worker to pick the build up. */
  queuedMs: number;
  /** The build: site, admin (copied when unchanged), checks, swap. */
  runningMs: number;
  /** From the build's end to the first visitor request that saw the change. */
  servedAfterMs: number;
  totalMs: number;
  stages: string[];
}

export async function benchPublish(): Promise<BenchSection> {
  const stack = await startTestStack({ supabaseDir: PRODUCT_PROJECT });
  const siteRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'growdigital-bench-publish-'));
  /** The live site once the first build made one (the site app wants its folder to exist). */
  let liveSite: ReturnType<typeof createSiteApp> | undefined;
  const frontDoor = new Hono<{ Bindings: HttpBindings }>();
  frontDoor.all('*', (c) => (liveSite ? liveSite.fetch(c.req.raw, c.env) : c.text('No live site yet', 503)));
  const site = await listen(frontDoor, '127.0.0.1', 0);
  const worker = await startBuildWorker({
    apiUrl: stack.url,
    serviceRoleKey: stack.keys.serviceRoleKey,
    anonKey: stack.keys.anonKey,
    siteUrl: site.url,
    siteRoot,
    log: (line) => {
      if (/started|failed|Live after/i.test(line)) console.log(`[worker] ${line}`);
    },
  });
  const service = createClient<Database>(stack.url, stack.keys.serviceRoleKey, options);

  try {
    console.log('Making the first live site (a cold build of the site and the admin)…');
    const coldStarted = Date.now();
    await service.rpc('request_build', { p_trigger: 'system' }).throwOnError();
    await worker.idle();
    const coldMs = Date.now() - coldStarted;
    const { data: cold } = await service
      .from('site_builds')
      .select('status, error')
      .order('requested_at', { ascending: false })
      .limit(1)
      .single()
      .throwOnError();
    if (cold.status !== 'succeeded') throw new Error(`The first build ${cold.status}: ${cold.error ?? ''}`);
    console.log(`First live site after ${seconds(coldMs)} s.`);
    liveSite = createSiteApp(worker.liveDir);

    const { data: post } = await service
      .from('blog_posts')
      .select('id, slug')
      .eq('status', 'published')
      .lte('published_at', new Date().toISOString())
      .order('published_at', { ascending: false })
      .limit(1)
      .single()
      .throwOnError();
    const token = await editorToken(stack);
    const editor = createClient<Database>(stack.url, stack.keys.anonKey, {
      ...options,
      global: { headers: { Authorization: `Bearer ${token}` } },
    });
    const title = `Publishing benchmark ${randomUUID().slice(0, 8)}`;
    await editor.from('blog_posts').update({ title }).eq('id', post.id).throwOnError();

    const pressed = Date.now();
    const response = await fetch(`${stack.url}/functions/v1/request-build`, {
      method: 'POST',
      headers: {
        apikey: stack.keys.anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    const answered = Date.now();
    const answer = (await response.json()) as { build?: { id: string }; error?: { message: string } };
    if (!response.ok || !answer.build)
      throw new Error(`request-build answered ${response.status}: ${answer.error?.message ?? ''}`);
    const live = await servedAt(site.url, postPath(post.slug), title);

    const { data: build } = await service
      .from('site_builds')
      .select('status, requested_at, started_at, finished_at, log')
      .eq('id', answer.build.id)
      .single()
      .throwOnError();
    const at = (time: string | null) => new Date(time ?? Number.NaN).getTime();
    const timings: Timings = {
      requestMs: answered - pressed,
      queuedMs: at(build.started_at) - at(build.requested_at),
      runningMs: at(build.finished_at) - at(build.started_at),
      servedAfterMs: Math.max(0, live - at(build.finished_at)),
      totalMs: live - pressed,
      stages: build.log
        .split('\n')
        .filter((line) => line.startsWith('== '))
        .map((line) => line.slice(3)),
    };

    const machine = machineDescription();
    const total = seconds(timings.totalMs);
    const markdown = [
      `Publish → live for the demo content with the local build worker, on ${machine}:`,
      '',
      '| Phase | Seconds |',
      '| --- | --- |',
      `| Publish request answered | ${seconds(timings.requestMs)} |`,
      `| Queued (until the worker started it) | ${seconds(timings.queuedMs)} |`,
      `| Running (build, checks, swap) | ${seconds(timings.runningMs)} |`,
      `| Finished → served (first poll that saw it) | ${seconds(timings.servedAfterMs)} |`,
      `| **Publish → change live** | **${total}** |`,
      '',
      `Stages of the publish build: ${timings.stages.join(' → ')}.`,
      `The first live site (cold: site and admin built, empty Astro cache) took ${seconds(coldMs)} s.`,
      `Budget ${BUDGET_SECONDS} s from Publish to live: ${total <= BUDGET_SECONDS ? 'within' : 'OVER'}.`,
    ].join('\n');
    return {
      name: 'publish',
      title: 'Publish to live',
      data: { machine, coldBuildSeconds: seconds(coldMs), ...timings },
      markdown,
      passed: total <= BUDGET_SECONDS,
    };
  } finally {
    await worker.stop();
    await site.close();
    await stack.stop();
    await fs.rm(siteRoot, { recursive: true, force: true });
  }
}

if (isEntryModule(import.meta.url)) await reportSection(await benchPublish());
