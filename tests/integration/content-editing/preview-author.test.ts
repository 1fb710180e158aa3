/**
 * A blog post's preview carries its author as the post's page shows it (name, role, photo), and
 * only an author the public sees: an unpublished team member is nobody's byline on the site, nor
 * in a preview (supabase/migrations/20261201000200_preview_content.sql).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, type Member, productAnon, productService } from '../../support/product.ts';
import { tag } from './content-items.ts';

const service = productService();
let editor: Member;
const made = { posts: [] as string[], people: [] as string[] };

beforeAll(async () => {
  editor = await member('editor');
});
afterAll(async () => {
  await service.from('blog_posts').delete().in('id', made.posts).throwOnError();
  await service.from('team_members').delete().in('id', made.people).throwOnError();
});

async function author(isPublished: boolean) {
  const { data } = await service
    .from('team_members')
    .insert({
      slug: `author-${tag()}`,
      name: `Author ${tag()}`,
      role: 'Head of Content',
      bio: 'Writes.',
      photo_path: 'team/author.webp',
      photo_alt: 'The author',
      is_published: isPublished,
    })
    .select('id, name')
    .single()
    .throwOnError();
  made.people.push(data.id);
  return data;
}

/** What a visitor holding a fresh link to a draft post by `authorId` reads. */
async function previewOfPostBy(authorId: string | null): Promise<Record<string, unknown>> {
  const { data: post } = await service
    .from('blog_posts')
    .insert({ slug: `preview-author-${tag()}`, title: 'A draft', body: 'Text.', author_id: authorId })
    .select('id')
    .single()
    .throwOnError();
  made.posts.push(post.id);
  const { data: token } = await editor.client
    .rpc('create_preview_link', { p_table: 'blog_posts', p_id: post.id, p_hours: 1 })
    .throwOnError();
  const { data } = await productAnon().rpc('preview_content', { p_token: token }).throwOnError();
  return (data as { row: Record<string, unknown> }).row;
}

describe("preview_content: a blog post's author", () => {
  it('is the published team member: name, role and photo', async () => {
    const person = await author(true);
    const row = await previewOfPostBy(person.id);
    expect(row.author).toEqual({
      name: person.name,
      role: 'Head of Content',
      photo_path: 'team/author.webp',
    });
    expect(row.author_id).toBe(person.id);
  });

  it('is null for an unpublished team member or none', async () => {
    const hidden = await author(false);
    expect((await previewOfPostBy(hidden.id)).author).toBeNull();
    expect((await previewOfPostBy(null)).author).toBeNull();
  });

  it('is only added to blog posts', async () => {
    const { data: study } = await service
      .from('case_studies')
      .insert({ slug: `preview-author-${tag()}`, title: 'A case', client: 'Acme' })
      .select('id')
      .single()
      .throwOnError();
    const { data: token } = await editor.client
      .rpc('create_preview_link', { p_table: 'case_studies', p_id: study.id, p_hours: 1 })
      .throwOnError();
    const { data } = await productAnon().rpc('preview_content', { p_token: token }).throwOnError();
    await service.from('case_studies').delete().eq('id', study.id).throwOnError();
    expect(Object.keys((data as { row: Record<string, unknown> }).row)).not.toContain('author');
  });
});
