import { Constants, type Enums } from '@lib/database.types';
import { statusModel } from '@admin/lib/inbox/status-model';

export type ApplicationStatus = Enums<'application_status'>;

/** The pipeline in order: new → reviewing → interview → offer → hired, or rejected at any step. */
export const APPLICATION_STATUSES = statusModel<ApplicationStatus>(
  Constants.public.Enums.application_status,
  {
    new: 'New',
    reviewing: 'Reviewing',
    interview: 'Interview',
    offer: 'Offer',
    hired: 'Hired',
    rejected: 'Rejected',
  },
  {
    new: 'brand',
    reviewing: 'neutral',
    interview: 'warning',
    offer: 'warning',
    hired: 'success',
    rejected: 'danger',
  },
);
