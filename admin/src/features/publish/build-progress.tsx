import { Badge } from '@admin/components/ui/badge';
import { QueryView } from '@admin/components/ui/query-view';
import { Skeleton } from '@admin/components/ui/states';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import { type BuildRow, useBuild } from './api/builds';
import { BuildLog } from './build-log';
import { useNow } from './use-now';
import { elapsedMs, formatDuration, isActive, logTail, STATUS_LABEL, STATUS_TONE } from './build-status';

/** Lines of the log the panel shows; the history page has the whole log. */
const TAIL_LINES = 300;

interface BuildProgressProps {
  build: BuildRow & { stage?: string | null };
  /** The whole log (the history's log dialog) rather than its last lines (the panel). */
  wholeLog?: boolean;
}

/** A build as the panel follows it: its status, stage, time so far, error and the end of its log. */
export function BuildProgress({ build, wholeLog = false }: BuildProgressProps) {
  const detail = useBuild(build.id);
  const active = isActive(build.status);
  const now = useNow(active);
  const label = STATUS_LABEL[build.status];
  const took = build.duration_ms ?? elapsedMs(build, now);
  return (
    <section aria-labelledby="build-progress-title" className="space-y-3">
      <h3 id="build-progress-title" className="sr-only">
        {active ? 'Current build' : wholeLog ? 'This build' : 'Latest build'}
      </h3>
      <p className="sr-only" aria-live="polite">{`Build status: ${label}`}</p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-800">
        <Badge tone={STATUS_TONE[build.status]}>
          <span data-testid="build-status">{label}</span>
        </Badge>
        {active && build.stage && <span data-testid="build-stage">{build.stage}</span>}
        <span>
          {build.status === 'queued' ? 'Waiting ' : active ? 'Building for ' : 'Took '}
          <span data-testid="build-elapsed">{formatDuration(took)}</span>
        </span>
        {!active && build.finished_at && (
          <time dateTime={build.finished_at} title={dateTime(build.finished_at)} className="text-ink-700">
            finished {timeAgo(build.finished_at, now)}
          </time>
        )}
      </div>
      {build.status === 'failed' && (
        <p className="rounded-lg bg-red-50 p-3 text-sm text-red-900" data-testid="build-error">
          {build.error ?? 'The build failed without an error message; see the log.'} The live site was not
          changed.
        </p>
      )}
      {build.status === 'succeeded' && build.trigger === 'deploy-hook' && (
        <p className="text-sm text-ink-700">
          The hosting provider accepted the deploy; the site is live once its own build finishes.
        </p>
      )}
      <QueryView
        query={detail}
        loading={<Skeleton className="h-40 w-full" />}
        errorTitle="The log could not be loaded"
      >
        {({ log }) => {
          const tail = wholeLog ? { text: log, truncated: false } : logTail(log, TAIL_LINES);
          return (
            <>
              {tail.truncated && (
                <p className="text-xs text-ink-700">
                  The last {TAIL_LINES} lines; the history page has the whole log.
                </p>
              )}
              <BuildLog text={tail.text} className={wholeLog ? 'max-h-[60vh]' : 'max-h-72'} />
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
