import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@admin/components/ui/button';
import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { Dialog, DialogFooter } from '@admin/components/ui/dialog';
import { Spinner } from '@admin/components/ui/spinner';
import { toast } from '@admin/components/ui/toast-store';
import { cn } from '@admin/lib/cn';
import { describeError } from '@admin/lib/errors';
import { dateTime } from '@admin/lib/format-time';
import type { RestoreResult } from '@functions/backups/contract';
import { type Backup, useDryRun, useRestoreBackup } from './api/backups';
import { kindLabel } from './backup-columns';
import { changeSummary, missingFileCount, reportLines, restoredSummary } from './restore-report';

export type RestoreTarget = Pick<Backup, 'id' | 'kind' | 'created_at'>;

interface RestoreDialogProps {
  backup: RestoreTarget;
  onClose: () => void;
}

/** Restore: a dry run first shows what would change, then the admin confirms the real one. */
export function RestoreDialog({ backup, onClose }: RestoreDialogProps) {
  const dryRun = useDryRun(backup.id);
  const restore = useRestoreBackup();
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    if (!restore.isPending) onClose();
  };
  const confirm = () =>
    restore.mutate(backup.id, {
      onSuccess: (answer) => {
        toast({ title: 'Backup restored', description: restoredSummary(answer), variant: 'success' });
        onClose();
      },
      onError: (error) => {
        setConfirming(false);
        toast({ title: 'Nothing was restored', description: describeError(error), variant: 'error' });
      },
    });
  const when = dateTime(backup.created_at);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title="Restore a backup"
      description={`${kindLabel(backup.kind)} backup of ${when}, compared with the data now.`}
      className="max-w-3xl"
    >
      {dryRun.isPending && (
        <p role="status" className="flex items-center gap-2 py-6 text-sm text-ink-800">
          <Spinner className="h-4 w-4" /> Checking the backup and comparing it with the data now…
        </p>
      )}
      {dryRun.isError && (
        <div role="alert" className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
          <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
          <div className="text-sm">
            <p className="font-medium text-ink-950">This backup cannot be restored</p>
            <p className="mt-1 text-ink-800" data-testid="restore-refusal">
              {describeError(dryRun.error)}
            </p>
          </div>
        </div>
      )}
      {dryRun.data && <DryRunReport answer={dryRun.data} />}
      <DialogFooter>
        <Button variant="secondary" onClick={close}>
          {dryRun.data ? 'Cancel' : 'Close'}
        </Button>
        {dryRun.data && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Restore this backup
          </Button>
        )}
      </DialogFooter>
      {dryRun.data && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={(open) => {
            if (!restore.isPending) setConfirming(open);
          }}
          title="Replace the data with this backup?"
          description={confirmText(dryRun.data, when)}
          confirmLabel="Replace the data"
          destructive
          pending={restore.isPending}
          onConfirm={confirm}
        />
      )}
    </Dialog>
  );
}

function DryRunReport({ answer }: { answer: RestoreResult }) {
  const { total } = reportLines(answer);
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-800" data-testid="restore-summary">
        Restoring would leave {total.incoming.toLocaleString('en')} rows: {changeSummary(total)}. Nothing has
        changed yet.
      </p>
      <RestoreReportTable answer={answer} />
      <MissingFiles answer={answer} />
    </div>
  );
}

function confirmText(answer: RestoreResult, when: string): string {
  const { lines, total } = reportLines(answer);
  return (
    `All content, settings and inbox data in ${String(lines.length)} tables is replaced by the backup of ${when} ` +
    `(${changeSummary(total)}), in one step that cannot be undone. Accounts, roles, the audit log, builds and ` +
    'backups stay as they are. Back up now first if you may need today’s data.'
  );
}

const SHOWN_MISSING = 10;

/** Files the backup lists that storage no longer has: a restore brings back their rows, not the files. */
function MissingFiles({ answer }: { answer: RestoreResult }) {
  const count = missingFileCount(answer);
  if (count === 0) return null;
  const names = [
    ...answer.missing_files.media.map((name) => `media/${name}`),
    ...answer.missing_files.downloads.map((name) => `downloads/${name}`),
  ];
  return (
    <div
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink-900"
      data-testid="missing-files"
    >
      <p className="flex items-start gap-2 font-medium">
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-800" aria-hidden="true" />
        {count === 1 ? '1 stored file is' : `${String(count)} stored files are`} missing. The restore brings
        back the rows that use them, not the files: upload them again afterwards.
      </p>
      <ul className="mt-2 list-disc space-y-0.5 pl-6 break-all">
        {names.slice(0, SHOWN_MISSING).map((name) => (
          <li key={name}>{name}</li>
        ))}
        {names.length > SHOWN_MISSING && <li>and {names.length - SHOWN_MISSING} more</li>}
      </ul>
    </div>
  );
}

const FIGURES = ['current', 'incoming', 'added', 'removed', 'changed'] as const;
const HEADERS: Record<(typeof FIGURES)[number], string> = {
  current: 'Rows now',
  incoming: 'Rows in backup',
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
};

/** Per table: the rows there now and in the backup, and how many a restore adds, removes and changes. */
function RestoreReportTable({ answer }: { answer: RestoreResult }) {
  const { lines, total } = reportLines(answer);
  return (
    // Focusable so keyboard users can scroll a long report.
    <div
      role="region"
      aria-label="Changes per table"
      tabIndex={0}
      className="max-h-[45vh] overflow-auto rounded-lg border border-ink-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
    >
      <table className="w-full text-left text-sm" data-testid="restore-report">
        <caption className="sr-only">What a restore changes, per table</caption>
        <thead className="sticky top-0 bg-ink-50 text-ink-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Table
            </th>
            {FIGURES.map((figure) => (
              <th key={figure} scope="col" className="px-3 py-2 text-right font-medium">
                {HEADERS[figure]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {lines.map((line) => {
            const differs = line.added + line.removed + line.changed > 0;
            return (
              <tr key={line.table} data-table={line.table} className={cn(differs && 'bg-amber-50')}>
                <th scope="row" className="px-3 py-2 font-normal text-ink-900">
                  {line.table.replace(/_/g, ' ')}
                </th>
                {FIGURES.map((figure) => (
                  <td
                    key={figure}
                    data-figure={figure}
                    className="px-3 py-2 text-right tabular-nums text-ink-900"
                  >
                    {line[figure].toLocaleString('en')}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
        <tfoot className="border-t border-ink-200 font-semibold text-ink-950">
          <tr data-table="total">
            <th scope="row" className="px-3 py-2">
              Total
            </th>
            {FIGURES.map((figure) => (
              <td key={figure} data-figure={figure} className="px-3 py-2 text-right tabular-nums">
                {total[figure].toLocaleString('en')}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
