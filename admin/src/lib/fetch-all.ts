import type { PostgrestError } from '@supabase/supabase-js';

const PAGE = 1000;

/**
 * Every row of a query, read 1,000 at a time (the API's row cap), for exports. `page(from, to)`
 * builds the same ordered query with `.range(from, to)`.
 */
export async function fetchAllRows<Row>(
  page: (from: number, to: number) => PromiseLike<{ data: Row[] | null; error: PostgrestError | null }>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await page(from, from + PAGE - 1);
    if (error) throw error;
    rows.push(...(data ?? []));
    if (!data || data.length < PAGE) return rows;
  }
}
