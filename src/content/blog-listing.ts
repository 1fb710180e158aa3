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

/** A blog archive: the posts of one category or one tag. */
export type ArchiveKind = 'category' | 'tags';

export interface ArchiveProps {
  label: string;
  slug: string;
  all: BlogPost[];
  page: number;
}

/** The pages of every category or tag archive: `/blog/<kind>/<slug>` then `/<n>` for n ≥ 2. */
export async function archivePaths<Param extends string>(kind: ArchiveKind, param: Param) {
  const groups = await postGroups(kind);
  return groups.flatMap((group) =>
    pageNumbers(group.posts.length).map((n) => ({
      params: { [param]: group.slug, page: n === 1 ? undefined : String(n) } as Record<
        Param | 'page',
        string | undefined
      >,
      props: { label: group.label, slug: group.slug, all: group.posts, page: n } satisfies ArchiveProps,
    })),
  );
}
