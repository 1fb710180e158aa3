import type { QueryData } from '@supabase/supabase-js';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllRows } from '@admin/lib/fetch-all';
import { supabase } from '@admin/lib/supabase';
import { toTablePage } from '@admin/lib/table-query';
import { pageRange, searchFilter, type TableSort, type TableState } from '@admin/lib/table-state';
import type { ContactKind, InboxStatus } from '../inbox-status';

/** Every query of this feature starts with this key, so one invalidation refreshes lists, details and counts. */
export const SUBMISSIONS_KEY = ['contact-submissions'] as const;

export const SUBMISSION_SORTABLE = ['created_at', 'name', 'status'] as const;
const DEFAULT_SORT: TableSort = { column: 'created_at', ascending: false };
const SEARCHED = ['name', 'email', 'company', 'subject'] as const;

export const SUBMISSION_COLUMNS =
  'id, kind, name, email, phone, company, website, subject, message, services, budget, goals, preferred_date, preferred_time, time_zone, attribution, status, notes, created_at, call:discovery_calls(id)';

export interface SubmissionFilters {
  kind: ContactKind | null;
  status: InboxStatus | null;
  search: string;
  sort: TableSort | null;
}

const selectSubmissions = (count?: 'exact') =>
  supabase.from('contact_submissions').select(SUBMISSION_COLUMNS, count ? { count } : {});

export type SubmissionRow = QueryData<ReturnType<typeof selectSubmissions>>[number];

/** The filtered, ordered query (the table's page and the export read the same rows). */
function filteredSubmissions({ kind, status, search, sort }: SubmissionFilters, count?: 'exact') {
  let query = selectSubmissions(count);
  if (kind) query = query.eq('kind', kind);
  if (status) query = query.eq('status', status);
  if (search.trim()) query = query.or(searchFilter(SEARCHED, search));
  const order = sort ?? DEFAULT_SORT;
  return query.order(order.column, { ascending: order.ascending }).order('id');
}

export const submissionsQuery = (filters: SubmissionFilters, page: Pick<TableState, 'page' | 'pageSize'>) =>
  queryOptions({
    queryKey: [...SUBMISSIONS_KEY, 'list', filters, page.page, page.pageSize],
    queryFn: async () => toTablePage(await filteredSubmissions(filters, 'exact').range(...pageRange(page))),
    placeholderData: keepPreviousData,
  });

export const useSubmissions = (filters: SubmissionFilters, page: Pick<TableState, 'page' | 'pageSize'>) =>
  useQuery(submissionsQuery(filters, page));

/** Every submission matching the filters, for the CSV export. */
export const fetchAllSubmissions = (filters: SubmissionFilters): Promise<SubmissionRow[]> =>
  fetchAllRows((from, to) => filteredSubmissions(filters).range(from, to));

/** How many submissions (of every kind) nobody has opened yet. */
export const useNewCount = () =>
  useQuery({
    queryKey: [...SUBMISSIONS_KEY, 'new-count'],
    queryFn: async () => {
      const { count } = await supabase
        .from('contact_submissions')
        .select('id', { count: 'exact', head: true })
        .eq('status', 'new')
        .throwOnError();
      return count ?? 0;
    },
  });
