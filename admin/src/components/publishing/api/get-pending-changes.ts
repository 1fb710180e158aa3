import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { supabase } from '@admin/lib/supabase';

export const CHANGE_KINDS = [
  'added',
  'published',
  'changed',
  'reordered',
  'unpublished',
  'expired',
  'removed',
  'hidden',
  'shown',
  'maintenance_on',
  'maintenance_off',
] as const;

/** One row of public.pending_changes(): an item the next build changes (a reordered list has no row_id). */
const pendingChange = z.object({
  table_name: z.string(),
  row_id: z.nullable(z.string()),
  title: z.nullable(z.string()),
  kind: z.enum(CHANGE_KINDS),
  live_already: z.boolean(),
  actor_id: z.nullable(z.string()),
  actor_name: z.nullable(z.string()),
  changed_at: z.nullable(z.string()),
});

export type PendingChange = z.infer<typeof pendingChange>;
export type ChangeKind = PendingChange['kind'];

/**
 * Under the publish status's key (features/publish), so whatever refreshes the count (a save, a
 * finished build) refreshes the list too.
 */
export const PENDING_CHANGES_KEY = ['publish', 'status', 'pending-changes'] as const;

/** As often as the count is re-read while no build runs, as colleagues edit too. */
const POLL_MS = 60_000;

/** What the next build changes on the site, newest first. */
export const pendingChangesQuery = () =>
  queryOptions({
    queryKey: PENDING_CHANGES_KEY,
    queryFn: async (): Promise<PendingChange[]> => {
      const { data } = await supabase.rpc('pending_changes').throwOnError();
      return z.array(pendingChange).parse(data);
    },
    staleTime: 0,
    refetchInterval: POLL_MS,
  });

export const usePendingChanges = () => useQuery(pendingChangesQuery());
