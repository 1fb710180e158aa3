import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { clientFor, type StackAddress } from '../../support/clients.ts';
import { PRODUCT_PROJECT, startTestStack } from '../../support/test-stack.ts';
import '../../support/provided.ts';

/*
 * A PGlite folder that will not open never keeps the stack from starting: it is moved aside with
 * the stored files, a fresh database starts in its place, and the latest backup found among those
 * files is restored, with the files it lists linked back to their names. PGlite only: PostgreSQL
 * is a server the stack never replaces.
 */

const dbKind = inject('dbKind');
const PROBE_BYTES = Buffer.from('recovered file bytes');

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function startOn(dataDir: string, lines: string[]): Promise<RunningStack> {
  const stack = await startTestStack({
    supabaseDir: PRODUCT_PROJECT,
    dataDir,
    log: (line) => lines.push(line),
  });
  cleanups.push(() => stack.stop().catch(() => undefined));
  return stack;
}

const addressOf = (stack: RunningStack): StackAddress => ({
  url: stack.url,
  anonKey: stack.keys.anonKey,
  serviceRoleKey: stack.keys.serviceRoleKey,
});

describe.runIf(dbKind === 'pglite')('a PGlite folder that will not open', () => {
  it('is set aside, and the stack starts on a fresh database with the latest backup restored', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'growdigital-damaged-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));

    const first = await startOn(dataDir, []);
    const service = clientFor(addressOf(first), 'service');
    const post = await service
      .from('blog_posts')
      .select('id, title')
      .eq('status', 'published')
      .limit(1)
      .single();
    expect(post.error).toBeNull();
    const title = `${post.data?.title ?? ''} (edited before the damage)`;
    expect(
      (
        await service
          .from('blog_posts')
          .update({ title })
          .eq('id', post.data?.id ?? '')
      ).error,
    ).toBeNull();
    const upload = await service.storage
      .from('media')
      .upload('recovery/probe.png', PROBE_BYTES, { contentType: 'image/png' });
    expect(upload.error).toBeNull();
    const backup = await fetch(`${first.url}/functions/v1/backups`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${first.keys.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'scheduled' }),
    });
    expect(backup.status, await backup.clone().text()).toBe(201);
    await first.stop();

    // PostgreSQL's control file zeroed: PGlite fails to start on the folder.
    await fs.writeFile(path.join(dataDir, 'pglite', 'global', 'pg_control'), Buffer.alloc(8192));

    const lines: string[] = [];
    const second = await startOn(dataDir, lines);
    expect(lines.join('\n')).toMatch(/could not be opened .* It was moved to .*damaged/s);
    expect(lines.join('\n')).toMatch(
      /Restored the (daily|weekly) backup of .*1 stored file\(s\) linked back/,
    );
    const aside = await fs.readdir(path.join(dataDir, 'damaged'));
    expect(aside).toHaveLength(1);
    expect(await fs.readdir(path.join(dataDir, 'damaged', aside[0] ?? ''))).toEqual(['pglite', 'storage']);

    const restored = clientFor(addressOf(second), 'service');
    const after = await restored
      .from('blog_posts')
      .select('title')
      .eq('id', post.data?.id ?? '')
      .single();
    expect(after.data?.title).toBe(title);
    const file = await restored.storage.from('media').download('recovery/probe.png');
    expect(Buffer.from(await (file.data ?? new Blob()).arrayBuffer())).toEqual(PROBE_BYTES);
  });
});
