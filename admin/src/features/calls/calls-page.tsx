import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCallSettings } from '@admin/components/calls/api/call-settings';
import type { CallStatus } from '@admin/components/calls/call-status';
import { ExportButton } from '@admin/components/inbox/export-button';
import { Card } from '@admin/components/ui/card';
import { PageHeader } from '@admin/components/ui/page-header';
import { SectionNav } from '@admin/components/ui/section-nav';
import { ErrorState, Skeleton } from '@admin/components/ui/states';
import { describeError } from '@admin/lib/errors';
import { zoneName } from '@admin/lib/zoned-time';
import { Agenda } from './agenda';
import type { CallRow, CallWhen } from './api/list-calls';
import { CallFilterBar } from './call-filters';
import { CallList } from './call-list';
import { CALLS_SECTIONS, OLD_REQUESTS_PATH } from './calls-paths';
import type { CallParamChanges, CallView } from './calls-view';
import { exportCalls } from './export-calls';
import { OpenCall } from './open-call';

export interface CallsPageProps {
  view: CallView;
  /** The agenda's day (YYYY-MM-DD in the agency's zone); null: today. */
  date: string | null;
  host: string | null;
  status: CallStatus | null;
  when: CallWhen;
  /** `?open=<id>`: the call whose dialog is open. */
  openId: string | null;
  onChange: (changes: CallParamChanges) => void;
}

/** /admin/calls: booked discovery calls as a day or week agenda, or a list; each opens in a dialog. */
export function CallsPage({ view, date, host, status, when, openId, onChange }: CallsPageProps) {
  const settings = useCallSettings();
  const [clicked, setClicked] = useState<CallRow | null>(null);
  const onOpen = (row: CallRow) => {
    setClicked(row);
    onChange({ open: row.id });
  };
  const zone = settings.data?.time_zone;
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
        <CallFilterBar view={view} host={host} status={status} when={when} onChange={onChange} />
        {settings.isError ? (
          <Card>
            <ErrorState
              title="The calls could not be loaded"
              message={describeError(settings.error)}
              onRetry={() => void settings.refetch()}
            />
          </Card>
        ) : !zone ? (
          <Skeleton className="h-64" />
        ) : view === 'list' ? (
          <CallList zone={zone} host={host} status={status} when={when} onOpen={onOpen} />
        ) : (
          <Agenda
            view={view}
            date={date}
            zone={zone}
            host={host}
            status={status}
            onDate={(day) => onChange({ date: day })}
            onOpen={onOpen}
          />
        )}
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
