import {
  type DeliveryKind,
  type DeliveryStatus,
  isDeliveryKind,
  isDeliveryStatus,
} from '@admin/components/deliveries/delivery-labels';

/** The statuses that need someone's attention: the dashboard's "Failed deliveries" counts both. */
export const NEEDS_ATTENTION: readonly DeliveryStatus[] = ['failed', 'dead'];

/** `?status=failed` or `?status=failed,dead`; unknown values are ignored. */
export function readStatuses(param: string | null): DeliveryStatus[] {
  const statuses = (param ?? '').split(',').filter(isDeliveryStatus);
  return [...new Set(statuses)];
}

export const writeStatuses = (statuses: readonly DeliveryStatus[]): string | null =>
  statuses.length > 0 ? statuses.join(',') : null;

export const readKind = (param: string | null): DeliveryKind | null =>
  param !== null && isDeliveryKind(param) ? param : null;
