import type { Database } from '@lib/database.types';
import { supabase } from './supabase';

export type OrderedTable =
  'case_studies' | 'portfolio_items' | 'videos' | 'resources' | 'faqs' | 'team_members';

/**
 * Saves an order shown in the admin: the rows get sort_order 1, 2, … in one transaction, or none
 * does (the database refuses ids the caller may not change).
 */
export async function reorderContent(target: OrderedTable, ids: string[]): Promise<void> {
  const args: Database['public']['Functions']['reorder_content']['Args'] = { target, ids };
  const { error } = await supabase.rpc('reorder_content', args);
  if (error) throw error;
}
