import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { supabase } from '@admin/lib/supabase';
import { buildRow } from '@functions/request-build/contract';

/** The shape of public.publish_status(). */
const publishStatus = z.object({
  unpublished_changes: z.number(),
  active: z.nullable(buildRow),
  queued: z.boolean(),
  last_build: z.nullable(buildRow),
  last_successful_build: z.nullable(buildRow),
});

export type PublishStatus = z.infer<typeof publishStatus>;

/** Every query of the area starts with this key, so one invalidation refreshes them all. */
export const PUBLISH_KEY = ['publish'] as const;

export const PUBLISH_STATUS_KEY = [...PUBLISH_KEY, 'status'] as const;

/** Every second while a build is queued or running; otherwise now and then, as colleagues edit too. */
const ACTIVE_POLL_MS = 1000;
const IDLE_POLL_MS = 60_000;

export const publishStatusQuery = () =>
  queryOptions({
    queryKey: PUBLISH_STATUS_KEY,
    queryFn: async (): Promise<PublishStatus> => {
      const { data } = await supabase.rpc('publish_status').throwOnError();
      return publishStatus.parse(data);
    },
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.active ? ACTIVE_POLL_MS : IDLE_POLL_MS),
  });

export const usePublishStatus = () => useQuery(publishStatusQuery());
