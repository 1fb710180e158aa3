/**
 * search_content (issue 19): websearch syntax over titles (weight A) and bodies (B), ranked, with
 * ⟦highlighted⟧ plain-text headlines; trashed items never match; a blank query finds nothing.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { member, type Member, productAnon, productService } from '../../support/product.ts';
import { expectRefusal } from './content-items.ts';

/** A row of search_content (the generated types leave table-returning functions untyped). */
interface Match {
  id: string;
  rank: number;
  headline: string;
}

const service = productService();
let editor: Member;
let outsider: Member;
// A word no seeded text holds, that the English stemmer leaves as it is.
const word = `zorbly${randomUUID()
  .replace(/[^a-f]/g, '')
  .slice(0, 6)}`;
const ids: Record<'inTitle' | 'inBody' | 'trashed' | 'other', string> = {
  inTitle: '',
  inBody: '',
  trashed: '',
  other: '',
};

async function search(p_query: string, p_table = 'blog_posts', p_limit?: number): Promise<Match[]> {
  const { data, error } = await editor.client.rpc('search_content', {
    p_table,
    p_query,
    ...(p_limit === undefined ? {} : { p_limit }),
  });
  expect(error).toBeNull();
  return (data ?? []) as Match[];
}

async function post(title: string, body: string): Promise<string> {
  const { data } = await service
    .from('blog_posts')
    .insert({ slug: `search-${randomUUID().slice(0, 8)}`, title, body, excerpt: '' })
    .select('id')
    .single()
    .throwOnError();
  return data.id;
}

beforeAll(async () => {
  [editor, outsider] = await Promise.all([member('editor'), member('no_role')]);
  ids.inTitle = await post(`Growing with ${word}`, 'A body about something else entirely.');
  ids.inBody = await post(
    'A plain title',
    `We tried many tools. In the end ${word} helped our team grow faster.`,
  );
  ids.trashed = await post(`Trashed ${word}`, `${word} ${word}`);
  ids.other = await post('Another plain title', `${word} but also rhubarb.`);
  await editor.client.rpc('trash_content', { p_table: 'blog_posts', p_ids: [ids.trashed] }).throwOnError();
});

describe('search_content', () => {
  it('ranks a title match above a body match and leaves trashed items out', async () => {
    const found = await search(word);
    expect(found.map((r) => r.id).sort()).toEqual([ids.inTitle, ids.inBody, ids.other].sort());
    expect(found[0]?.id).toBe(ids.inTitle);
    const ranks = found.map((r) => r.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(found[0]?.rank ?? 0).toBeGreaterThan(found[1]?.rank ?? 1);
  });

  it('highlights the matches of the body between ⟦ and ⟧, as plain text', async () => {
    const body = (await search(word)).find((r) => r.id === ids.inBody);
    expect(body?.headline).toContain(`⟦${word}⟧`);
    expect(body?.headline).toContain('helped our team');
    expect(body?.headline).not.toMatch(/<b>|<\/b>/);
  });

  it('understands the websearch syntax: a phrase and a minus', async () => {
    const found = (await search(`"${word} helped" -rhubarb`)).map((r) => r.id);
    expect(found).toEqual([ids.inBody]);
    expect((await search(`${word} -rhubarb`)).map((r) => r.id)).not.toContain(ids.other);
  });

  it('finds nothing for a blank query, limits the rows, and searches other tables', async () => {
    for (const blank of ['', '   ']) expect(await search(blank)).toEqual([]);
    expect((await search(word, 'blog_posts', 1)).map((r) => r.id)).toEqual([ids.inTitle]);
    const { data: faq } = await service
      .from('faqs')
      .insert({ question: 'Do you search answers?', answer: `Yes, even ${word}.`, category: 'General' })
      .select('id')
      .single()
      .throwOnError();
    expect((await search(word, 'faqs')).map((r) => r.id)).toEqual([faq.id]);
  });

  it('is for staff, and only for content tables', async () => {
    const args = { p_table: 'blog_posts', p_query: word };
    expectRefusal(await productAnon().rpc('search_content', args), 401, '42501');
    expectRefusal(await outsider.client.rpc('search_content', args), 403, '42501');
    expectRefusal(
      await editor.client.rpc('search_content', { ...args, p_table: 'contact_submissions' }),
      400,
      '22023',
    );
  });
});
