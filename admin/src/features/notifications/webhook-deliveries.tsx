import { DeliveryStatusBadge } from '@admin/components/deliveries/delivery-labels';
import { StaticTable } from '@admin/components/ui/static-table';
import { ErrorState } from '@admin/components/ui/states';
import { describeError } from '@admin/lib/errors';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import { useWebhookDeliveries, WEBHOOK_DELIVERIES_SHOWN } from './api/webhooks';

/** The webhook's latest deliveries, newest first, with the receiver's HTTP status. */
export function WebhookDeliveries({ webhookId, name }: { webhookId: string; name: string }) {
  const deliveries = useWebhookDeliveries(webhookId);
  if (deliveries.isError)
    return (
      <ErrorState
        title="Its deliveries could not be loaded"
        message={describeError(deliveries.error)}
        onRetry={() => void deliveries.refetch()}
      />
    );
  const rows = deliveries.data ?? [];
  return (
    <div>
      <p className="text-sm font-medium text-ink-900">Latest deliveries</p>
      {deliveries.isPending ? (
        <p className="mt-1 text-sm text-ink-700">Loading…</p>
      ) : rows.length === 0 ? (
        <p className="mt-1 text-sm text-ink-700">None yet. “Send test” sends one.</p>
      ) : (
        <StaticTable
          caption={`The last ${WEBHOOK_DELIVERIES_SHOWN} deliveries to ${name}`}
          headings={['Event', 'Status', 'Answer', 'Queued']}
          density="compact"
          className="mt-1"
          data-testid="webhook-deliveries"
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="py-1.5 pr-4">
                <code className="text-xs">{row.event}</code>
              </td>
              <td className="py-1.5 pr-4">
                <DeliveryStatusBadge status={row.status} />
                {row.attempts > 1 && (
                  <span className="ml-1 text-xs text-ink-700">{row.attempts} attempts</span>
                )}
              </td>
              <td className="py-1.5 pr-4 text-xs text-ink-800">
                {row.last_status !== null ? `HTTP ${row.last_status}` : ''}
                {row.last_error ? `${row.last_status !== null ? ' · ' : ''}${row.last_error}` : ''}
                {row.last_status === null && !row.last_error ? '—' : ''}
              </td>
              <td className="whitespace-nowrap py-1.5 text-xs text-ink-700">
                <time dateTime={row.created_at} title={dateTime(row.created_at)}>
                  {timeAgo(row.created_at)}
                </time>
              </td>
            </tr>
          ))}
        </StaticTable>
      )}
    </div>
  );
}
