import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@lib/database.types';
import { supabase } from '@admin/lib/supabase';
import { toTablePage } from '@admin/lib/table-query';
import { pageRange, searchFilter, type TablePage, type TableState } from '@admin/lib/table-state';
import type { JobStatus } from '../job-labels';
import { applicationCounts } from './application-counts';

export type JobListRow = Pick<
  Tables<'jobs'>,
  | 'id'
  | 'slug'
  | 'title'
  | 'department'
  | 'location'
  | 'employment_type'
  | 'status'
  | 'valid_through'
  | 'updated_at'
> & { applications: number };

export const JOB_SORTABLE = ['title', 'department', 'status', 'valid_through', 'updated_at'] as const;

export interface JobFilters {
  status: JobStatus | undefined;
  department: string | undefined;
}

/** Every cached page of the jobs list starts with this key, so one invalidation refreshes them all. */
export const JOBS_KEY = ['career-management', 'jobs'] as const;

export const jobListQuery = (state: TableState, filters: JobFilters) =>
  queryOptions({
    queryKey: [...JOBS_KEY, 'list', state, filters],
    queryFn: async (): Promise<TablePage<JobListRow>> => {
      let query = supabase
        .from('jobs')
        .select('id, slug, title, department, location, employment_type, status, valid_through, updated_at', {
          count: 'exact',
        });
      if (state.search.trim()) query = query.or(searchFilter(['title'], state.search));
      if (filters.status) query = query.eq('status', filters.status);
      if (filters.department) query = query.eq('department', filters.department);
      const sort = state.sort ?? { column: 'updated_at', ascending: false };
      const [from, to] = pageRange(state);
      const page = toTablePage(
        await query
          .order(sort.column, { ascending: sort.ascending, nullsFirst: false })
          .order('id')
          .range(from, to),
      );
      const counts = await applicationCounts(page.rows.map((row) => row.id));
      return {
        total: page.total,
        rows: page.rows.map((row) => ({ ...row, applications: counts.get(row.id) ?? 0 })),
      };
    },
    placeholderData: keepPreviousData,
  });

export const useJobList = (state: TableState, filters: JobFilters) => useQuery(jobListQuery(state, filters));

/** The departments jobs are in, for the filter. */
export const useJobDepartments = () =>
  useQuery({
    queryKey: [...JOBS_KEY, 'departments'],
    queryFn: async (): Promise<string[]> => {
      const { data } = await supabase
        .from('jobs')
        .select('department')
        .order('department')
        .limit(1000)
        .throwOnError();
      return [...new Set(data.map((row) => row.department))];
    },
  });
