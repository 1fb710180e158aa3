import type { Enums } from '@lib/database.types';

export type BacklinkStatus = Enums<'backlink_status'>;

export const BACKLINK_STATUSES: readonly BacklinkStatus[] = ['pending', 'live', 'lost', 'broken'];

export const STATUS_LABEL: Record<BacklinkStatus, string> = {
  pending: 'Not checked',
  live: 'Live',
  lost: 'Lost',
  broken: 'Broken',
};

export const isBacklinkStatus = (value: string | null): value is BacklinkStatus =>
  BACKLINK_STATUSES.some((status) => status === value);
