import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types';
import { supabase } from '@admin/lib/supabase';

/** The tables the content-resource layer serves (the database's content set). */
export type ContentTable =
  | 'blog_posts'
  | 'case_studies'
  | 'portfolio_items'
  | 'videos'
  | 'resources'
  | 'faqs'
  | 'team_members'
  | 'jobs';

export type ContentRow<T extends ContentTable> = Database['public']['Tables'][T]['Row'];
export type ContentInsert<T extends ContentTable> = Database['public']['Tables'][T]['Insert'];

type LooseRecord = Record<string, unknown>;

/** The database as the layer sees it: any content table, its rows plain records. */
interface LooseDatabase {
  public: {
    Tables: Record<string, { Row: LooseRecord; Insert: LooseRecord; Update: LooseRecord; Relationships: [] }>;
    Views: Record<string, never>;
    Functions: Record<string, { Args: LooseRecord; Returns: unknown }>;
  };
}

/**
 * The same client, typed loosely: generic code over "any content table" cannot name columns
 * the generated types would check per table. Row types come back through each resource's types.
 */
export const contentClient = supabase as unknown as SupabaseClient<LooseDatabase>;

/** A query builder for one content table. */
export const contentTable = (table: ContentTable) => contentClient.from(table);

/**
 * `select(columns)` on a content table. The column list is a runtime string the generated types
 * cannot parse, so it is read as `*`: rows come back as plain records, typed by the caller.
 */
export const selectFrom = (table: ContentTable, columns: string, options?: { count: 'exact' }) =>
  contentTable(table).select(columns as '*', options);
