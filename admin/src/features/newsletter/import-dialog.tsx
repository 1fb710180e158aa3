import { useId, useState } from 'react';
import { Button } from '@admin/components/ui/button';
import { Dialog } from '@admin/components/ui/dialog';
import { toast } from '@admin/components/ui/toast-store';
import { parseCsv } from '@admin/lib/csv';
import { type ImportReport, useImportSubscribers } from './api/import-subscribers';
import { friendlySubscriberError } from './db-errors';
import { DEFAULT_IMPORT_SOURCE, type ImportPlan, planImport } from './import-plan';
import { ImportReportView } from './import-report';

type Step =
  | { kind: 'choose'; problem: string | null }
  | { kind: 'ready'; fileName: string; plan: ImportPlan }
  | { kind: 'done'; report: ImportReport };

const CHOOSE: Step = { kind: 'choose', problem: null };

/** Imports subscribers from a CSV file with an `email` column (and optional `source`, `confirmed`). */
export function ImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const inputId = useId();
  const [step, setStep] = useState<Step>(CHOOSE);
  const [progress, setProgress] = useState<[number, number] | null>(null);
  const run = useImportSubscribers((done, total) => setProgress([done, total]));
  const close = (next: boolean) => {
    if (run.isPending) return;
    onOpenChange(next);
    if (!next) {
      setStep(CHOOSE);
      setProgress(null);
    }
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const plan = planImport(await parseCsv(file));
    setStep(
      plan
        ? { kind: 'ready', fileName: file.name, plan }
        : { kind: 'choose', problem: 'The file needs a header row with an "email" column.' },
    );
  };
  const start = (plan: ImportPlan) =>
    run.mutate(plan, {
      onSuccess: (report) => {
        setStep({ kind: 'done', report });
        toast({
          title: 'Import finished',
          description: `${String(report.added)} added.`,
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({ title: 'Import stopped', description: friendlySubscriberError(error), variant: 'error' }),
    });
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Import subscribers"
      description={`A CSV file with an "email" column; "source" (default ${DEFAULT_IMPORT_SOURCE}) and "confirmed" (yes or no) are optional. Addresses already subscribed are skipped.`}
    >
      {step.kind === 'choose' && (
        <div className="space-y-2">
          <label htmlFor={inputId} className="block text-sm font-medium text-ink-900">
            CSV file
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={step.problem ? true : undefined}
            aria-describedby={step.problem ? `${inputId}-error` : undefined}
            onChange={(event) => void choose(event.target.files?.[0])}
            className="block w-full text-sm text-ink-900 file:mr-3 file:rounded-lg file:border file:border-ink-200 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
          />
          {step.problem && (
            <p id={`${inputId}-error`} className="text-sm font-medium text-red-700">
              {step.problem}
            </p>
          )}
        </div>
      )}
      {step.kind === 'ready' && (
        <div className="space-y-4">
          <p className="text-sm text-ink-800" data-testid="import-summary">
            {step.fileName}: {step.plan.rows.length} address{step.plan.rows.length === 1 ? '' : 'es'} to
            import, {step.plan.duplicatesInFile} duplicate{step.plan.duplicatesInFile === 1 ? '' : 's'} in the
            file, {step.plan.invalid.length} invalid.
          </p>
          {progress && (
            <p className="text-sm text-ink-700" aria-live="polite">
              Imported {progress[0]} of {progress[1]}…
            </p>
          )}
          <div className="flex justify-end gap-3 border-t border-ink-100 pt-4">
            <Button variant="secondary" disabled={run.isPending} onClick={() => setStep(CHOOSE)}>
              Choose another file
            </Button>
            <Button pending={run.isPending} onClick={() => start(step.plan)}>
              Import
            </Button>
          </div>
        </div>
      )}
      {step.kind === 'done' && (
        <div className="space-y-4">
          <ImportReportView report={step.report} />
          <div className="flex justify-end border-t border-ink-100 pt-4">
            <Button onClick={() => close(false)}>Done</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
