import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import type { PostContent } from '../schema';

export const revisionsKey = (postId: string) => ['blog-posts', 'revisions', postId] as const;

export interface RevisionSummary {
  id: number;
  savedBy: string | null;
  /** The saver's email from the audit log, when the reader may see it (admins, or their own). */
  savedByEmail: string | null;
  updatedAt: string;
}

/** Who saved this post: the audit log keeps each saver's email (admins read every one, others their own). */
async function saverEmails(postId: string, savers: string[]): Promise<Map<string, string>> {
  const found = await Promise.all(
    savers.map(async (actor) => {
      const { data } = await supabase
        .from('audit_log_entries')
        .select('actor_email')
        .eq('table_name', 'blog_posts')
        .eq('row_id', postId)
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

/** A post's revisions, newest first (the trigger keeps the 50 newest). */
export const revisionsQuery = (postId: string) =>
  queryOptions({
    queryKey: revisionsKey(postId),
    queryFn: async (): Promise<RevisionSummary[]> => {
      const { data } = await supabase
        .from('blog_post_revisions')
        .select('id, saved_by, updated_at')
        .eq('post_id', postId)
        .order('updated_at', { ascending: false })
        .order('id', { ascending: false })
        .throwOnError();
      const savers = [...new Set(data.map((row) => row.saved_by).filter((id) => id !== null))];
      const emails = await saverEmails(postId, savers);
      // A view's columns are typed nullable; these come from not-null columns of content_revisions.
      return data.flatMap(({ id, saved_by: savedBy, updated_at: updatedAt }) =>
        id === null || updatedAt === null
          ? []
          : [{ id, savedBy, savedByEmail: savedBy ? (emails.get(savedBy) ?? null) : null, updatedAt }],
      );
    },
  });

export const useRevisions = (postId: string) => useQuery(revisionsQuery(postId));

/** One revision's snapshot of the post's content. */
export const revisionSnapshotQuery = (revision: Pick<RevisionSummary, 'id' | 'updatedAt'>) =>
  queryOptions({
    // Autosaves refine the newest revision in place, so its time is part of its identity.
    queryKey: ['blog-posts', 'revision', revision.id, revision.updatedAt],
    queryFn: async () => {
      const { data } = await supabase
        .from('blog_post_revisions')
        .select('snapshot')
        .eq('id', revision.id)
        .single()
        .throwOnError();
      return data.snapshot as Partial<PostContent>;
    },
    staleTime: Infinity,
  });

export const useRevisionSnapshot = (revision: RevisionSummary) => useQuery(revisionSnapshotQuery(revision));
