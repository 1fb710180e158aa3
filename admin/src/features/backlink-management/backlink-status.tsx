import type { Enums } from '@lib/database.types';
import { SelectFilter } from '@admin/components/content/select-filter';
import { Badge, type BadgeTone } from '@admin/components/ui/badge';

export type BacklinkStatus = Enums<'backlink_status'>;

const BACKLINK_STATUSES: readonly BacklinkStatus[] = ['pending', 'live', 'lost', 'broken'];

const STATUSES: Record<BacklinkStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Not checked', tone: 'neutral' },
  live: { label: 'Live', tone: 'success' },
  lost: { label: 'Lost', tone: 'danger' },
  broken: { label: 'Broken', tone: 'warning' },
};

export const isBacklinkStatus = (value: string | null): value is BacklinkStatus =>
  BACKLINK_STATUSES.some((status) => status === value);

export function BacklinkStatusBadge({ status }: { status: BacklinkStatus }) {
  return <Badge tone={STATUSES[status].tone}>{STATUSES[status].label}</Badge>;
}

const OPTIONS = [
  { value: '', label: 'All statuses' },
  ...BACKLINK_STATUSES.map((status) => ({ value: status, label: STATUSES[status].label })),
] as const;

/** "Status: All statuses | …", kept in the URL (?status=…) by the route. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: BacklinkStatus | null;
  onChange: (status: BacklinkStatus | null) => void;
}) {
  return (
    <SelectFilter
      label="Status"
      value={value ?? undefined}
      options={OPTIONS}
      onChange={(next) => onChange(next ?? null)}
    />
  );
}
