import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables } from '@lib/database.types';
import { reorderContent } from '@admin/lib/reorder';
import { supabase } from '@admin/lib/supabase';
import { CASE_STUDIES_KEY } from './keys';

export type OrderedCaseStudy = Pick<
  Tables<'case_studies'>,
  'id' | 'title' | 'client' | 'featured' | 'sort_order' | 'status' | 'published_at'
>;

/** The reorder RPC takes at most 1,000 ids; an agency's case studies stay far below that. */
const MAX_ORDERED = 1000;

/** Every case study in the site's order: featured first, then by sort_order. */
export const orderedCaseStudiesQuery = () =>
  queryOptions({
    queryKey: [...CASE_STUDIES_KEY, 'ordered'],
    queryFn: async (): Promise<OrderedCaseStudy[]> => {
      const { data } = await supabase
        .from('case_studies')
        .select('id, title, client, featured, sort_order, status, published_at')
        .order('featured', { ascending: false })
        .order('sort_order')
        .order('published_at', { ascending: false, nullsFirst: false })
        .limit(MAX_ORDERED)
        .throwOnError();
      return data;
    },
  });

export const useOrderedCaseStudies = () => useQuery(orderedCaseStudiesQuery());

/** The featured ones first, each group keeping its order: the order the site shows. */
export const inSiteOrder = (rows: readonly OrderedCaseStudy[]): OrderedCaseStudy[] => [
  ...rows.filter((row) => row.featured),
  ...rows.filter((row) => !row.featured),
];

/**
 * Applies a change to the cached order at once and rolls it back if the server refuses it, so
 * the list never shows an order or a flag that was not saved.
 */
function useOptimisticOrder<Input>(
  change: (rows: OrderedCaseStudy[], input: Input) => OrderedCaseStudy[],
  save: (input: Input, rows: OrderedCaseStudy[]) => Promise<void>,
) {
  const queryClient = useQueryClient();
  const key = orderedCaseStudiesQuery().queryKey;
  return useMutation({
    mutationFn: async (input: Input) => save(input, queryClient.getQueryData(key) ?? []),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      if (previous) queryClient.setQueryData(key, change(previous, input));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CASE_STUDIES_KEY }),
  });
}

const byIds = (rows: OrderedCaseStudy[], ids: readonly string[]): OrderedCaseStudy[] =>
  ids.flatMap((id, index) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? [{ ...row, sort_order: index + 1 }] : [];
  });

/** Saves a whole order (every id, featured ones first) in one transaction. */
export const useReorderCaseStudies = () =>
  useOptimisticOrder<string[]>(byIds, async (ids) => reorderContent('case_studies', ids));

/** Marks a case study featured or not; it joins its new group at its sort_order, as on the site. */
export const useSetCaseStudyFeatured = () =>
  useOptimisticOrder<{ id: string; featured: boolean }>(
    (rows, { id, featured }) =>
      inSiteOrder(
        rows
          .map((row) => (row.id === id ? { ...row, featured } : row))
          .sort((a, b) => a.sort_order - b.sort_order),
      ),
    async ({ id, featured }) => {
      await supabase.from('case_studies').update({ featured }).eq('id', id).throwOnError();
    },
  );
