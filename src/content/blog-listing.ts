import { postGroups, POSTS_PER_PAGE } from './queries.ts';
import type { BlogPost } from './schemas/content.ts';

export interface Listing {
  posts: BlogPost[];
  page: number;
  lastPage: number;
}

/** Page `page` (1-based) of `all`, twelve posts a page. */
export function pageOf(all: readonly BlogPost[], page: number): Listing {
  const lastPage = Math.max(1, Math.ceil(all.length / POSTS_PER_PAGE));
  return { posts: all.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE), page, lastPage };
}

export const pageNumbers = (count: number): number[] =>
  Array.from({ length: Math.max(1, Math.ceil(count / POSTS_PER_PAGE)) }, (_, i) => i + 1);

/** The category and tag filters every blog list shows. */
export async function blogFilters() {
  const summary = (groups: Awaited<ReturnType<typeof postGroups>>) =>
    groups.map((g) => ({ slug: g.slug, label: g.label, count: g.posts.length }));
  return { categories: summary(await postGroups('category')), tags: summary(await postGroups('tags')) };
}
