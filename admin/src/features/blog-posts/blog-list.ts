import { publicationFilter } from '@admin/lib/content-resource/filters';
import type { ListSource } from '@admin/lib/content-resource/list';
import type { PostRow } from './schema';

/** What the list shows of a post: its columns, and its author's name. */
export type PostListRow = Pick<
  PostRow,
  'id' | 'title' | 'slug' | 'status' | 'published_at' | 'updated_at' | 'category'
> & { author: { name: string } | null };

export const POST_SORTABLE = ['title', 'updated_at', 'published_at'] as const;

/** The blog list on the content-resource layer: search by title, filter by status as visitors see it. */
export const POST_LIST: ListSource = {
  table: 'blog_posts',
  list: {
    select: 'id, title, slug, status, published_at, updated_at, category, author:team_members(name)',
    searchColumns: ['title'],
    filters: [publicationFilter],
  },
};
