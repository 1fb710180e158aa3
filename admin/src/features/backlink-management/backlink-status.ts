import { Constants, type Enums } from '@lib/database.types';
import { statusModel } from '@admin/lib/inbox/status-model';

export type BacklinkStatus = Enums<'backlink_status'>;

/** What the last check found, in the filter's order, with the badge each wears. */
export const BACKLINK_STATUSES = statusModel<BacklinkStatus>(
  Constants.public.Enums.backlink_status,
  { pending: 'Not checked', live: 'Live', lost: 'Lost', broken: 'Broken' },
  { pending: 'neutral', live: 'success', lost: 'danger', broken: 'warning' },
);
