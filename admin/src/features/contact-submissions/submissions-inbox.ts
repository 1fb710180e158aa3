import type { QueryData } from '@supabase/supabase-js';
import { useQuery } from '@tanstack/react-query';
import type { InboxFilters, InboxSource } from '@admin/lib/inbox/inbox-source';
import { supabase } from '@admin/lib/supabase';
import { SUBMISSION_ERRORS } from './error-messages';
import { type ContactKind, type InboxStatus, SUBMISSION_STATUSES } from './inbox-status';

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
  errors: SUBMISSION_ERRORS,
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
