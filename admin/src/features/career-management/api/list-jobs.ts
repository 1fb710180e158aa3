import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables } from '@lib/database.types';
import type { ListFilter } from '@admin/lib/content-resource/filters';
import { contentKeys } from '@admin/lib/content-resource/keys';
import { contentListQuery, type ListSource } from '@admin/lib/content-resource/list';
import { supabase } from '@admin/lib/supabase';
import type { TablePage, TableState } from '@admin/lib/table-state';
import { JOB_STATUSES, STATUS_LOOK } from '../job-labels';
import { applicationCounts } from './application-counts';

type JobRow = Pick<
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
>;
export type JobListRow = JobRow & { applications: number };

export const JOB_SORTABLE = ['title', 'department', 'status', 'valid_through', 'updated_at'] as const;

/** Every cached query of jobs starts with this key (the layer's), so one invalidation refreshes them all. */
export const JOBS_KEY = contentKeys('jobs').all;

/** `?status=draft|open|closed` */
const statusFilter: ListFilter = {
  param: 'status',
  label: 'Status',
  options: [
    { value: '', label: 'All statuses' },
    ...JOB_STATUSES.map((status) => ({ value: status, label: STATUS_LOOK[status].label })),
  ],
  apply: (query, value) => query.eq('status', value),
};

/** `?department=…`, one of the departments jobs are in (and the one in the address, even if none is). */
const departmentFilter = (departments: readonly string[]): ListFilter => ({
  param: 'department',
  label: 'Department',
  options: [
    { value: '', label: 'All departments' },
    ...departments.map((department) => ({ value: department, label: department })),
  ],
  apply: (query, value) => query.eq('department', value),
});

/** The jobs list on the content-resource layer, its filters built from the departments known. */
export const jobListSource = (departments: readonly string[]): ListSource => ({
  table: 'jobs',
  list: {
    select: 'id, slug, title, department, location, employment_type, status, valid_through, updated_at',
    searchColumns: ['title'],
    filters: [statusFilter, departmentFilter(departments)],
  },
});

/** One page of jobs (the layer's list query), each with how many applications it has. */
export function useJobList(source: ListSource, state: TableState, filters: Record<string, string>) {
  const queryClient = useQueryClient();
  const page = contentListQuery<JobRow>(source, state, filters);
  return useQuery({
    queryKey: [...page.queryKey, 'applications'],
    queryFn: async (): Promise<TablePage<JobListRow>> => {
      const { rows, total } = await queryClient.query(page);
      const counts = await applicationCounts(rows.map((row) => row.id));
      return { total, rows: rows.map((row) => ({ ...row, applications: counts.get(row.id) ?? 0 })) };
    },
    placeholderData: keepPreviousData,
  });
}

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
