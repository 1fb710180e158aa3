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

/** A case study an editor changed once: two revisions, before and after. */
async function revisedCaseStudy() {
  const item = await publishedCaseStudy(service);
  await editor.client.from('case_studies').update({ summary: 'Revised' }).eq('id', item.id).throwOnError();
  return item;
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
    // Creating an item writes no revision; its first change records the content before and after it.
    expect(await revisionsOf('case_studies', item.id)).toEqual([]);
    await editor.client.from('case_studies').update({ summary: 'Two' }).eq('id', item.id).throwOnError();
    await editor.client.from('case_studies').update({ summary: 'Three' }).eq('id', item.id).throwOnError();
    // Order, trash and restore are not content: no revision.
    await editor.client.from('case_studies').update({ sort_order: 99 }).eq('id', item.id).throwOnError();
    await editor.client.rpc('trash_content', { p_table: 'case_studies', p_ids: [item.id] }).throwOnError();
    await editor.client.rpc('restore_content', { p_table: 'case_studies', p_ids: [item.id] }).throwOnError();
    let revisions = await revisionsOf('case_studies', item.id);
    expect(revisions.map((r) => r.saved_by)).toEqual([null, editor.id]);
    expect(revisions[0]?.snapshot).toMatchObject({ title: 'First title', summary: 'One', client: 'Acme' });
    expect(revisions[1]?.snapshot).toMatchObject({ title: 'First title', summary: 'Three', client: 'Acme' });
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
    expect(revisions.map((r) => r.saved_by)).toEqual([null, editor.id, secondEditor.id]);
  });

  it('lets staff read revisions and nobody write them', async () => {
    const item = await revisedCaseStudy();
    const { data: staff } = await editor.client.from('content_revisions').select('id').eq('row_id', item.id);
    expect(staff).toHaveLength(2);
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
    expect(revisions).toHaveLength(2);
    expect(revisions[1]?.snapshot).toMatchObject({ title: item.title, summary: 'Revised' });
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
    expect(revisions.map((r) => r.saved_by)).toEqual([null, secondEditor.id, secondEditor.id]);
    expect(revisions[2]?.snapshot).toEqual(first?.snapshot);
  });

  it('is for staff, and says when the revision does not exist', async () => {
    const item = await revisedCaseStudy();
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
