import { useId, useState } from 'react';
import { Button } from '@admin/components/ui/button';
import { Dialog } from '@admin/components/ui/dialog';
import { toast } from '@admin/components/ui/toast-store';
import { parseCsv } from '@admin/lib/csv';
import { type BacklinkImportReport, useImportBacklinks } from './api/import-backlinks';
import { friendlyBacklinkError } from './db-errors';
import { type BacklinkImportPlan, planBacklinkImport } from './import-plan';
import { ImportReportView } from './import-report';

type Step =
  | { kind: 'choose'; problem: string | null }
  | { kind: 'ready'; fileName: string; plan: BacklinkImportPlan }
  | { kind: 'done'; report: BacklinkImportReport };

const CHOOSE: Step = { kind: 'choose', problem: null };

/** Imports backlinks from a CSV file (source_url, target_url, optional expected_anchor). */
export function ImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const inputId = useId();
  const [step, setStep] = useState<Step>(CHOOSE);
  const run = useImportBacklinks();
  const close = (next: boolean) => {
    if (run.isPending) return;
    onOpenChange(next);
    if (!next) setStep(CHOOSE);
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const plan = planBacklinkImport(await parseCsv(file));
    setStep(
      plan
        ? { kind: 'ready', fileName: file.name, plan }
        : {
            kind: 'choose',
            problem: 'The file needs a header row with "source_url" and "target_url" columns.',
          },
    );
  };
  const start = (plan: BacklinkImportPlan) =>
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
        toast({ title: 'Import stopped', description: friendlyBacklinkError(error), variant: 'error' }),
    });
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Import backlinks"
      description='A CSV file with "source_url" and "target_url" columns and an optional "expected_anchor". Pairs already tracked are skipped.'
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
            {step.fileName}: {step.plan.rows.length} to import, {step.plan.duplicatesInFile} duplicates in the
            file, {step.plan.invalid.length} invalid.
          </p>
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
