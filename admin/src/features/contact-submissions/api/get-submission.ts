import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import { isUuid } from '@admin/lib/uuid';
import { SUBMISSION_COLUMNS, SUBMISSIONS_KEY, type SubmissionRow } from './list-submissions';

export const submissionDetailKey = (id: string) => [...SUBMISSIONS_KEY, 'detail', id] as const;

/**
 * One submission by id (null when there is none), whether or not it is on the list's page; shown
 * at once from the list's copy when it was opened from the list, and refreshed from the server.
 */
export const submissionQuery = (id: string, fromList?: SubmissionRow) =>
  queryOptions({
    queryKey: submissionDetailKey(id),
    queryFn: async (): Promise<SubmissionRow | null> => {
      if (!isUuid(id)) return null;
      const { data } = await supabase
        .from('contact_submissions')
        .select(SUBMISSION_COLUMNS)
        .eq('id', id)
        .maybeSingle()
        .throwOnError();
      return data;
    },
    initialData: () => fromList,
    initialDataUpdatedAt: 0,
  });

export const useSubmission = (id: string, fromList?: SubmissionRow) =>
  useQuery(submissionQuery(id, fromList));
