import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { supabase } from '@admin/lib/supabase';

/** The shape of public.recent_activity() (see the audit log labels migration). */
const activityEntry = z.object({
  id: z.number(),
  occurred_at: z.string(),
  actor_id: z.nullable(z.string()),
  /** Shown to admins, and to staff for their own changes only. */
  actor_email: z.nullable(z.string()),
  action: z.enum(['insert', 'update', 'delete', 'reorder']),
  table_name: z.string(),
  /** The row's title or name at the change; null for single-row settings, staff roles and reorders. */
  row_label: z.nullable(z.string()),
  changed_fields: z.array(z.string()),
  /** How many rows the entry stands for (a reorder moves many). */
  row_count: z.number(),
});

export type ActivityEntry = z.infer<typeof activityEntry>;

export const recentActivityQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'activity'],
    queryFn: async (): Promise<ActivityEntry[]> => {
      const { data } = await supabase.rpc('recent_activity').throwOnError();
      return z.array(activityEntry).parse(data);
    },
  });

export const useRecentActivity = () => useQuery(recentActivityQuery());
