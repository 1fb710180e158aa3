import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { supabase } from '@admin/lib/supabase';

const windowCounts = z.object({ last_7_days: z.number(), last_30_days: z.number() });

const build = z.nullable(
  z.object({
    id: z.string(),
    status: z.enum(['queued', 'running', 'succeeded', 'failed']),
    requested_at: z.string(),
    started_at: z.nullable(z.string()),
    finished_at: z.nullable(z.string()),
    error: z.nullable(z.string()),
  }),
);

export const INBOXES = ['contact', 'discovery_call', 'applications', 'newsletter'] as const;
export type InboxName = (typeof INBOXES)[number];

const dailyCounts = z.object({
  day: z.string(),
  contact: z.number(),
  discovery_call: z.number(),
  applications: z.number(),
  newsletter: z.number(),
});

/** The shape of public.dashboard_stats() (see the rpc migrations); recent activity has a function of its own. */
const dashboardStats = z.object({
  inbox: z.object({
    contact: windowCounts,
    discovery_call: windowCounts,
    applications: windowCounts,
    newsletter: windowCounts,
  }),
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
export type DailyCounts = z.infer<typeof dailyCounts>;
export type BuildSummary = NonNullable<DashboardStats['last_build']>;

export const dashboardStatsQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'stats'],
    queryFn: async (): Promise<DashboardStats> => {
      const { data } = await supabase.rpc('dashboard_stats').throwOnError();
      return dashboardStats.parse(data);
    },
  });

export const useDashboardStats = () => useQuery(dashboardStatsQuery());
