import { supabase } from './supabase';

export type OrderedTable =
  'case_studies' | 'portfolio_items' | 'videos' | 'resources' | 'faqs' | 'team_members';

/**
 * Saves an order shown in the admin: the rows get sort_order 1, 2, … in one transaction, or none
 * does (the database refuses ids the caller may not change).
 */
export async function reorderContent(target: OrderedTable, ids: string[]): Promise<void> {
  await supabase.rpc('reorder_content', { target, ids }).throwOnError();
}
