/**
 * duplicate_content (issue 19): a copy as an unpublished draft, "(copy)" in its title, a free
 * "-copy" slug (then -copy-2, …), last in its order, with no revisions but its own first one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { member, type Member, productAnon, productService } from '../../support/product.ts';
import { expectRefusal, publishedCaseStudy, tag } from './content-items.ts';

const service = productService();
let editor: Member;
let outsider: Member;

beforeAll(async () => {
  [editor, outsider] = await Promise.all([member('editor'), member('no_role')]);
});

async function duplicate(table: string, id: string): Promise<string> {
  const { data, error } = await editor.client.rpc('duplicate_content', { p_table: table, p_id: id });
  expect(error).toBeNull();
  return data ?? '';
}

describe('duplicate_content', () => {
  it('copies a case study as a draft with a free slug, last in the order', async () => {
    const original = await publishedCaseStudy(service, { title: 'Doubled results' });
    const copyId = await duplicate('case_studies', original.id);
    const { data: highest } = await service
      .from('case_studies')
      .select('sort_order')
      .neq('id', copyId)
      .order('sort_order', { ascending: false })
      .limit(1)
      .single()
      .throwOnError();
    const { data: copy } = await service
      .from('case_studies')
      .select('*')
      .eq('id', copyId)
      .single()
      .throwOnError();
    expect(copy).toMatchObject({
      title: 'Doubled results (copy)',
      slug: `${original.slug}-copy`,
      client: original.client,
      summary: original.summary,
      status: 'draft',
      published_at: null,
      deleted_at: null,
    });
    expect(copy.sort_order).toBeGreaterThan(highest.sort_order);
    // Visitors do not see the draft.
    expect((await productAnon().from('case_studies').select('id').eq('id', copyId)).data).toEqual([]);

    const secondId = await duplicate('case_studies', original.id);
    const { data: second } = await service.from('case_studies').select('slug').eq('id', secondId).single();
    expect(second?.slug).toBe(`${original.slug}-copy-2`);
    const thirdId = await duplicate('case_studies', original.id);
    const { data: third } = await service.from('case_studies').select('slug').eq('id', thirdId).single();
    expect(third?.slug).toBe(`${original.slug}-copy-3`);
  });

  it('copies no revisions: the copy has only its own first one', async () => {
    const original = await publishedCaseStudy(service);
    await editor.client
      .from('case_studies')
      .update({ summary: 'Edited' })
      .eq('id', original.id)
      .throwOnError();
    const copyId = await duplicate('case_studies', original.id);
    const { data } = await service
      .from('content_revisions')
      .select('saved_by, snapshot')
      .eq('row_id', copyId);
    expect(data).toHaveLength(1);
    expect(data?.[0]?.saved_by).toBe(editor.id);
  });

  it('unpublishes copies of FAQs and jobs, each as its type does', async () => {
    const { data: faq } = await service
      .from('faqs')
      .insert({
        question: `Can I copy this ${tag()}?`,
        answer: 'Yes.',
        category: 'General',
        is_published: true,
      })
      .select('*')
      .single()
      .throwOnError();
    const faqCopy = await duplicate('faqs', faq.id);
    const { data: copiedFaq } = await service
      .from('faqs')
      .select('question, is_published')
      .eq('id', faqCopy)
      .single();
    expect(copiedFaq).toEqual({ question: `${faq.question} (copy)`, is_published: false });

    const { data: job } = await service
      .from('jobs')
      .select('*')
      .eq('status', 'open')
      .limit(1)
      .single()
      .throwOnError();
    const jobCopy = await duplicate('jobs', job.id);
    const { data: copiedJob } = await service
      .from('jobs')
      .select('title, status, published_at, slug')
      .eq('id', jobCopy)
      .single();
    expect(copiedJob).toMatchObject({ title: `${job.title} (copy)`, status: 'draft', published_at: null });
    expect(copiedJob?.slug).toMatch(new RegExp(`^${job.slug}-copy(-\\d+)?$`));
  });

  it('refuses visitors, non-staff, unknown tables and ids, and videos (one item per YouTube video)', async () => {
    const original = await publishedCaseStudy(service);
    const args = { p_table: 'case_studies', p_id: original.id };
    expectRefusal(await productAnon().rpc('duplicate_content', args), 401, '42501');
    expectRefusal(await outsider.client.rpc('duplicate_content', args), 403, '42501');
    expectRefusal(
      await editor.client.rpc('duplicate_content', { ...args, p_table: 'webhooks' }),
      400,
      '22023',
    );
    expectRefusal(
      await editor.client.rpc('duplicate_content', { ...args, p_id: crypto.randomUUID() }),
      404,
      'PT404',
    );
    const { data: video } = await service.from('videos').select('id').limit(1).single().throwOnError();
    expectRefusal(
      await editor.client.rpc('duplicate_content', { p_table: 'videos', p_id: video.id }),
      400,
      '22023',
    );
  });
});
