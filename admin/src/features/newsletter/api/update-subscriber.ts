import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import type { TablePage } from '@admin/lib/table-state';
import { NEWSLETTER_KEY, type Subscriber, SUBSCRIBERS_KEY } from './subscribers';

export type SubscriberChange = Partial<Pick<Subscriber, 'is_active' | 'is_confirmed'>>;

/** Row-level security filters rather than refuses: no row changed means the change was not allowed. */
export class NotChangedError extends Error {
  readonly code = '42501';
  constructor() {
    super('The subscriber was not changed: it no longer exists or you may not change it.');
  }
}

/**
 * Deactivates, reactivates or confirms a subscriber. The list shows the change at once and puts
 * the row back as it was if the database refuses.
 */
export function useUpdateSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: { id: string; change: SubscriberChange }) => {
      const { data } = await supabase
        .from('newsletter_signups')
        .update(change)
        .eq('id', id)
        .select('id')
        .throwOnError();
      if (data.length === 0) throw new NotChangedError();
    },
    onMutate: async ({ id, change }) => {
      await queryClient.cancelQueries({ queryKey: SUBSCRIBERS_KEY });
      const before = queryClient.getQueriesData<TablePage<Subscriber>>({ queryKey: SUBSCRIBERS_KEY });
      queryClient.setQueriesData<TablePage<Subscriber>>({ queryKey: SUBSCRIBERS_KEY }, (page) =>
        page
          ? { ...page, rows: page.rows.map((row) => (row.id === id ? { ...row, ...change } : row)) }
          : page,
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      for (const [key, page] of context?.before ?? []) queryClient.setQueryData(key, page);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NEWSLETTER_KEY }),
  });
}
