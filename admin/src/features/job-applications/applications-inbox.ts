import type { QueryData } from '@supabase/supabase-js';
import type { RefusalMessages } from '@admin/lib/errors';
import type { InboxFilters, InboxSource } from '@admin/lib/inbox/inbox-source';
import { supabase } from '@admin/lib/supabase';
import { APPLICATION_STATUSES, type ApplicationStatus } from './application-status';

export const APPLICATION_ERRORS: RefusalMessages = {
  forbidden: 'You do not have permission to change this application.',
};

/** `?job=none`: applications whose job was deleted. */
export const NO_JOB = 'none';

const COLUMNS =
  'id, job_id, full_name, email, phone, linkedin_url, portfolio_url, cover_letter, resume_path, attribution, status, notes, created_at, job:jobs(title)';

export interface ApplicationFilters extends InboxFilters<ApplicationStatus> {
  /** A job's id, NO_JOB, or null for every job. */
  job: string | null;
}

const table = () => supabase.from('job_applications');
const select = (count?: 'exact') => table().select(COLUMNS, count ? { count } : {});

export type ApplicationRow = QueryData<ReturnType<typeof select>>[number];

/** Applicants for every job (or one job's), newest first, through the hiring pipeline. */
export const APPLICATIONS_INBOX: InboxSource<ApplicationRow, ApplicationFilters> = {
  key: ['job-applications'],
  table,
  select,
  rows: ({ job }, count) => {
    if (job === NO_JOB) return select(count).is('job_id', null);
    return job ? select(count).eq('job_id', job) : select(count);
  },
  searched: ['full_name', 'email'],
  sortable: ['created_at', 'full_name', 'status'],
  defaultSort: { column: 'created_at', ascending: false },
  statuses: APPLICATION_STATUSES,
  errors: APPLICATION_ERRORS,
};
