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
      .from('audit_log_entries')
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

  it("shows a staff member's email to admins and to that member only", async () => {
    const author = await member('editor');
    const colleague = await member('editor');
    const admin = await member('admin');
    const question = `Whose change? ${randomUUID().slice(0, 8)}`;
    const { data: faq } = await author.client
      .from('faqs')
      .insert({ question, answer: 'The author’s.', category: 'General' })
      .select('id')
      .single()
      .throwOnError();
    const entryAs = async (reader: typeof author) =>
      (
        await reader.client
          .from('audit_log_entries')
          .select('actor_id, actor_email')
          .eq('table_name', 'faqs')
          .eq('row_id', faq.id)
          .single()
          .throwOnError()
      ).data;
    expect(await entryAs(author)).toEqual({ actor_id: author.id, actor_email: author.email });
    expect(await entryAs(admin)).toEqual({ actor_id: author.id, actor_email: author.email });
    expect(await entryAs(colleague)).toEqual({ actor_id: author.id, actor_email: null });
    // The table itself gives no one on the API the email column.
    for (const reader of [colleague, admin]) {
      const direct = await reader.client.from('audit_log').select('actor_email').eq('row_id', faq.id);
      expect([direct.status, direct.error?.code]).toEqual([403, '42501']);
    }
    // Nor does the dashboard's recent activity.
    const activity = async (reader: typeof author) => {
      const { data } = await reader.client.rpc('dashboard_stats').throwOnError();
      const recent = (
        data as { recent_activity: { row_id: string; actor_id: string; actor_email: string | null }[] }
      ).recent_activity;
      return recent.find((entry) => entry.row_id === faq.id);
    };
    expect(await activity(colleague)).toMatchObject({ actor_id: author.id, actor_email: null });
    expect(await activity(admin)).toMatchObject({ actor_id: author.id, actor_email: author.email });
    await admin.client.from('faqs').delete().eq('id', faq.id).throwOnError();
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
