import { useLayoutEffect, useRef } from 'react';
import { Badge } from '@admin/components/ui/badge';
import { ItemDialog } from '@admin/components/ui/item-dialog';
import { QueryView } from '@admin/components/ui/query-view';
import { Skeleton } from '@admin/components/ui/states';
import { cn } from '@admin/lib/cn';
import { dateTime } from '@admin/lib/format-time';
import { type BuildRow, useBuild } from './api/builds';
import { STATUS_LABEL, STATUS_TONE } from './build-status';

/** How close to the bottom (px) still counts as "following" the log. */
const FOLLOW_SLACK = 24;

/** A build's log; it follows new lines unless the reader has scrolled up to read earlier ones. */
export function BuildLog({ text, className }: { text: string; className?: string }) {
  const ref = useRef<HTMLPreElement>(null);
  const following = useRef(true);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [text]);
  return (
    <pre
      ref={ref}
      aria-label="Build log"
      // Focusable so keyboard users can scroll it.
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget;
        following.current = element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_SLACK;
      }}
      className={cn(
        'overflow-auto whitespace-pre-wrap break-words rounded-lg bg-ink-950 p-3 font-mono text-xs leading-relaxed text-ink-100',
        className,
      )}
    >
      {text || 'No log lines yet.'}
    </pre>
  );
}

/** A build's whole log (followed live while the build runs) and its error. */
export function BuildLogDialog({ build, onClose }: { build: BuildRow | null; onClose: () => void }) {
  const detail = useBuild(build?.id ?? null);
  return (
    <ItemDialog
      item={build}
      onClose={onClose}
      title={() => 'Build log'}
      description={build ? `Requested ${dateTime(build.requested_at)}` : undefined}
      className="max-w-3xl"
    >
      {(row) => {
        const current = detail.data ?? row;
        return (
          <div className="space-y-3">
            <Badge tone={STATUS_TONE[current.status]}>
              <span data-testid="log-status">{STATUS_LABEL[current.status]}</span>
            </Badge>
            {current.status === 'failed' && current.error && (
              <p className="rounded-lg bg-red-50 p-3 text-sm text-red-900">{current.error}</p>
            )}
            <QueryView
              query={detail}
              loading={<Skeleton className="h-64 w-full" />}
              errorTitle="The log could not be loaded"
            >
              {(data) => <BuildLog text={data.log} className="max-h-[60vh]" />}
            </QueryView>
          </div>
        );
      }}
    </ItemDialog>
  );
}
