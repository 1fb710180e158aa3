import { SelectFilter } from '@admin/components/content/select-filter';
import {
  CALL_STATUSES,
  type CallStatus,
  callStatusLabel,
  isCallStatus,
} from '@admin/components/calls/call-status';
import { cn } from '@admin/lib/cn';
import { CALL_WHENS, type CallWhen } from './api/list-calls';
import { useHosts } from './api/hosts';
import {
  CALL_VIEW_LABELS,
  CALL_VIEWS,
  type CallParamChanges,
  type CallView,
  WHEN_LABELS,
} from './calls-view';

const STATUS_OPTIONS = [
  { value: '' as const, label: 'All statuses' },
  ...CALL_STATUSES.map((status) => ({ value: status, label: callStatusLabel(status) })),
];
const WHEN_OPTIONS = CALL_WHENS.map((when) => ({ value: when, label: WHEN_LABELS[when] }));

interface CallFilterBarProps {
  view: CallView;
  host: string | null;
  status: CallStatus | null;
  when: CallWhen;
  onChange: (changes: CallParamChanges) => void;
}

/** Day, week or list; and the host, status (and, for the list, past or upcoming) filters, all in the address. */
export function CallFilterBar({ view, host, status, when, onChange }: CallFilterBarProps) {
  const hosts = useHosts();
  const hostOptions = [
    { value: '', label: 'All hosts' },
    ...(hosts.data ?? []).map((row) => ({ value: row.id, label: row.display_name })),
  ];
  // A host from the address that is not (yet) in the list still shows as chosen.
  if (host && !hostOptions.some((option) => option.value === host))
    hostOptions.push({ value: host, label: hosts.isPending ? 'Loading…' : 'Unknown host' });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div
        role="group"
        aria-label="View"
        className="inline-flex rounded-lg border border-ink-200 bg-white p-0.5"
      >
        {CALL_VIEWS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            onClick={() => onChange({ view: option === 'week' ? null : option, page: null })}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium',
              view === option ? 'bg-brand-700 text-white' : 'text-ink-800 hover:bg-ink-100',
            )}
          >
            {CALL_VIEW_LABELS[option]}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SelectFilter
          label="Host"
          options={hostOptions}
          value={host ?? undefined}
          onChange={(value) => onChange({ host: value ?? null, page: null })}
        />
        <SelectFilter
          label="Status"
          options={STATUS_OPTIONS}
          value={status ?? undefined}
          onChange={(value) => onChange({ status: value && isCallStatus(value) ? value : null, page: null })}
        />
        {view === 'list' && (
          <SelectFilter
            label="When"
            options={WHEN_OPTIONS}
            value={when}
            onChange={(value) =>
              onChange({ when: value === 'upcoming' ? null : (value ?? null), page: null })
            }
          />
        )}
      </div>
    </div>
  );
}
