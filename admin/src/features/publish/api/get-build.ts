import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@lib/database.types';
import { supabase } from '@admin/lib/supabase';
import { isActive } from '../build-status';
import { PUBLISH_KEY } from './publish-status';

export type BuildWithLog = Pick<
  Tables<'site_builds'>,
  'id' | 'status' | 'stage' | 'requested_at' | 'started_at' | 'finished_at' | 'error' | 'log'
>;

const COLUMNS = 'id, status, stage, requested_at, started_at, finished_at, error, log';

/** One build with its log, read every second while it is queued or running. */
export const buildQuery = (id: string) =>
  queryOptions({
    queryKey: [...PUBLISH_KEY, 'build', id],
    queryFn: async (): Promise<BuildWithLog> => {
      const { data } = await supabase
        .from('site_builds')
        .select(COLUMNS)
        .eq('id', id)
        .single()
        .throwOnError();
      return data;
    },
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && isActive(query.state.data.status) ? 1000 : false),
  });

export const useBuild = (id: string | null) => useQuery({ ...buildQuery(id ?? ''), enabled: id !== null });
