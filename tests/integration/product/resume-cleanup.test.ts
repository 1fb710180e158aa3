/**
 * Orphaned résumés (issue 15, item 6): a résumé no application names is removed a day after its
 * upload by the resume-cleanup function, file and row, through the Storage API; the local stack
 * calls it every hour. The test backdates uploads instead of waiting a day.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startResumeCleanup } from '../../../supabase/local/schedule/resume-cleanup.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import type { StackAddress } from '../../support/clients.ts';
import { member, type Member, productService } from '../../support/product.ts';
import { PRODUCT_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';

// A stack of its own: the test backdates uploads in the database, and the function removes every
// orphan it finds. It trusts no proxy, so the client address is the socket's, whatever a request claims.
let running: RunningStack;
let stack: StackAddress;
let editor: Member;
beforeAll(async () => {
  running = await startTestStack({
    supabaseDir: PRODUCT_PROJECT,
    databaseUrl: await freshDatabaseUrl(),
    env: { TRUST_PROXY: '0' },
  });
  stack = { url: running.url, anonKey: running.keys.anonKey, serviceRoleKey: running.keys.serviceRoleKey };
  editor = await member('editor', stack);
});
afterAll(() => running.stop());

const resumes = () => productService(stack).storage.from('resumes');
const pdf = () => new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });

async function uploaded(): Promise<string> {
  const key = `${randomUUID()}/cv.pdf`;
  expect((await resumes().upload(key, pdf())).error).toBeNull();
  return key;
}

/** Makes an upload look `hours` old. */
async function backdate(key: string, hours: number): Promise<void> {
  await running.db.query(
    `UPDATE storage.objects SET created_at = now() - make_interval(hours => $2) WHERE bucket_id = 'resumes' AND name = $1`,
    [key, hours],
  );
}

async function fileOnDisk(key: string): Promise<string> {
  const { rows } = await running.db.query<{ version: string }>(
    `SELECT version FROM storage.objects WHERE bucket_id = 'resumes' AND name = $1`,
    [key],
  );
  const version = rows[0]?.version ?? '';
  return path.join(running.storageDir, 'objects', version.slice(0, 2), version);
}

async function call(token: string, body: unknown = {}) {
  const response = await fetch(`${stack.url}/functions/v1/resume-cleanup`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const exists = async (key: string) => (await resumes().exists(key)).data;

describe(`orphaned résumés (${inject('dbKind')})`, () => {
  it('removes, file and row, the résumés no application names once they are a day old', async () => {
    const [orphan, recent, attached] = [await uploaded(), await uploaded(), await uploaded()];
    const { data: job } = await productService(stack)
      .from('jobs')
      .select('id')
      .eq('status', 'open')
      .limit(1)
      .single();
    const applied = await productService(stack)
      .from('job_applications')
      .insert({
        job_id: job?.id ?? null,
        full_name: 'Ari Applicant',
        email: `ari-${randomUUID().slice(0, 8)}@example.com`,
        resume_path: attached,
      });
    expect(applied.error).toBeNull();
    await backdate(orphan, 25);
    await backdate(attached, 25);
    await backdate(recent, 23);
    const orphanFile = await fileOnDisk(orphan);
    await fs.access(orphanFile);

    expect(await call(stack.serviceRoleKey)).toEqual({ status: 200, body: { removed: [orphan] } });
    expect(await exists(orphan)).toBe(false);
    await expect(fs.access(orphanFile)).rejects.toThrow();
    expect(await exists(recent)).toBe(true);
    expect(await exists(attached)).toBe(true);
    expect(await call(stack.serviceRoleKey)).toEqual({ status: 200, body: { removed: [] } });
  });

  it('runs for the service role only', async () => {
    expect(await call(stack.anonKey)).toMatchObject({
      status: 401,
      body: { error: { code: 'not_signed_in' } },
    });
    expect(await call(editor.accessToken)).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden' } },
    });
    expect(await call(stack.serviceRoleKey, { all: true })).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_request' } },
    });
  });

  it('is called by the local stack soon after start, and a failure is only logged', async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    const refused = startResumeCleanup({
      apiUrl: stack.url,
      serviceRoleKey: stack.anonKey,
      log,
      firstCallMs: 0,
    });
    await expect.poll(() => lines.join('\n')).toMatch(/^Résumé cleanup failed \(401\): /);
    await refused.stop();

    const orphan = await uploaded();
    await backdate(orphan, 48);
    lines.length = 0;
    const hourly = startResumeCleanup({
      apiUrl: stack.url,
      serviceRoleKey: stack.serviceRoleKey,
      log,
      firstCallMs: 0,
    });
    await expect.poll(() => lines.join('\n')).toBe('Résumé cleanup: removed 1 orphaned résumé(s)');
    await hourly.stop();
    expect(await exists(orphan)).toBe(false);
  });

  it('counts uploads by the connection’s address when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    const answers: number[] = [];
    for (let n = 0; n <= 10 && !answers.includes(429); n += 1) {
      const response = await fetch(`${stack.url}/storage/v1/object/resumes/${randomUUID()}/cv.pdf`, {
        method: 'POST',
        headers: {
          apikey: stack.anonKey,
          Authorization: `Bearer ${stack.anonKey}`,
          'Content-Type': 'application/pdf',
          'X-Forwarded-For': `203.0.113.${n + 1}`,
        },
        body: '%PDF-1.4\n%%EOF\n',
      });
      await response.body?.cancel();
      answers.push(response.status);
    }
    expect(answers.at(-1)).toBe(429);
  });
});
