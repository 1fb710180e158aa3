import { useUrlParams } from '@admin/components/data-table/use-url-params';
import { isCallStatus } from '@admin/components/calls/call-status';
import { CallsPage } from '@admin/features/calls/calls-page';
import { readCallView, readWhen } from '@admin/features/calls/calls-view';
import { isUuid } from '@admin/lib/uuid';
import { isDay } from '@admin/lib/zoned-time';

/**
 * `?view=day|week|list` (week by default), `?date=YYYY-MM-DD` (the agenda's day, in the agency's
 * zone), `?host=<id>`, `?status=booked|completed|no_show|cancelled`, `?when=upcoming|past|all`
 * (the list), `?open=<call id>` (the call's dialog, an address staff can share). Anything
 * malformed is ignored.
 */
export function Component() {
  const [params, changeParams] = useUrlParams();
  const host = params.get('host');
  const status = params.get('status');
  const date = params.get('date');
  return (
    <CallsPage
      view={readCallView(params.get('view'))}
      date={isDay(date) ? date : null}
      host={host !== null && isUuid(host) ? host : null}
      status={isCallStatus(status) ? status : null}
      when={readWhen(params.get('when'))}
      openId={params.get('open')}
      onChange={(changes) => changeParams(changes)}
    />
  );
}
