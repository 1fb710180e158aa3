import { describe, expect, it } from 'vitest';
import { anonClient, rest } from '../../support/clients.ts';

const db = anonClient();

describe('resource embedding', () => {
  it('embeds a to-one resource as an object, null when missing', async () => {
    const { data, error } = await db
      .from('books')
      .select('id, author:authors!author_id(name)')
      .in('id', [1, 6])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, author: { name: 'Ursula K. Le Guin' } },
      { id: 6, author: null },
    ]);
  });

  it('refuses an ambiguous embed with PGRST201 and lists the candidates', async () => {
    const { error, status } = await db.from('books').select('id, authors(name)');
    expect(status).toBe(300);
    expect(error?.code).toBe('PGRST201');
    expect(error?.details).toHaveLength(2);
    expect(error?.hint).toContain("'authors!books_author_id_fkey'");
  });

  it('tells an unknown relationship with PGRST200', async () => {
    const { error, status } = await db.from('books').select('id, publishers(name)');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST200');
  });

  it('disambiguates by foreign key name and by column', async () => {
    const byConstraint = await db
      .from('books')
      .select('title, editor:authors!books_editor_id_fkey(name)')
      .eq('id', 1)
      .single();
    expect(byConstraint.data).toEqual({
      title: 'The Left Hand of Darkness',
      editor: { name: 'Octavia E. Butler' },
    });
    const byColumn = await db.from('books').select('title, editor_id(name)').eq('id', 2).single();
    expect(byColumn.data).toEqual({ title: 'The Dispossessed', editor_id: { name: 'Stanisław Lem' } });
  });

  it('embeds to-many resources as arrays, empty when none', async () => {
    const { data } = await db
      .from('authors')
      .select('name, books!author_id(title)')
      .order('id')
      .order('id', { referencedTable: 'books' });
    expect(data).toEqual([
      {
        name: 'Ursula K. Le Guin',
        books: [{ title: 'The Left Hand of Darkness' }, { title: 'The Dispossessed' }],
      },
      { name: 'Octavia E. Butler', books: [{ title: 'Kindred' }, { title: 'Parable of the Sower' }] },
      { name: 'Stanisław Lem', books: [{ title: 'Solaris' }] },
      { name: 'Anonymous', books: [] },
    ]);
  });

  it('embeds many-to-many through a junction table', async () => {
    const { data } = await db
      .from('books')
      .select('id, tags(label)')
      .in('id', [4, 5])
      .order('id')
      .order('label', { referencedTable: 'tags' });
    expect(data).toEqual([
      { id: 4, tags: [] },
      { id: 5, tags: [{ label: 'award-winner' }, { label: 'translated' }] },
    ]);
  });

  it('nests embeds and filters, orders and limits them', async () => {
    const { data } = await db
      .from('authors')
      .select('name, books!author_id(title, reviews(stars))')
      .eq('id', 1)
      .gte('books.reviews.stars', 5)
      .order('title', { referencedTable: 'books', ascending: false })
      .limit(1, { referencedTable: 'books' });
    expect(data).toEqual([
      { name: 'Ursula K. Le Guin', books: [{ title: 'The Left Hand of Darkness', reviews: [{ stars: 5 }] }] },
    ]);
  });

  it('keeps only parents with a match for !inner embeds, and counts them', async () => {
    const { data, count } = await db
      .from('books')
      .select('title, tags!inner(label)', { count: 'exact' })
      .eq('tags.label', 'translated');
    expect(data).toEqual([{ title: 'Solaris', tags: [{ label: 'translated' }] }]);
    expect(count).toBe(1);
  });

  it('filters parents by the absence of an embedded resource', async () => {
    const { data } = await db.from('authors').select('name, books!author_id()').is('books', null);
    expect(data).toEqual([{ name: 'Anonymous' }]);
    const withBooks = await db
      .from('authors')
      .select('id, books!author_id()')
      .not('books', 'is', null)
      .order('id');
    expect(withBooks.data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('spreads a to-one resource into its parent and aliases columns', async () => {
    const { data } = await db
      .from('books')
      .select('book:title, ...authors!author_id(author:name, country)')
      .eq('id', 5);
    expect(data).toEqual([{ book: 'Solaris', author: 'Stanisław Lem', country: 'PL' }]);
  });

  it('orders by a column of a to-one embed', async () => {
    const { data } = await db
      .from('books')
      .select('id, authors!author_id(name)')
      .in('id', [1, 3, 5])
      .order('authors(name)', { ascending: false });
    expect((data as { id: number }[]).map((b) => b.id)).toEqual([1, 5, 3]);
  });

  it('embeds through a view, from the relationships of its base table', async () => {
    const { data } = await db.from('long_books').select('title, authors(name)').order('id');
    expect(data).toEqual([
      { title: 'The Left Hand of Darkness', authors: { name: 'Ursula K. Le Guin' } },
      { title: 'The Dispossessed', authors: { name: 'Ursula K. Le Guin' } },
      { title: 'Parable of the Sower', authors: { name: 'Octavia E. Butler' } },
    ]);
  });

  it('refuses filters on resources the select does not embed (PGRST108)', async () => {
    const response = await rest('/books?select=id&tags.label=eq.x');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST108' });
  });
});
