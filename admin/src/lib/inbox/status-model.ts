import type { BadgeTone } from '@admin/components/ui/badge';

/** An inbox's statuses in order, how staff read them and the badge each wears. */
export interface StatusModel<Status extends string> {
  values: readonly Status[];
  labels: Record<Status, string>;
  tones: Record<Status, BadgeTone>;
  /** Whether a value (from the address or a select) is one of the statuses. */
  is: (value: string | null) => value is Status;
}

export function statusModel<Status extends string>(
  values: readonly Status[],
  labels: Record<Status, string>,
  tones: Record<Status, BadgeTone>,
): StatusModel<Status> {
  return {
    values,
    labels,
    tones,
    is: (value): value is Status => values.some((status) => status === value),
  };
}
