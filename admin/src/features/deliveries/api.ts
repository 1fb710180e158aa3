import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables } from '@lib/database.types';
import type { DeliveryKind, DeliveryStatus } from '@admin/components/deliveries/delivery-labels';
import { supabase } from '@admin/lib/supabase';
import { toTablePage } from '@admin/lib/table-query';
import { pageRange, searchFilter, type TableState } from '@admin/lib/table-state';

export type Delivery = Pick<
  Tables<'outbox_messages'>,
  | 'id'
  | 'channel'
  | 'kind'
  | 'event'
  | 'recipient'
  | 'status'
  | 'attempts'
  | 'max_attempts'
  | 'last_error'
  | 'last_status'
  | 'due_at'
  | 'sent_at'
  | 'created_at'
>;

const COLUMNS =
  'id, channel, kind, event, recipient, status, attempts, max_attempts, last_error, last_status, due_at, sent_at, created_at';
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
    queryKey: ['deliveries', 'list', query, state.page, state.pageSize, state.sort],
    queryFn: async () => {
      const [from, to] = pageRange(state);
      const sort = state.sort ?? { column: 'created_at', ascending: false };
      let request = supabase.from('outbox_messages').select(COLUMNS, { count: 'exact' });
      if (query.statuses.length > 0) request = request.in('status', [...query.statuses]);
      if (query.kind) request = request.eq('kind', query.kind);
      if (query.search.trim()) request = request.or(searchFilter(['recipient'], query.search));
      const result = await request
        .order(sort.column, { ascending: sort.ascending, nullsFirst: false })
        .order('id')
        .range(from, to);
      return toTablePage<Delivery>(result);
    },
    placeholderData: keepPreviousData,
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
