import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import type { ContentTable } from '@admin/lib/content-resource/editing/content-tables';
import { supabase } from '@admin/lib/supabase';

const searchHit = z.object({
  id: z.string(),
  rank: z.number(),
  /** Body text around the matches, each match between ⟦ and ⟧ (render it with <Highlighted />). */
  headline: z.string(),
});

type SearchHit = z.infer<typeof searchHit>;

/** Full-text search over an area's titles and bodies, best match first (at most `limit` hits). */
export const contentSearchQuery = (table: ContentTable, query: string, limit = 100) =>
  queryOptions({
    queryKey: ['content-search', table, query.trim(), limit],
    queryFn: async (): Promise<SearchHit[]> => {
      const { data } = await supabase
        .rpc('search_content', { p_table: table, p_query: query.trim(), p_limit: limit })
        .throwOnError();
      return z.array(searchHit).parse(data);
    },
  });
