import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { toTablePage } from '../../../admin/src/lib/table-query.ts';
import { pageRange, searchFilter, type TableState } from '../../../admin/src/lib/table-state.ts';
import { type Member, member, productService } from '../../support/product.ts';

/** Rows of their own (a category no other test uses), so other files' inserts cannot change the counts. */
const category = `Admin table ${randomUUID().slice(0, 8)}`;
const QUESTIONS = [
  ...Array.from({ length: 10 }, (_, i) => `Question ${String(i).padStart(2, '0')}: how?`),
  'Pricing: 100% (really), done?',
  'Pricing: 1000 really done?',
];

let editor: Member;
beforeAll(async () => {
  editor = await member('editor');
  const rows = QUESTIONS.map((question) => ({ question, answer: 'An answer.', category }));
  expect((await productService().from('faqs').insert(rows)).error).toBeNull();
});

const state = (overrides: Partial<TableState>): TableState => ({
  page: 1,
  pageSize: 5,
  sort: { column: 'question', ascending: true },
  search: '',
  ...overrides,
});

/** One page of the test's FAQs as an admin list would fetch it. */
async function faqPage(s: TableState) {
  let query = editor.client.from('faqs').select('id, question', { count: 'exact' }).eq('category', category);
  if (s.search) query = query.or(searchFilter(['question', 'answer'], s.search));
  if (s.sort) query = query.order(s.sort.column, { ascending: s.sort.ascending });
  return toTablePage(await query.range(...pageRange(s)));
}

describe('the admin table query (server-side page, order, search, exact count)', () => {
  it('returns one page in order with the exact total', async () => {
    const sorted = [...QUESTIONS].sort();
    const second = await faqPage(state({ page: 2 }));
    expect(second.total).toBe(QUESTIONS.length);
    expect(second.rows.map((r) => r.question)).toEqual(sorted.slice(5, 10));
    const descending = await faqPage(state({ sort: { column: 'question', ascending: false } }));
    expect(descending.rows[0]?.question).toBe(sorted.at(-1));
  });

  it('gives an empty page past the end instead of an error', async () => {
    expect((await faqPage(state({ page: 100 }))).rows).toEqual([]);
  });

  it('searches case-insensitively, matching wildcards and PostgREST punctuation literally', async () => {
    expect((await faqPage(state({ search: 'PRICING' }))).total).toBe(2);
    const literal = await faqPage(state({ search: '100% (really),' }));
    expect(literal.rows.map((r) => r.question)).toEqual(['Pricing: 100% (really), done?']);
    expect((await faqPage(state({ search: '10_0' }))).total).toBe(0);
    expect((await faqPage(state({ search: 'an ANSWER' }))).total).toBe(QUESTIONS.length);
  });
});
