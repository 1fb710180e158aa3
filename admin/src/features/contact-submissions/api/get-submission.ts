import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import { SUBMISSION_COLUMNS, SUBMISSIONS_KEY, type SubmissionRow } from './list-submissions';

export const submissionDetailKey = (id: string) => [...SUBMISSIONS_KEY, 'detail', id] as const;

/** One submission, shown at once from the list's copy and refreshed from the server. */
export const submissionQuery = (row: SubmissionRow) =>
  queryOptions({
    queryKey: submissionDetailKey(row.id),
    queryFn: async (): Promise<SubmissionRow | null> => {
      const { data } = await supabase
        .from('contact_submissions')
        .select(SUBMISSION_COLUMNS)
        .eq('id', row.id)
        .maybeSingle()
        .throwOnError();
      return data;
    },
    initialData: row,
    initialDataUpdatedAt: 0,
  });

export const useSubmission = (row: SubmissionRow) => useQuery(submissionQuery(row));
