import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { member, productAnon, productService } from '../../support/product.ts';

const service = productService();

describe('the audit log', () => {
  it('records who changed which row and which fields', async () => {
    const editor = await member('editor');
    const slug = `audited-${randomUUID().slice(0, 8)}`;
    const { data: post } = await editor.client
      .from('blog_posts')
      .insert({ slug, title: 'Audited post', status: 'draft' })
      .select('id')
      .single();
    await editor.client
      .from('blog_posts')
      .update({ title: 'Audited post, edited', excerpt: 'Now with an excerpt.' })
      .eq('id', post?.id ?? '');
    await editor.client
      .from('blog_posts')
      .update({ title: 'Audited post, edited' })
      .eq('id', post?.id ?? '');
    await editor.client
      .from('blog_posts')
      .delete()
      .eq('id', post?.id ?? '');
    const { data: entries } = await editor.client
      .from('audit_log')
      .select('action, actor_id, actor_email, table_name, row_id, changed_fields')
      .eq('row_id', post?.id ?? '')
      .order('id');
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'insert',
        actor_id: editor.id,
        actor_email: editor.email,
        table_name: 'blog_posts',
      }),
      expect.objectContaining({ action: 'update', changed_fields: ['excerpt', 'title'] }),
      expect.objectContaining({ action: 'delete' }),
    ]);
  });

  it("records settings, roles and inbox status, not visitors' submissions", async () => {
    const admin = await member('admin');
    await admin.client.from('page_visibility').update({ is_visible: false }).eq('page_name', 'videos');
    await admin.client.from('page_visibility').update({ is_visible: true }).eq('page_name', 'videos');
    const { data: visibility } = await admin.client
      .from('audit_log')
      .select('changed_fields, actor_id')
      .eq('table_name', 'page_visibility')
      .eq('row_id', 'videos')
      .eq('actor_id', admin.id);
    expect(visibility).toHaveLength(2);
    expect(visibility?.[0]?.changed_fields).toEqual(['is_visible']);

    const email = `audit-${randomUUID()}@example.com`;
    await productAnon()
      .from('contact_submissions')
      .insert({ kind: 'contact', name: 'Visitor', email, message: 'Is this audited? It should not be.' });
    const { data: message } = await service
      .from('contact_submissions')
      .select('id')
      .eq('email', email)
      .single();
    expect(
      (
        await admin.client
          .from('audit_log')
          .select('id')
          .eq('row_id', message?.id ?? '')
      ).data,
    ).toEqual([]);
    await admin.client
      .from('contact_submissions')
      .update({ status: 'read' })
      .eq('id', message?.id ?? '');
    const { data: statusChange } = await admin.client
      .from('audit_log')
      .select('action, changed_fields')
      .eq('row_id', message?.id ?? '');
    expect(statusChange).toEqual([{ action: 'update', changed_fields: ['status'] }]);

    const newcomer = await member('no_role');
    await admin.client.from('user_roles').insert({ user_id: newcomer.id, role: 'editor' });
    const { data: roleChange } = await admin.client
      .from('audit_log')
      .select('action, table_name')
      .eq('row_id', newcomer.id);
    expect(roleChange).toEqual([{ action: 'insert', table_name: 'user_roles' }]);
  });

  it('is read by staff only and edited by nobody', async () => {
    const editor = await member('editor');
    const visitor = await member('no_role');
    expect(((await editor.client.from('audit_log').select('id').limit(1)).data ?? []).length).toBe(1);
    expect((await visitor.client.from('audit_log').select('id')).data).toEqual([]);
    const { data: entry } = await editor.client.from('audit_log').select('id').limit(1).single();
    await editor.client
      .from('audit_log')
      .update({ action: 'delete' })
      .eq('id', entry?.id ?? 0);
    await editor.client
      .from('audit_log')
      .delete()
      .eq('id', entry?.id ?? 0);
    expect(
      (
        await service
          .from('audit_log')
          .select('id')
          .eq('id', entry?.id ?? 0)
      ).data,
    ).toHaveLength(1);
  });
});
