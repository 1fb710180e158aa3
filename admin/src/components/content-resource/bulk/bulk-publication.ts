import { CONTENT_TABLE_INFO, type ContentTable } from '@admin/lib/content-resource/editing/content-tables';
import { supabase } from '@admin/lib/supabase';

export type BulkPublication = 'publish' | 'unpublish';

type StatusTable = 'blog_posts' | 'case_studies' | 'portfolio_items' | 'videos' | 'resources';
type FlagTable = 'faqs' | 'team_members';

const isStatusTable = (table: ContentTable): table is StatusTable =>
  CONTENT_TABLE_INFO[table].publication === 'status';
const isFlagTable = (table: ContentTable): table is FlagTable =>
  CONTENT_TABLE_INFO[table].publication === 'flag';

/**
 * Items with a publish status: publishing puts those not live yet (drafts, scheduled for later) live
 * now; unpublishing makes the others drafts again. Items already so are left as they are.
 */
async function setStatus(table: StatusTable, ids: string[], action: BulkPublication): Promise<number> {
  const now = new Date().toISOString();
  const { count } =
    action === 'publish'
      ? await supabase
          .from(table)
          .update({ status: 'published', published_at: now }, { count: 'exact' })
          .in('id', ids)
          .or(`status.eq.draft,published_at.is.null,published_at.gt."${now}"`)
          .throwOnError()
      : await supabase
          .from(table)
          .update({ status: 'draft', published_at: null }, { count: 'exact' })
          .in('id', ids)
          .neq('status', 'draft')
          .throwOnError();
  return count ?? 0;
}

/** Jobs: publishing opens them (a job opened for the first time is dated now); unpublishing closes open ones. */
async function setJobStatus(ids: string[], action: BulkPublication): Promise<number> {
  if (action === 'unpublish') {
    const { count } = await supabase
      .from('jobs')
      .update({ status: 'closed' }, { count: 'exact' })
      .in('id', ids)
      .eq('status', 'open')
      .throwOnError();
    return count ?? 0;
  }
  const firstOpened = await supabase
    .from('jobs')
    .update({ status: 'open', published_at: new Date().toISOString() }, { count: 'exact' })
    .in('id', ids)
    .is('published_at', null)
    .throwOnError();
  const reopened = await supabase
    .from('jobs')
    .update({ status: 'open' }, { count: 'exact' })
    .in('id', ids)
    .neq('status', 'open')
    .throwOnError();
  return (firstOpened.count ?? 0) + (reopened.count ?? 0);
}

async function setFlag(table: FlagTable, ids: string[], action: BulkPublication): Promise<number> {
  const published = action === 'publish';
  const { count } = await supabase
    .from(table)
    .update({ is_published: published }, { count: 'exact' })
    .in('id', ids)
    .eq('is_published', !published)
    .throwOnError();
  return count ?? 0;
}

/** Publishes or unpublishes the items with these ids; resolves to how many changed. */
export function setPublication(table: ContentTable, ids: readonly string[], action: BulkPublication) {
  if (isStatusTable(table)) return setStatus(table, [...ids], action);
  if (isFlagTable(table)) return setFlag(table, [...ids], action);
  return setJobStatus([...ids], action);
}
