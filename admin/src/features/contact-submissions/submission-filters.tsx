import { SelectFilter } from '@admin/components/content/select-filter';
import {
  CONTACT_KINDS,
  type ContactKind,
  INBOX_STATUSES,
  type InboxStatus,
  isContactKind,
  isInboxStatus,
  STATUS_LABELS,
} from './inbox-status';

const KIND_OPTIONS = [
  { value: '', label: 'All' },
  ...CONTACT_KINDS.map((kind) => ({ value: kind, label: kind === 'contact' ? 'Contact' : 'Discovery call' })),
];
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...INBOX_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

interface SubmissionFilterBarProps {
  kind: ContactKind | null;
  status: InboxStatus | null;
  onKindChange: (kind: ContactKind | null) => void;
  onStatusChange: (status: InboxStatus | null) => void;
}

/** The kind and status selects; both live in the URL (?kind=…&status=…). */
export function SubmissionFilterBar({
  kind,
  status,
  onKindChange,
  onStatusChange,
}: SubmissionFilterBarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SelectFilter
        label="Kind"
        value={kind ?? undefined}
        options={KIND_OPTIONS}
        onChange={(value) => onKindChange(value !== undefined && isContactKind(value) ? value : null)}
      />
      <SelectFilter
        label="Status"
        value={status ?? undefined}
        options={STATUS_OPTIONS}
        onChange={(value) => onStatusChange(value !== undefined && isInboxStatus(value) ? value : null)}
      />
    </div>
  );
}
