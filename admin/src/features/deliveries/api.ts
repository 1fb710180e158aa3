import type { QueryData } from '@supabase/supabase-js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryKind, DeliveryStatus } from '@admin/components/deliveries/delivery-labels';
import { supabase } from '@admin/lib/supabase';
import { tablePageQuery } from '@admin/lib/table-query';
import { searchFilter, type TableState } from '@admin/lib/table-state';

const selectDeliveries = () =>
  supabase
    .from('outbox_messages')
    .select(
      'id, channel, kind, event, recipient, status, attempts, max_attempts, last_error, last_status, due_at, sent_at, created_at',
      { count: 'exact' },
    );

export type Delivery = QueryData<ReturnType<typeof selectDeliveries>>[number];

export const DELIVERY_SORTABLE = ['created_at', 'due_at', 'attempts'] as const;
interface DeliveryQuery {
  /** Empty: every status. */
  statuses: readonly DeliveryStatus[];
  kind: DeliveryKind | null;
  search: string;
}

/** While a row is on its way, the list looks again this often (the worker runs every few seconds). */
const IN_FLIGHT_REFRESH_MS = 3000;

export const useDeliveries = (query: DeliveryQuery, state: TableState) =>
  useQuery({
    ...tablePageQuery<Delivery>(
      ['deliveries', 'list', query],
      state,
      { column: 'created_at', ascending: false },
      ([from, to], sort) => {
        let request = selectDeliveries();
        if (query.statuses.length > 0) request = request.in('status', [...query.statuses]);
        if (query.kind) request = request.eq('kind', query.kind);
        if (query.search.trim()) request = request.or(searchFilter(['recipient'], query.search));
        return request
          .order(sort.column, { ascending: sort.ascending, nullsFirst: false })
          .order('id')
          .range(from, to);
      },
    ),
    refetchInterval: (current) =>
      current.state.data?.rows.some((row) => row.status === 'queued' || row.status === 'sending')
        ? IN_FLIGHT_REFRESH_MS
        : false,
  });

/** "Retry now": a failed or dead message is queued again, due now (retry_outbox_message). */
export const useRetryDelivery = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (messageId: string) => {
      await supabase.rpc('retry_outbox_message', { message_id: messageId }).throwOnError();
    },
    onSettled: () =>
      Promise.all(
        ['deliveries', 'dashboard'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      ),
  });
};
