import type { QueryData } from '@supabase/supabase-js';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllRows } from '@admin/lib/fetch-all';
import { supabase } from '@admin/lib/supabase';
import { toTablePage } from '@admin/lib/table-query';
import { pageRange, searchFilter, type TableSort, type TableState } from '@admin/lib/table-state';
import type { ApplicationStatus } from '../application-status';

/** Every query of this feature starts with this key, so one invalidation refreshes lists and details. */
export const APPLICATIONS_KEY = ['job-applications'] as const;

/** `?job=none`: applications whose job was deleted. */
export const NO_JOB = 'none';

export const APPLICATION_SORTABLE = ['created_at', 'full_name', 'status'] as const;
const DEFAULT_SORT: TableSort = { column: 'created_at', ascending: false };
const SEARCHED = ['full_name', 'email'] as const;

export const APPLICATION_COLUMNS =
  'id, job_id, full_name, email, phone, linkedin_url, portfolio_url, cover_letter, resume_path, attribution, status, notes, created_at, job:jobs(title)';

export interface ApplicationFilters {
  /** A job's id, NO_JOB, or null for every job. */
  job: string | null;
  status: ApplicationStatus | null;
  search: string;
  sort: TableSort | null;
}

const selectApplications = (count?: 'exact') =>
  supabase.from('job_applications').select(APPLICATION_COLUMNS, count ? { count } : {});

export type ApplicationRow = QueryData<ReturnType<typeof selectApplications>>[number];

/** The filtered, ordered query (the table's page and the export read the same rows). */
function filteredApplications({ job, status, search, sort }: ApplicationFilters, count?: 'exact') {
  let query = selectApplications(count);
  if (job === NO_JOB) query = query.is('job_id', null);
  else if (job) query = query.eq('job_id', job);
  if (status) query = query.eq('status', status);
  if (search.trim()) query = query.or(searchFilter(SEARCHED, search));
  const order = sort ?? DEFAULT_SORT;
  return query.order(order.column, { ascending: order.ascending }).order('id');
}

export const applicationsQuery = (filters: ApplicationFilters, page: Pick<TableState, 'page' | 'pageSize'>) =>
  queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'list', filters, page.page, page.pageSize],
    queryFn: async () => toTablePage(await filteredApplications(filters, 'exact').range(...pageRange(page))),
    placeholderData: keepPreviousData,
  });

export const useApplications = (filters: ApplicationFilters, page: Pick<TableState, 'page' | 'pageSize'>) =>
  useQuery(applicationsQuery(filters, page));

/** Every application matching the filters, for the CSV export. */
export const fetchAllApplications = (filters: ApplicationFilters): Promise<ApplicationRow[]> =>
  fetchAllRows((from, to) => filteredApplications(filters).range(from, to));
