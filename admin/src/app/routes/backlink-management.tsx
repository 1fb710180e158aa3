import { useUrlParams } from '@admin/components/data-table/use-url-params';
import { BacklinkManagementPage } from '@admin/features/backlink-management/backlink-management-page';
import { BACKLINK_STATUSES, type BacklinkStatus } from '@admin/features/backlink-management/backlink-status';

/** `?status=pending|live|lost|broken` filters the list; anything else shows every backlink. */
export function Component() {
  const [params, changeParams] = useUrlParams();
  const status = params.get('status');
  const setStatus = (next: BacklinkStatus | null) => changeParams({ status: next, page: null });
  return (
    <BacklinkManagementPage
      status={BACKLINK_STATUSES.is(status) ? status : null}
      onStatusChange={setStatus}
    />
  );
}
