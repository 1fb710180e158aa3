import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRefreshingMutation } from '@admin/lib/refreshing-mutation';
import { supabase } from '@admin/lib/supabase';
import type { ContentTable } from './content-tables';

/** A revision's copy of the item's editable columns, as the trigger stored it. */
export type RevisionSnapshot = Record<string, unknown>;

export interface RevisionSummary {
  id: string;
  savedBy: string | null;
  /** The saver's email from the audit log, when the reader may see it (admins, or their own). */
  savedByEmail: string | null;
  updatedAt: string;
}

export const revisionsKey = (table: ContentTable, rowId: string) =>
  ['content-revisions', table, rowId] as const;

/** Who saved this item: the audit log keeps each saver's email (admins read every one, others their own). */
async function saverEmails(
  table: ContentTable,
  rowId: string,
  savers: string[],
): Promise<Map<string, string>> {
  const found = await Promise.all(
    savers.map(async (actor) => {
      const { data } = await supabase
        .from('audit_log_entries')
        .select('actor_email')
        .eq('table_name', table)
        .eq('row_id', rowId)
        .eq('actor_id', actor)
        .not('actor_email', 'is', null)
        .order('occurred_at', { ascending: false })
        .limit(1)
        .throwOnError();
      return [actor, data[0]?.actor_email ?? ''] as const;
    }),
  );
  return new Map(found.filter(([, email]) => email));
}

/** An item's revisions, newest first (the trigger keeps the 50 newest). */
export const revisionsQuery = (table: ContentTable, rowId: string) =>
  queryOptions({
    queryKey: revisionsKey(table, rowId),
    queryFn: async (): Promise<RevisionSummary[]> => {
      const { data } = await supabase
        .from('content_revisions')
        .select('id, saved_by, updated_at')
        .eq('table_name', table)
        .eq('row_id', rowId)
        .order('updated_at', { ascending: false })
        .order('seq', { ascending: false })
        .throwOnError();
      const savers = [...new Set(data.map((row) => row.saved_by).filter((id) => id !== null))];
      const emails = await saverEmails(table, rowId, savers);
      return data.map((row) => ({
        id: row.id,
        savedBy: row.saved_by,
        savedByEmail: row.saved_by ? (emails.get(row.saved_by) ?? null) : null,
        updatedAt: row.updated_at,
      }));
    },
  });

export const useRevisions = (table: ContentTable, rowId: string) => useQuery(revisionsQuery(table, rowId));

/** One revision's snapshot. */
export const revisionSnapshotQuery = (revision: Pick<RevisionSummary, 'id' | 'updatedAt'>) =>
  queryOptions({
    // Saves within minutes refine the newest revision in place, so its time is part of its identity.
    queryKey: ['content-revision', revision.id, revision.updatedAt],
    queryFn: async (): Promise<RevisionSnapshot> => {
      const { data } = await supabase
        .from('content_revisions')
        .select('snapshot')
        .eq('id', revision.id)
        .single()
        .throwOnError();
      return data.snapshot as RevisionSnapshot;
    },
    staleTime: Infinity,
  });

export const useRevisionSnapshot = (revision: RevisionSummary) => useQuery(revisionSnapshotQuery(revision));

/** Writes a revision back onto its item on the server (which records the restore as a new revision). */
export const useRestoreRevision = () =>
  useRefreshingMutation([], async (revisionId: string): Promise<void> => {
    await supabase.rpc('restore_revision', { p_revision_id: revisionId }).throwOnError();
  });
