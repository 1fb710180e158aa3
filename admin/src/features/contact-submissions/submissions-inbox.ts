import type { QueryData } from '@supabase/supabase-js';
import { useQuery } from '@tanstack/react-query';
import type { InboxFilters, InboxSource } from '@admin/lib/inbox/inbox-source';
import { supabase } from '@admin/lib/supabase';
import { budgetLabel, serviceLabel } from '@admin/components/inbox/lead-labels';
import type { CsvColumn } from '@admin/lib/csv';
import { exportInbox } from '@admin/lib/inbox/inbox-export';
import { type ContactKind, type InboxStatus, KIND_LABELS, SUBMISSION_STATUSES } from './inbox-status';

const COLUMNS =
  'id, kind, name, email, phone, company, website, subject, message, services, budget, goals, preferred_date, preferred_time, time_zone, attribution, status, notes, created_at, call:discovery_calls(id)';

export interface SubmissionFilters extends InboxFilters<InboxStatus> {
  kind: ContactKind | null;
}

const table = () => supabase.from('contact_submissions');
const select = (count?: 'exact') => table().select(COLUMNS, count ? { count } : {});

export type SubmissionRow = QueryData<ReturnType<typeof select>>[number];

/** Contact messages and discovery-call requests from the site, newest first. */
export const SUBMISSIONS_INBOX: InboxSource<SubmissionRow, SubmissionFilters> = {
  key: ['contact-submissions'],
  table,
  select,
  rows: ({ kind }, count) => (kind ? select(count).eq('kind', kind) : select(count)),
  searched: ['name', 'email', 'company', 'subject'],
  sortable: ['created_at', 'name', 'status'],
  defaultSort: { column: 'created_at', ascending: false },
  statuses: SUBMISSION_STATUSES,
  errors: { forbidden: 'You do not have permission to change this submission.' },
};

/** How many submissions (of every kind) nobody has opened yet. */
export const useNewCount = () =>
  useQuery({
    queryKey: [...SUBMISSIONS_INBOX.key, 'new-count'],
    queryFn: async () => {
      const { count } = await table()
        .select('id', { count: 'exact', head: true })
        .eq('status', 'new')
        .throwOnError();
      return count ?? 0;
    },
  });

const EXPORT_COLUMNS: CsvColumn<SubmissionRow>[] = [
  { header: 'Received at', value: (row) => row.created_at },
  { header: 'Kind', value: (row) => KIND_LABELS[row.kind] },
  { header: 'Status', value: (row) => SUBMISSION_STATUSES.labels[row.status] },
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Company', value: (row) => row.company },
  { header: 'Website', value: (row) => row.website },
  { header: 'Subject', value: (row) => row.subject },
  { header: 'Message', value: (row) => row.message },
  { header: 'Services', value: (row) => row.services.map(serviceLabel).join('; ') },
  { header: 'Budget', value: (row) => (row.budget ? budgetLabel(row.budget) : '') },
  { header: 'Goals', value: (row) => row.goals },
  { header: 'Preferred date', value: (row) => row.preferred_date },
  { header: 'Preferred time', value: (row) => row.preferred_time },
  { header: 'Time zone', value: (row) => row.time_zone },
  { header: 'Notes', value: (row) => row.notes },
];

/** Downloads every submission matching the filters as CSV; resolves how many rows it wrote. */
export const exportSubmissions = (filters: SubmissionFilters): Promise<number> =>
  exportInbox(SUBMISSIONS_INBOX, filters, 'contact-submissions', EXPORT_COLUMNS);
