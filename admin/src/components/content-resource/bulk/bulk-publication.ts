import { CONTENT_TABLE_INFO, type ContentTable } from '@admin/lib/content-resource/editing/content-tables';
import { contentTable } from '@admin/lib/content-resource/table';

export type BulkPublication = 'publish' | 'unpublish';

/** An update of the items with these ids (to narrow further); its answer counts the rows changed. */
const updateItems = (table: ContentTable, ids: readonly string[], columns: Record<string, unknown>) =>
  contentTable(table)
    .update(columns, { count: 'exact' })
    .in('id', [...ids]);

const changed = ({ count }: { count: number | null }): number => count ?? 0;

/**
 * Items with a publish status: publishing puts those not live yet (drafts, scheduled for later) live
 * now; unpublishing makes the others drafts again. Items already so are left as they are.
 */
async function setStatus(table: ContentTable, ids: readonly string[], action: BulkPublication) {
  const now = new Date().toISOString();
  return changed(
    action === 'publish'
      ? await updateItems(table, ids, { status: 'published', published_at: now })
          .or(`status.eq.draft,published_at.is.null,published_at.gt."${now}"`)
          .throwOnError()
      : await updateItems(table, ids, { status: 'draft', published_at: null })
          .neq('status', 'draft')
          .throwOnError(),
  );
}

/** Jobs: publishing opens them (a job opened for the first time is dated now); unpublishing closes open ones. */
async function setJobStatus(ids: readonly string[], action: BulkPublication) {
  if (action === 'unpublish')
    return changed(await updateItems('jobs', ids, { status: 'closed' }).eq('status', 'open').throwOnError());
  const firstOpened = await updateItems('jobs', ids, {
    status: 'open',
    published_at: new Date().toISOString(),
  })
    .is('published_at', null)
    .throwOnError();
  const reopened = await updateItems('jobs', ids, { status: 'open' }).neq('status', 'open').throwOnError();
  return changed(firstOpened) + changed(reopened);
}

/** FAQs and team members: a plain switch. */
async function setFlag(table: ContentTable, ids: readonly string[], action: BulkPublication) {
  const published = action === 'publish';
  return changed(
    await updateItems(table, ids, { is_published: published }).eq('is_published', !published).throwOnError(),
  );
}

/** Publishes or unpublishes the items with these ids; resolves to how many changed. */
export function setPublication(table: ContentTable, ids: readonly string[], action: BulkPublication) {
  const kind = CONTENT_TABLE_INFO[table].publication;
  if (kind === 'job') return setJobStatus(ids, action);
  return (kind === 'status' ? setStatus : setFlag)(table, ids, action);
}
