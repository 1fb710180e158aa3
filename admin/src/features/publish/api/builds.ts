import { FunctionsHttpError } from '@supabase/supabase-js';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import type { Tables } from '@lib/database.types';
import {
  buildRow,
  type RequestBuildResponse as BuildRequest,
  requestBuildResponse,
} from '@functions/request-build/contract';
import { NETWORK_MESSAGE } from '@admin/lib/errors';
import { useRefreshingMutation } from '@admin/lib/query-client';
import { supabase } from '@admin/lib/supabase';
import { tablePageQuery } from '@admin/lib/table-query';
import type { TableState } from '@admin/lib/table-state';
import { isActive } from '../build-status';

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

export const usePublishStatus = () =>
  useQuery({
    queryKey: PUBLISH_STATUS_KEY,
    queryFn: async (): Promise<PublishStatus> => {
      const { data } = await supabase.rpc('publish_status').throwOnError();
      return publishStatus.parse(data);
    },
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.active ? ACTIVE_POLL_MS : IDLE_POLL_MS),
  });

/** A build in the history: its row without the log, the stage and the row's own timestamps. */
export type BuildRow = Omit<Tables<'site_builds'>, 'log' | 'stage' | 'created_at' | 'updated_at'>;

const ROW_COLUMNS =
  'id, status, trigger, requested_by, requested_at, started_at, finished_at, duration_ms, error';
export const SORTABLE = ['requested_at', 'duration_ms'] as const;

/** One page of the build history, newest first by default; refreshed while a build on it is unfinished. */
export const useBuilds = (state: TableState) =>
  useQuery({
    ...tablePageQuery<BuildRow>(
      [...PUBLISH_KEY, 'builds'],
      state,
      { column: 'requested_at', ascending: false },
      ([from, to], sort) =>
        supabase
          .from('site_builds')
          .select(ROW_COLUMNS, { count: 'exact' })
          .order(sort.column, { ascending: sort.ascending, nullsFirst: false })
          .order('id')
          .range(from, to),
    ),
    refetchInterval: (query) => (query.state.data?.rows.some((row) => isActive(row.status)) ? 2000 : false),
  });

const LOG_COLUMNS = 'id, status, stage, requested_at, started_at, finished_at, error, log';

/** One build with its log, read every second while it is queued or running. */
export const useBuild = (id: string | null) =>
  useQuery({
    queryKey: [...PUBLISH_KEY, 'build', id],
    queryFn: async () => {
      const { data } = await supabase
        .from('site_builds')
        .select(LOG_COLUMNS)
        .eq('id', id ?? '')
        .single()
        .throwOnError();
      return data;
    },
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && isActive(query.state.data.status) ? 1000 : false),
  });

const errorBody = z.object({ error: z.object({ message: z.string() }) });

async function failureMessage(error: unknown): Promise<string> {
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    if (response.status === 401) return 'Your session has ended. Sign in again.';
    const body = errorBody.safeParse(await response.json().catch(() => undefined));
    if (body.success) return body.data.error.message;
  }
  return error instanceof Error && /fetch/i.test(error.message)
    ? NETWORK_MESSAGE
    : 'The site could not be published. Please try again.';
}

/** "Update live site": asks the request-build function for a build (it collapses into one already queued). */
export const useRequestBuild = () =>
  useRefreshingMutation(PUBLISH_KEY, async (): Promise<BuildRequest> => {
    const answer = await supabase.functions.invoke<unknown>('request-build', { body: {} });
    const error: unknown = answer.error;
    if (error !== null) throw new Error(await failureMessage(error));
    return requestBuildResponse.parse(answer.data);
  });
