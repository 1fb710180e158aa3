import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { countAnsweredRequests } from '../../support/answered-requests.ts';
import type { StackAddress } from '../../support/clients.ts';
import { type Member, member, productService, productStack } from '../../support/product.ts';
import { PRODUCT_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';

/**
 * The request-build function. With DEPLOY_HOOK_URL it calls a hook this test serves on 127.0.0.1
 * (a product stack of its own, whose function secrets name the hook and cut its time limit to
 * 4 s); without it (the shared product stack) it only records the request for the local worker.
 */
const HOOK_PATH = `/build_hooks/${randomUUID()}`;
const TIMEOUT_MS = 4_000;

type HookMode = 'accept' | 'refuse' | 'hang' | 'hold';
let mode: HookMode = 'accept';
/** Answers to the hook calls made in 'hold' mode, for the test to send when it chooses. */
const held: (() => void)[] = [];
const received: { method: string; path: string; body: string }[] = [];
/** Hook calls whose caller closed the connection before an answer was sent. */
let hungUp = 0;
let hookServer: http.Server;
let hookUrl = '';

let running: RunningStack;
let hookStack: StackAddress;
let envDir = '';

beforeAll(async () => {
  hookServer = http.createServer((request, response) => {
    response.on('close', () => {
      if (!response.writableEnded) hungUp += 1;
    });
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method ?? '', path: request.url ?? '', body });
      if (mode === 'accept') response.writeHead(202, { 'Content-Type': 'application/json' }).end('{}');
      else if (mode === 'refuse') response.writeHead(500).end('Internal Server Error');
      else if (mode === 'hold') held.push(() => response.writeHead(200).end('{}'));
      // 'hang': no answer until the function gives up and the socket closes.
    });
  });
  await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${String((hookServer.address() as AddressInfo).port)}${HOOK_PATH}`;
  envDir = await fs.mkdtemp(path.join(os.tmpdir(), 'growdigital-request-build-'));
  const envFile = path.join(envDir, 'functions.env');
  await fs.writeFile(envFile, `DEPLOY_HOOK_URL=${hookUrl}\nDEPLOY_HOOK_TIMEOUT_MS=${String(TIMEOUT_MS)}\n`);
  running = await startTestStack({
    supabaseDir: PRODUCT_PROJECT,
    databaseUrl: await freshDatabaseUrl(),
    env: { FUNCTIONS_ENV_FILE: envFile },
  });
  hookStack = {
    url: running.url,
    anonKey: running.keys.anonKey,
    serviceRoleKey: running.keys.serviceRoleKey,
  };
});
afterAll(async () => {
  hookServer.closeAllConnections();
  await new Promise((resolve) => hookServer.close(resolve));
  await running.stop();
  await fs.rm(envDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  text: string;
  body: {
    build?: Record<string, unknown> & {
      id: string;
      status: string;
      trigger: string;
      requested_by: string | null;
    };
    collapsed?: boolean;
    hook?: string;
    error?: { code: string; message: string };
  };
}

async function requestBuild(stack: StackAddress, token: string, body: string | null = '{}'): Promise<Answer> {
  const response = await fetch(`${stack.url}/functions/v1/request-build`, {
    method: body === null ? 'GET' : 'POST',
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === null ? {} : { body }),
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as Answer['body'] };
}

async function deployHookBuilds(): Promise<Record<string, unknown>[]> {
  const { data } = await productService(hookStack)
    .from('site_builds')
    .select('*')
    .order('requested_at', { ascending: false })
    .throwOnError();
  return data;
}

/** Nothing that names the secret hook: its address, port or path. */
function expectNoHookUrl(value: unknown) {
  const text = JSON.stringify(value);
  const { host, pathname } = new URL(hookUrl);
  expect(text).not.toContain(host);
  expect(text).not.toContain(pathname);
  expect(text).not.toContain('127.0.0.1');
}

describe('request-build with a deploy hook', () => {
  let editor: Member;
  let outsider: Member;
  beforeAll(async () => {
    [editor, outsider] = await Promise.all([member('editor', hookStack), member('no_role', hookStack)]);
  });

  it('refuses the anon key alone (401) and a user without a staff role (403), recording nothing', async () => {
    const anonymous = await requestBuild(hookStack, hookStack.anonKey);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error?.code).toBe('not_signed_in');

    const refused = await requestBuild(hookStack, outsider.accessToken);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('forbidden');
    expect(await deployHookBuilds()).toEqual([]);
    expect(received).toEqual([]);
  });

  it('calls the hook once for an editor and records a succeeded deploy-hook build without the URL', async () => {
    mode = 'accept';
    received.length = 0;
    const answer = await requestBuild(hookStack, editor.accessToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ collapsed: false, hook: 'called' });
    expect(answer.body.build).toMatchObject({
      status: 'succeeded',
      trigger: 'deploy-hook',
      requested_by: editor.id,
      stage: null,
      error: null,
    });
    expect(answer.body.build).not.toHaveProperty('log');
    expect(received).toEqual([{ method: 'POST', path: HOOK_PATH, body: '' }]);

    const [row, ...older] = await deployHookBuilds();
    expect(older).toEqual([]);
    expect(row).toMatchObject({ id: answer.body.build?.id, status: 'succeeded', trigger: 'deploy-hook' });
    expect(row?.log).toContain('HTTP 202');
    expect(row?.duration_ms).toEqual(expect.any(Number));
    expectNoHookUrl(row);
    expectNoHookUrl(answer.text);
  });

  it('answers 502 deploy_hook_failed and fails the build when the hook answers 500', async () => {
    mode = 'refuse';
    received.length = 0;
    const answer = await requestBuild(hookStack, editor.accessToken);
    expect(answer.status).toBe(502);
    expect(answer.body.error?.code).toBe('deploy_hook_failed');
    expect(answer.body.error?.message).toContain('HTTP 500');
    expect(received).toHaveLength(1);
    const [row] = await deployHookBuilds();
    expect(row).toMatchObject({
      status: 'failed',
      trigger: 'deploy-hook',
      requested_by: editor.id,
      stage: null,
    });
    expect(row?.error).toContain('HTTP 500');
    expect(row?.log).toContain('HTTP 500');
    expectNoHookUrl(row);
    expectNoHookUrl(answer.text);
  });

  it('gives up on a hook that does not answer within its time limit', async () => {
    mode = 'hang';
    received.length = 0;
    hungUp = 0;
    const started = performance.now();
    const answer = await requestBuild(hookStack, editor.accessToken);
    const seconds = (performance.now() - started) / 1000;
    expect(answer.status).toBe(502);
    expect(answer.body.error?.code).toBe('deploy_hook_failed');
    expect(answer.body.error?.message).toContain('did not answer within 4 s');
    // It waited its whole limit (a timer never fires early, however busy the machine), then hung up.
    expect(seconds).toBeGreaterThanOrEqual(TIMEOUT_MS / 1000 - 0.1);
    await expect.poll(() => hungUp, { timeout: 5_000 }).toBe(1);
    expect(received).toHaveLength(1);
    const [row] = await deployHookBuilds();
    expect(row).toMatchObject({ status: 'failed', trigger: 'deploy-hook' });
    expect(row?.error).toContain('did not answer');
    expectNoHookUrl(row);
    expectNoHookUrl(answer.text);
  });

  it('runs requests made during a deploy as one follow-up deploy', async () => {
    mode = 'hold';
    received.length = 0;
    const answered = countAnsweredRequests();
    const first = requestBuild(hookStack, editor.accessToken);
    await expect.poll(() => received.length, { timeout: 3_000 }).toBe(1);
    const followUps = Promise.all([
      requestBuild(hookStack, editor.accessToken),
      requestBuild(hookStack, editor.accessToken),
    ]);
    // The host answers the first call once both follow-ups have queued the next build or joined
    // it, and one of them has adopted it (the first request did both before it called the hook).
    try {
      await expect.poll(() => answered.count('POST /rest/v1/rpc/request_build'), { timeout: 10_000 }).toBe(3);
    } finally {
      answered.stop();
    }
    await expect
      .poll(async () => (await deployHookBuilds())[0], { timeout: 10_000 })
      .toMatchObject({ status: 'queued', requested_by: editor.id });
    mode = 'accept';
    for (const answer of held.splice(0)) answer();

    const firstAnswer = await first;
    const answers = await followUps;
    expect(firstAnswer.status).toBe(200);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const ids = new Set(answers.map((a) => a.body.build?.id));
    expect(ids.size).toBe(1);
    expect(ids.has(firstAnswer.body.build?.id)).toBe(false);
    expect(answers.map((a) => a.body.collapsed).sort()).toEqual([false, true]);
    // The first deploy, then one more for both follow-up requests.
    expect(received).toHaveLength(2);
    const [followUp, firstRow] = await deployHookBuilds();
    expect(followUp).toMatchObject({ id: [...ids][0], status: 'succeeded', trigger: 'deploy-hook' });
    expect(firstRow).toMatchObject({ id: firstAnswer.body.build?.id, status: 'succeeded' });
  });

  it('deploys through the hook when the schedule calls (service role) and scheduled content came due, else nothing', async () => {
    mode = 'accept';
    received.length = 0;
    const nothingDue = await requestBuild(hookStack, hookStack.serviceRoleKey);
    expect(nothingDue.status).toBe(200);
    expect(nothingDue.body).toEqual({ build: null });
    expect(received).toEqual([]);

    await productService(hookStack)
      .from('blog_posts')
      .insert({
        slug: `scheduled-${randomUUID().slice(0, 8)}`,
        title: 'Due soon',
        status: 'scheduled',
        published_at: new Date(Date.now() + 1500).toISOString(),
      })
      .throwOnError();
    expect((await requestBuild(hookStack, hookStack.serviceRoleKey)).body).toEqual({ build: null });
    let due: Answer | undefined;
    await expect
      .poll(
        async () => {
          due = await requestBuild(hookStack, hookStack.serviceRoleKey);
          return due.body.build;
        },
        { timeout: 10_000, interval: 250 },
      )
      .not.toBeNull();
    expect(due?.status).toBe(200);
    expect(due?.body).toMatchObject({ hook: 'called' });
    expect(due?.body.build).toMatchObject({ status: 'succeeded', trigger: 'schedule', requested_by: null });
    expect(received).toEqual([{ method: 'POST', path: HOOK_PATH, body: '' }]);
    expect((await requestBuild(hookStack, hookStack.serviceRoleKey)).body).toEqual({ build: null });
    expect(received).toHaveLength(1);
    expectNoHookUrl(due?.text);
  });
});

describe('request-build without a deploy hook', () => {
  let editor: Member;
  let admin: Member;
  beforeAll(async () => {
    [editor, admin] = await Promise.all([member('editor'), member('admin')]);
  });
  afterAll(async () => {
    await productService().from('site_builds').delete().in('requested_by', [editor.id, admin.id]);
  });

  it('records a queued build for the local worker, and a second request joins it', async () => {
    const first = await requestBuild(productStack(), editor.accessToken);
    expect(first.status).toBe(200);
    expect(first.body.hook).toBe('not-configured');
    expect(first.body.build).toMatchObject({ status: 'queued', started_at: null });
    expect(first.body.build).not.toHaveProperty('log');
    // Other test files on this stack may have queued a build already; this request then joined it.
    expect(first.body.collapsed).toBe(first.body.build?.requested_by !== editor.id);

    const second = await requestBuild(productStack(), admin.accessToken);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ collapsed: true, hook: 'not-configured' });
    expect(second.body.build?.id).toBe(first.body.build?.id);
  });

  it('refuses a user without a staff role (the database decides)', async () => {
    const outsider = await member('no_role');
    const refused = await requestBuild(productStack(), outsider.accessToken);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('forbidden');
  });

  it('answers bad requests with a clear error', async () => {
    const extra = await requestBuild(productStack(), editor.accessToken, '{"force":true}');
    expect(extra.status).toBe(400);
    expect(extra.body.error?.code).toBe('invalid_request');
    const broken = await requestBuild(productStack(), editor.accessToken, '{');
    expect(broken.status).toBe(400);
    expect(broken.body.error?.code).toBe('invalid_json');
    const read = await requestBuild(productStack(), editor.accessToken, null);
    expect(read.status).toBe(405);
    expect(read.body.error?.code).toBe('method_not_allowed');
  });
});
