import { SelectFilter } from '@admin/components/content/select-filter';
import { StatusFilter } from '@admin/components/inbox/status-filter';
import {
  CONTACT_KINDS,
  type ContactKind,
  type InboxStatus,
  isContactKind,
  SUBMISSION_STATUSES,
} from './inbox-status';

const KIND_OPTIONS = [
  { value: '', label: 'All' },
  ...CONTACT_KINDS.map((kind) => ({ value: kind, label: kind === 'contact' ? 'Contact' : 'Discovery call' })),
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
      <StatusFilter statuses={SUBMISSION_STATUSES} value={status} onChange={onStatusChange} />
    </div>
  );
}
