import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type CallRow, useCallSettings } from '@admin/components/calls/api';
import { CALL_STATUS } from '@admin/components/calls/call-status';
import { SelectFilter } from '@admin/components/content/select-filter';
import { ExportButton } from '@admin/components/inbox/export-button';
import { StatusFilter } from '@admin/components/inbox/status-filter';
import { PageHeader } from '@admin/components/ui/page-header';
import { QueryView } from '@admin/components/ui/query-view';
import { SectionNav } from '@admin/components/ui/section-nav';
import { Skeleton } from '@admin/components/ui/states';
import { cn } from '@admin/lib/cn';
import { zoneName } from '@admin/lib/zoned-time';
import { Agenda } from './agenda';
import { OpenCall } from './call-dialog';
import { CallList, exportCalls } from './call-list';
import { CALL_WHENS, type CallQuery, useHosts } from './calls-api';
import {
  CALL_VIEW_LABELS,
  CALL_VIEWS,
  CALLS_SECTIONS,
  type CallParamChanges,
  type CallView,
  OLD_REQUESTS_PATH,
  WHEN_LABELS,
} from './calls-view';

const WHEN_OPTIONS = CALL_WHENS.map((when) => ({ value: when, label: WHEN_LABELS[when] }));

interface CallsPageProps extends CallQuery {
  view: CallView;
  /** The agenda's day (YYYY-MM-DD in the agency's zone); null: today. */
  date: string | null;
  /** `?open=<id>`: the call whose dialog is open. */
  openId: string | null;
  onChange: (changes: CallParamChanges) => void;
}

/**
 * /admin/calls: booked discovery calls as a day or week agenda, or a list, each opening in a
 * dialog; the view and the host, status (and, for the list, past or upcoming) filters are in the address.
 */
export function CallsPage({ view, date, host, status, when, openId, onChange }: CallsPageProps) {
  const settings = useCallSettings();
  const [clicked, setClicked] = useState<CallRow | null>(null);
  const onOpen = (row: CallRow) => {
    setClicked(row);
    onChange({ open: row.id });
  };
  const zone = settings.data?.time_zone;
  const hosts = useHosts();
  const hostOptions = [
    { value: '', label: 'All hosts' },
    ...(hosts.data ?? []).map((row) => ({ value: row.id, label: row.display_name })),
  ];
  // A host from the address that is not (yet) in the list still shows as chosen.
  if (host && !hostOptions.some((option) => option.value === host))
    hostOptions.push({ value: host, label: hosts.isPending ? 'Loading…' : 'Unknown host' });
  return (
    <>
      <PageHeader
        title="Calls"
        description={
          <>
            Discovery calls visitors booked on the site.{' '}
            {zone && (
              <>
                Times are in the agency’s time zone,{' '}
                <strong data-testid="agency-zone">{zoneName(zone)}</strong>.{' '}
              </>
            )}
            <Link to={OLD_REQUESTS_PATH} className="font-medium text-brand-800 underline">
              Requests from before online booking
            </Link>{' '}
            are in the contact inbox.
          </>
        }
        actions={
          view === 'list' && zone ? (
            <ExportButton run={() => exportCalls({ host, status, when, sort: null }, zone)} />
          ) : undefined
        }
      />
      <SectionNav label="Calls" items={CALLS_SECTIONS} />
      <div className="space-y-4">
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
            <StatusFilter
              statuses={CALL_STATUS}
              value={status}
              onChange={(value) => onChange({ status: value, page: null })}
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
        <QueryView
          query={settings}
          loading={<Skeleton className="h-64" />}
          errorTitle="The calls could not be loaded"
        >
          {({ time_zone: agencyZone }) => {
            const shown = { zone: agencyZone, filters: { host, status, when }, onOpen };
            return view === 'list' ? (
              <CallList {...shown} />
            ) : (
              <Agenda {...shown} view={view} date={date} onDate={(day) => onChange({ date: day })} />
            );
          }}
        </QueryView>
      </div>
      {openId && zone && (
        <OpenCall
          key={openId}
          id={openId}
          zone={zone}
          fromList={clicked?.id === openId ? clicked : undefined}
          onClose={() => onChange({ open: null })}
        />
      )}
    </>
  );
}
