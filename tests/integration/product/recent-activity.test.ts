import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Member, member, productAnon, productService } from '../../support/product.ts';

const service = productService();
const tag = () => randomUUID().slice(0, 8);

interface Activity {
  id: number;
  actor_id: string | null;
  actor_email: string | null;
  action: 'insert' | 'update' | 'delete' | 'reorder';
  table_name: string;
  row_label: string | null;
  changed_fields: string[];
  row_count: number;
}

/** The latest activity as `reader` sees it; other test files write to the audit log at the same time. */
async function activityAs(reader: Member): Promise<Activity[]> {
  const { data } = await reader.client.rpc('recent_activity', { max_entries: 50 }).throwOnError();
  return data as unknown as Activity[];
}

let editor: Member;
let admin: Member;
beforeAll(async () => {
  [editor, admin] = await Promise.all([member('editor'), member('admin')]);
});

describe('recent activity', () => {
  it('names each row by its title as it was at the change, a deleted one too', async () => {
    const title = `Acme rebrand ${tag()}`;
    const { data: item } = await editor.client
      .from('portfolio_items')
      .insert({ slug: `acme-${tag()}`, title, client: 'Acme', category: 'Branding' })
      .select('id')
      .single()
      .throwOnError();
    await editor.client
      .from('portfolio_items')
      .update({ title: `${title}, renamed`, summary: 'A new summary.' })
      .eq('id', item.id)
      .throwOnError();
    await editor.client.from('portfolio_items').delete().eq('id', item.id).throwOnError();

    const mine = (await activityAs(editor)).filter((entry) => entry.row_label?.startsWith(title));
    expect(mine.map(({ action, row_label }) => [action, row_label])).toEqual([
      ['delete', `${title}, renamed`],
      ['update', `${title}, renamed`],
      ['insert', title],
    ]);
    expect(mine[1]?.changed_fields).toEqual(['summary', 'title']);
    expect(mine[0]).toMatchObject({
      actor_id: editor.id,
      actor_email: editor.email,
      table_name: 'portfolio_items',
    });
  });

  it('counts a reorder once, with the number of rows it moved', async () => {
    const prefix = `Order ${tag()}`;
    const { data: videos } = await editor.client
      .from('videos')
      .insert(
        ['a', 'b', 'c'].map((name, index) => ({
          youtube_id: `${tag()}abc`.slice(0, 11),
          title: `${prefix} ${name}`,
          category: 'Tutorials',
          sort_order: 9000 + index,
        })),
      )
      .select('id')
      .throwOnError();
    await editor.client
      .rpc('reorder_content', { target: 'videos', ids: videos.map((v) => v.id).reverse() })
      .throwOnError();
    const [latest] = (await activityAs(editor)).filter(
      (entry) => entry.actor_id === editor.id && entry.table_name === 'videos',
    );
    expect(latest).toMatchObject({ action: 'reorder', row_label: null, changed_fields: [], row_count: 3 });
    await service
      .from('videos')
      .delete()
      .in(
        'id',
        videos.map((v) => v.id),
      )
      .throwOnError();
  });

  it("names an inbox row by its sender only while it exists, and never stores a visitor's name", async () => {
    const name = `Visitor ${tag()}`;
    const email = `activity-${randomUUID()}@example.com`;
    await productAnon()
      .from('contact_submissions')
      .insert({ kind: 'contact', name, email, message: 'Please call me back about SEO.' })
      .throwOnError();
    const { data: message } = await service
      .from('contact_submissions')
      .select('id')
      .eq('email', email)
      .single()
      .throwOnError();
    await editor.client
      .from('contact_submissions')
      .update({ status: 'read' })
      .eq('id', message.id)
      .throwOnError();
    const entryFor = async (reader: Member) =>
      (await activityAs(reader)).find(
        (e) => e.table_name === 'contact_submissions' && e.actor_id === editor.id,
      );
    expect(await entryFor(editor)).toMatchObject({
      action: 'update',
      row_label: name,
      changed_fields: ['status'],
    });

    await admin.client.from('contact_submissions').delete().eq('id', message.id).throwOnError();
    const { data: stored } = await service
      .from('audit_log')
      .select('action, row_label')
      .eq('row_id', message.id)
      .order('id')
      .throwOnError();
    expect(stored).toEqual([
      { action: 'update', row_label: null },
      { action: 'delete', row_label: null },
    ]);
    const afterDelete = (await activityAs(admin)).filter((e) => e.table_name === 'contact_submissions');
    expect(afterDelete.map((e) => e.row_label)).not.toContain(name);
  });

  it("shows a colleague's email to admins only, and is for staff only", async () => {
    const colleague = await member('editor');
    const question = `Whose question? ${tag()}`;
    await editor.client
      .from('faqs')
      .insert({ question, answer: 'Theirs.', category: 'General' })
      .throwOnError();
    const entryAs = async (reader: Member) =>
      (await activityAs(reader)).find((entry) => entry.row_label === question);
    expect(await entryAs(colleague)).toMatchObject({ actor_id: editor.id, actor_email: null });
    expect(await entryAs(admin)).toMatchObject({ actor_id: editor.id, actor_email: editor.email });

    expect((await productAnon().rpc('recent_activity')).error?.code).toBe('42501');
    const visitor = await member('no_role');
    expect((await visitor.client.rpc('recent_activity')).error?.code).toBe('42501');
    await service.from('faqs').delete().eq('question', question).throwOnError();
  });
});
