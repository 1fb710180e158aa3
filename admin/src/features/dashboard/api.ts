import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { buildRow } from '@functions/request-build/contract';
import { supabase } from '@admin/lib/supabase';

const windowCounts = z.object({ last_7_days: z.number(), last_30_days: z.number() });

/** A site_builds row without its log, as publish_status() answers it too. */
const build = z.nullable(buildRow);

const dailyCounts = z.object({
  day: z.string(),
  contact: z.number(),
  discovery_call: z.number(),
  applications: z.number(),
  newsletter: z.number(),
});

/** The shape of public.dashboard_stats() (see the rpc migrations); recent activity has a function of its own. */
const dashboardStats = z.object({
  inbox: z.record(z.enum(['contact', 'discovery_call', 'applications', 'newsletter']), windowCounts),
  unread: z.object({ contact: z.number(), discovery_call: z.number(), applications: z.number() }),
  daily: z.array(dailyCounts),
  content: z.object({
    blog_posts: z.object({ published: z.number(), scheduled: z.number(), draft: z.number() }),
    case_studies: z.number(),
    portfolio_items: z.number(),
    videos: z.number(),
    resources: z.number(),
    faqs: z.number(),
    jobs_open: z.number(),
    team_members: z.number(),
  }),
  last_build: build,
  last_successful_build: build,
  unpublished_changes: z.number(),
  /** Outbox messages whose last attempt failed (retry due) or that were given up (dead). */
  failed_deliveries: z.number(),
});

export type DashboardStats = z.infer<typeof dashboardStats>;
export type InboxName = keyof DashboardStats['inbox'];
export type DailyCounts = z.infer<typeof dailyCounts>;

/** A dashboard query: what the function `rpc` answers, checked against `schema`. */
const rpcQuery = <Schema extends z.ZodMiniType>(
  key: string,
  rpc: 'dashboard_stats' | 'recent_activity',
  schema: Schema,
) =>
  queryOptions({
    queryKey: ['dashboard', key],
    queryFn: async (): Promise<z.infer<Schema>> =>
      schema.parse((await supabase.rpc(rpc).throwOnError()).data),
  });

export const useDashboardStats = () => useQuery(rpcQuery('stats', 'dashboard_stats', dashboardStats));

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

export const useRecentActivity = () =>
  useQuery(rpcQuery('activity', 'recent_activity', z.array(activityEntry)));
