import { useUrlParams } from '@admin/components/data-table/use-url-params';
import { DeliveriesPage } from '@admin/features/deliveries/deliveries-page';
import { readKind, readStatuses, writeStatuses } from '@admin/features/deliveries/delivery-filters';

/** `?status=failed` (or `failed,dead`) and `?kind=staff.contact` filter the list; anything else is ignored. */
export function Component() {
  const [params, changeParams] = useUrlParams();
  return (
    <DeliveriesPage
      statuses={readStatuses(params.get('status'))}
      kind={readKind(params.get('kind'))}
      onFilterChange={({ statuses, kind }) =>
        changeParams({
          ...(statuses !== undefined ? { status: writeStatuses(statuses) } : {}),
          ...(kind !== undefined ? { kind } : {}),
          page: null,
        })
      }
    />
  );
}
