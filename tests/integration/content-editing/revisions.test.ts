/**
 * Revisions for every content type (issue 19): one trigger keeps snapshots in content_revisions
 * with the blog's rules, staff read them, nobody writes them, and restore_revision writes one back.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { member, type Member, productAnon, productService } from '../../support/product.ts';
import { expectRefusal, publishedCaseStudy } from './content-items.ts';

const service = productService();
let editor: Member;
let secondEditor: Member;
let outsider: Member;

beforeAll(async () => {
  [editor, secondEditor, outsider] = await Promise.all([
    member('editor'),
    member('editor'),
    member('no_role'),
  ]);
});

async function revisionsOf(table: string, id: string) {
  const { data, error } = await service
    .from('content_revisions')
    .select('id, saved_by, snapshot')
    .eq('table_name', table)
    .eq('row_id', id)
    .order('seq');
  expect(error).toBeNull();
  return data ?? [];
}

describe('content_revisions', () => {
  it('keeps a case study’s revisions as the blog keeps a post’s, and leaves out order, trash and publication', async () => {
    const { data: item } = await editor.client
      .from('case_studies')
      .insert({
        slug: `rev-case-${crypto.randomUUID().slice(0, 8)}`,
        title: 'First title',
        client: 'Acme',
        summary: 'One',
      })
      .select('id')
      .single()
      .throwOnError();
    expect((await revisionsOf('case_studies', item.id)).map((r) => r.saved_by)).toEqual([editor.id]);

    await editor.client.from('case_studies').update({ summary: 'Two' }).eq('id', item.id).throwOnError();
    await editor.client.from('case_studies').update({ sort_order: 99 }).eq('id', item.id).throwOnError();
    await editor.client.rpc('trash_content', { p_table: 'case_studies', p_ids: [item.id] }).throwOnError();
    await editor.client.rpc('restore_content', { p_table: 'case_studies', p_ids: [item.id] }).throwOnError();
    let revisions = await revisionsOf('case_studies', item.id);
    expect(revisions).toHaveLength(1);
    expect(revisions[0]?.snapshot).toMatchObject({ title: 'First title', summary: 'Two', client: 'Acme' });
    for (const key of [
      'id',
      'sort_order',
      'status',
      'published_at',
      'deleted_at',
      'deleted_by',
      'updated_at',
    ])
      expect(revisions[0]?.snapshot).not.toHaveProperty(key);

    await secondEditor.client
      .from('case_studies')
      .update({ title: 'Second title' })
      .eq('id', item.id)
      .throwOnError();
    revisions = await revisionsOf('case_studies', item.id);
    expect(revisions.map((r) => r.saved_by)).toEqual([editor.id, secondEditor.id]);
  });

  it('lets staff read revisions and nobody write them', async () => {
    const item = await publishedCaseStudy(service);
    const { data: staff } = await editor.client.from('content_revisions').select('id').eq('row_id', item.id);
    expect(staff).toHaveLength(1);
    for (const client of [productAnon(), outsider.client]) {
      expect((await client.from('content_revisions').select('id').eq('row_id', item.id)).data ?? []).toEqual(
        [],
      );
    }
    for (const client of [productAnon(), outsider.client, editor.client]) {
      const forged = await client
        .from('content_revisions')
        .insert({ table_name: 'case_studies', row_id: item.id, snapshot: { title: 'Forged' } });
      expect(forged.error).not.toBeNull();
      await client
        .from('content_revisions')
        .update({ snapshot: { title: 'Forged' } })
        .eq('row_id', item.id);
      await client.from('content_revisions').delete().eq('row_id', item.id);
    }
    const revisions = await revisionsOf('case_studies', item.id);
    expect(revisions).toHaveLength(1);
    expect(revisions[0]?.snapshot).toMatchObject({ title: item.title });
  });
});

describe('restore_revision', () => {
  it('writes a FAQ’s earlier revision back, and records the restore as the newest revision', async () => {
    const { data: faq } = await editor.client
      .from('faqs')
      .insert({ question: 'What did we say first?', answer: 'The first answer.', category: 'General' })
      .select('id')
      .single()
      .throwOnError();
    await secondEditor.client
      .from('faqs')
      .update({ question: 'What do we say now?', answer: 'A later answer.' })
      .eq('id', faq.id)
      .throwOnError();
    const [first] = await revisionsOf('faqs', faq.id);

    const restored = await secondEditor.client.rpc('restore_revision', { p_revision_id: first?.id ?? '' });
    expect(restored.error).toBeNull();
    const { data: now } = await service
      .from('faqs')
      .select('question, answer, is_published')
      .eq('id', faq.id)
      .single();
    expect(now).toEqual({
      question: 'What did we say first?',
      answer: 'The first answer.',
      is_published: true,
    });
    const revisions = await revisionsOf('faqs', faq.id);
    // Not folded into the second editor's revision of a moment ago: a revision of its own.
    expect(revisions.map((r) => r.saved_by)).toEqual([editor.id, secondEditor.id, secondEditor.id]);
    expect(revisions[2]?.snapshot).toEqual(first?.snapshot);
  });

  it('is for staff, and says when the revision does not exist', async () => {
    const item = await publishedCaseStudy(service);
    const [revision] = await revisionsOf('case_studies', item.id);
    const args = { p_revision_id: revision?.id ?? '' };
    expectRefusal(await productAnon().rpc('restore_revision', args), 401, '42501');
    expectRefusal(await outsider.client.rpc('restore_revision', args), 403, '42501');
    expectRefusal(
      await editor.client.rpc('restore_revision', { p_revision_id: crypto.randomUUID() }),
      404,
      'PT404',
    );
  });
});
