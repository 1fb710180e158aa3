import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Publication } from '@admin/lib/publication';
import { supabase } from '@admin/lib/supabase';
import { toTablePage } from '@admin/lib/table-query';
import { pageRange, searchFilter, type TableState } from '@admin/lib/table-state';

export const POST_SORTABLE = ['title', 'updated_at', 'published_at'] as const;
export type PostSortKey = (typeof POST_SORTABLE)[number];

export interface PostListQuery {
  state: TableState;
  publication: Publication | undefined;
}

const LIST_COLUMNS =
  'id, title, slug, status, published_at, updated_at, category, author:team_members(name)' as const;

/** Every cached page of the list starts with this key, so one invalidation refreshes them all. */
export const POST_LIST_KEY = ['blog-posts', 'list'] as const;

async function listPosts({ state, publication }: PostListQuery) {
  const [from, to] = pageRange(state);
  const sort = POST_SORTABLE.find((key) => key === state.sort?.column) ?? 'updated_at';
  let query = supabase
    .from('blog_posts')
    .select(LIST_COLUMNS, { count: 'exact' })
    .order(sort, { ascending: state.sort?.ascending ?? false, nullsFirst: false })
    .order('id')
    .range(from, to);
  if (state.search.trim()) query = query.or(searchFilter(['title'], state.search));
  // As publicationOf reads a row: a scheduled post whose time has come is published.
  const now = new Date().toISOString();
  if (publication === 'draft') query = query.or('status.eq.draft,published_at.is.null');
  if (publication === 'scheduled') query = query.neq('status', 'draft').gt('published_at', now);
  if (publication === 'published') query = query.neq('status', 'draft').lte('published_at', now);
  return toTablePage(await query);
}

export type PostListRow = Awaited<ReturnType<typeof listPosts>>['rows'][number];

export const postListQuery = (query: PostListQuery) =>
  queryOptions({
    queryKey: [...POST_LIST_KEY, query],
    queryFn: () => listPosts(query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const usePostList = (query: PostListQuery) => useQuery(postListQuery(query));
