/**
 * A resource's file and the trash (issue 19): deleting a resource moves it to the trash and its file
 * stays (a restore finds it); once an admin empties the trash, or private.purge_trash runs 30 days
 * on, the resume-cleanup function removes the file through the Storage API. A stack of its own: the
 * test backdates uploads and trash in the database, and the function removes every unused file.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import type { StackAddress } from '../../support/clients.ts';
import { member, type Member, productAnonAt, productService } from '../../support/product.ts';
import { PRODUCT_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';

let running: RunningStack;
let stack: StackAddress;
let editor: Member;
let admin: Member;
beforeAll(async () => {
  running = await startTestStack({ supabaseDir: PRODUCT_PROJECT, databaseUrl: await freshDatabaseUrl() });
  stack = { url: running.url, anonKey: running.keys.anonKey, serviceRoleKey: running.keys.serviceRoleKey };
  [editor, admin] = await Promise.all([member('editor', stack), member('admin', stack)]);
});
afterAll(() => running.stop());

const downloads = () => productService(stack).storage.from('downloads');
const PDF = '%PDF-1.4\n%%EOF\n';
const pdf = () => new Blob([PDF], { type: 'application/pdf' });
const exists = async (path: string) => (await downloads().exists(path)).data;

/** A published resource with an uploaded file, made a day and a half old. */
async function resourceWithFile(name: string): Promise<{ id: string; path: string }> {
  const slug = `files-${name}-${randomUUID().slice(0, 8)}`;
  const path = `${slug}/${name}.pdf`;
  const uploaded = await downloads().upload(path, pdf());
  expect(uploaded.error).toBeNull();
  await running.db.query(
    `UPDATE storage.objects SET created_at = now() - interval '36 hours' WHERE bucket_id = 'downloads' AND name = $1`,
    [path],
  );
  const { data } = await editor.client
    .from('resources')
    .insert({
      slug,
      title: `Resource ${name}`,
      type: 'guide',
      category: 'Files',
      file_path: path,
      file_type: 'pdf',
      file_size_bytes: 15,
      status: 'published',
      published_at: new Date(Date.now() - 60_000).toISOString(),
    })
    .select('id')
    .single()
    .throwOnError();
  return { id: data.id, path };
}

/** Runs the clean-up as the schedule does (service role). */
async function cleanUp(): Promise<Record<string, unknown>> {
  const response = await fetch(`${stack.url}/functions/v1/resume-cleanup`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${stack.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: '{}',
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

describe(`resource files and the trash (${inject('dbKind')})`, () => {
  it('keeps the file while the resource is in the trash, and a restore finds it', async () => {
    const { id, path } = await resourceWithFile('kept');
    const trashed = await editor.client.rpc('trash_content', { p_table: 'resources', p_ids: [id] });
    expect(trashed).toMatchObject({ error: null, data: 1 });
    expect((await productAnonAt(stack).from('resources').select('id').eq('id', id)).data).toEqual([]);

    // Storage refuses staff a file a trashed row names, and the clean-up leaves it.
    const refused = await editor.client.storage.from('downloads').remove([path]);
    expect(refused.data ?? []).toEqual([]);
    expect(await cleanUp()).toEqual({ removed: [] });
    expect(await exists(path)).toBe(true);

    const restored = await editor.client.rpc('restore_content', { p_table: 'resources', p_ids: [id] });
    expect(restored).toMatchObject({ error: null, data: 1 });
    const { data } = await productAnonAt(stack).from('resources').select('file_path').eq('id', id);
    expect(data).toEqual([{ file_path: path }]);
    const served = await fetch(downloads().getPublicUrl(path).data.publicUrl);
    expect(served.status).toBe(200);
    expect(await served.text()).toBe(PDF);
  });

  it('removes the row and then its file once an admin empties the trash', async () => {
    const { id, path } = await resourceWithFile('emptied');
    const other = await resourceWithFile('untouched');
    await editor.client.rpc('trash_content', { p_table: 'resources', p_ids: [id] }).throwOnError();
    const emptied = await admin.client.rpc('empty_trash', { p_table: 'resources', p_ids: [id] });
    expect(emptied).toMatchObject({ error: null, data: 1 });
    const { data: rows } = await productService(stack).from('resources').select('id').eq('id', id);
    expect(rows).toEqual([]);

    expect(await cleanUp()).toEqual({ removed: [], downloads: [path] });
    expect(await exists(path)).toBe(false);
    expect(await exists(other.path)).toBe(true);
    expect(await cleanUp()).toEqual({ removed: [] });
  });

  it('removes the file of a resource purged 30 days after it was trashed', async () => {
    const { id, path } = await resourceWithFile('purged');
    await editor.client.rpc('trash_content', { p_table: 'resources', p_ids: [id] }).throwOnError();
    await running.db.query(
      `UPDATE public.resources SET deleted_at = now() - interval '31 days' WHERE id = $1`,
      [id],
    );
    await running.db.query('SELECT private.purge_trash()');
    expect(await cleanUp()).toEqual({ removed: [], downloads: [path] });
    expect(await exists(path)).toBe(false);
  });

  it('spares a file uploaded less than a day ago (a save still under way)', async () => {
    const path = `files-fresh-${randomUUID().slice(0, 8)}/fresh.pdf`;
    expect((await downloads().upload(path, pdf())).error).toBeNull();
    expect(await cleanUp()).toEqual({ removed: [] });
    expect(await exists(path)).toBe(true);
  });
});
