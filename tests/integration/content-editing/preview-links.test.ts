/**
 * Preview links (issue 19): staff make a signed link to a draft; anyone holding it reads the item
 * through preview_content until it expires, is revoked, or the item goes to the trash; anything
 * else reads null. Only the token's SHA-256 is stored. A stack of its own: expiry is tested by
 * moving a link's end into the past in the database.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import type { StackAddress } from '../../support/clients.ts';
import { member, type Member, productAnonAt, productService } from '../../support/product.ts';
import { PRODUCT_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';
import { expectRefusal, tag } from './content-items.ts';

let running: RunningStack;
let stack: StackAddress;
let editor: Member;
let outsider: Member;
const anon = () => productAnonAt(stack);

beforeAll(async () => {
  running = await startTestStack({ supabaseDir: PRODUCT_PROJECT, databaseUrl: await freshDatabaseUrl() });
  stack = { url: running.url, anonKey: running.keys.anonKey, serviceRoleKey: running.keys.serviceRoleKey };
  [editor, outsider] = await Promise.all([member('editor', stack), member('no_role', stack)]);
});
afterAll(() => running.stop());

async function draftPost(): Promise<{ id: string; title: string }> {
  const title = `Draft to preview ${tag()}`;
  const { data } = await productService(stack)
    .from('blog_posts')
    .insert({ slug: `preview-${tag()}`, title, body: 'Not public yet.' })
    .select('id')
    .single()
    .throwOnError();
  return { id: data.id, title };
}

async function link(id: string, hours?: number): Promise<string> {
  const { data, error } = await editor.client.rpc('create_preview_link', {
    p_table: 'blog_posts',
    p_id: id,
    ...(hours === undefined ? {} : { p_hours: hours }),
  });
  expect(error).toBeNull();
  return data ?? '';
}

const preview = async (token: string) => (await anon().rpc('preview_content', { p_token: token })).data;

describe('preview links', () => {
  it('show a draft to anyone holding the link, for 7 days by default', async () => {
    const post = await draftPost();
    expect((await anon().from('blog_posts').select('id').eq('id', post.id)).data).toEqual([]);
    const token = await link(post.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const shown = (await preview(token)) as {
      table: string;
      row: Record<string, unknown>;
      expires_at: string;
    };
    expect(shown.table).toBe('blog_posts');
    expect(shown.row).toMatchObject({
      id: post.id,
      title: post.title,
      status: 'draft',
      body: 'Not public yet.',
    });
    expect(shown.row).not.toHaveProperty('deleted_at');
    const days = (Date.parse(shown.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // Signed-in non-staff read it the same way.
    expect((await outsider.client.rpc('preview_content', { p_token: token })).data).toMatchObject({
      table: 'blog_posts',
    });

    // Only the token's hash is kept.
    const { rows } = await running.db.query<{ stored: number; plain: number }>(
      `select count(*) filter (where token_hash = $1)::int as stored,
              count(*) filter (where encode(token_hash, 'escape') like '%' || $2 || '%')::int as plain
         from private.preview_links`,
      [createHash('sha256').update(token).digest(), token],
    );
    expect(rows[0]).toEqual({ stored: 1, plain: 0 });
  });

  it('read null once expired, revoked, for a trashed item, or for an unknown token', async () => {
    const post = await draftPost();
    const [expiring, revoked, kept] = [await link(post.id, 1), await link(post.id, 720), await link(post.id)];
    expect(await preview(expiring)).not.toBeNull();
    await running.db.query(
      `update private.preview_links set expires_at = now() - interval '1 second' where token_hash = $1`,
      [createHash('sha256').update(expiring).digest()],
    );
    expect(await preview(expiring)).toBeNull();

    for (const unknown of ['x'.repeat(43), '', 'not a token!', `${kept}x`])
      expect(await preview(unknown)).toBeNull();

    await editor.client.rpc('trash_content', { p_table: 'blog_posts', p_ids: [post.id] }).throwOnError();
    expect(await preview(kept)).toBeNull();
    await editor.client.rpc('restore_content', { p_table: 'blog_posts', p_ids: [post.id] }).throwOnError();
    expect(await preview(kept)).not.toBeNull();

    const { data: revokedCount } = await editor.client.rpc('revoke_preview_links', {
      p_table: 'blog_posts',
      p_id: post.id,
    });
    expect(revokedCount).toBe(3);
    expect(await preview(revoked)).toBeNull();
    expect(await preview(kept)).toBeNull();
  });

  it('are made and revoked by staff only, for 1 to 720 hours, for an item that exists', async () => {
    const post = await draftPost();
    const args = { p_table: 'blog_posts', p_id: post.id };
    expectRefusal(await anon().rpc('create_preview_link', args), 401, '42501');
    expectRefusal(await outsider.client.rpc('create_preview_link', args), 403, '42501');
    expectRefusal(await anon().rpc('revoke_preview_links', args), 401, '42501');
    expectRefusal(await outsider.client.rpc('revoke_preview_links', args), 403, '42501');
    expectRefusal(await editor.client.rpc('create_preview_link', { ...args, p_hours: 0 }), 400, '22023');
    expectRefusal(await editor.client.rpc('create_preview_link', { ...args, p_hours: 721 }), 400, '22023');
    expectRefusal(
      await editor.client.rpc('create_preview_link', { ...args, p_table: 'backups' }),
      400,
      '22023',
    );
    expectRefusal(
      await editor.client.rpc('create_preview_link', { ...args, p_id: crypto.randomUUID() }),
      404,
      'PT404',
    );
  });
});
