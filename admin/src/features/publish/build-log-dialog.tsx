import { Badge } from '@admin/components/ui/badge';
import { Dialog } from '@admin/components/ui/dialog';
import { QueryView } from '@admin/components/ui/query-view';
import { Skeleton } from '@admin/components/ui/states';
import { dateTime } from '@admin/lib/format-time';
import { useBuild } from './api/get-build';
import type { BuildRow } from './api/list-builds';
import { BuildLog } from './build-log';
import { STATUS_LABEL } from './build-status';
import { STATUS_TONE } from './status-tone';

interface BuildLogDialogProps {
  build: BuildRow | null;
  onClose: () => void;
}

/** A build's whole log (followed live while the build runs) and its error. */
export function BuildLogDialog({ build, onClose }: BuildLogDialogProps) {
  const detail = useBuild(build?.id ?? null);
  const current = detail.data ?? build;
  return (
    <Dialog
      open={build !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Build log"
      description={build ? `Requested ${dateTime(build.requested_at)}` : undefined}
      className="max-w-3xl"
    >
      {current && (
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
      )}
    </Dialog>
  );
}
