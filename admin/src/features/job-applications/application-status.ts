import { Constants, type Enums } from '@lib/database.types';
import type { BadgeTone } from '@admin/components/ui/badge';

export type ApplicationStatus = Enums<'application_status'>;

/** The pipeline in order: new → reviewing → interview → offer → hired, or rejected at any step. */
export const APPLICATION_STATUSES: readonly ApplicationStatus[] = Constants.public.Enums.application_status;

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};

export const STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  new: 'brand',
  reviewing: 'neutral',
  interview: 'warning',
  offer: 'warning',
  hired: 'success',
  rejected: 'danger',
};

export const isApplicationStatus = (value: string | null): value is ApplicationStatus =>
  APPLICATION_STATUSES.some((status) => status === value);
