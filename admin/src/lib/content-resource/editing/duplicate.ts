import { useRefreshingMutation } from '@admin/lib/refreshing-mutation';
import { supabase } from '@admin/lib/supabase';
import type { ContentTable } from './content-tables';

/** Copies an item as a draft (title "… (copy)", slug "…-copy"); resolves to the copy's id. */
export const useDuplicate = (table: ContentTable) =>
  useRefreshingMutation([], async (id: string): Promise<string> => {
    const { data } = await supabase.rpc('duplicate_content', { p_table: table, p_id: id }).throwOnError();
    return data;
  });
