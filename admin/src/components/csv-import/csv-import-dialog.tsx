import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@admin/components/ui/button';
import { Dialog } from '@admin/components/ui/dialog';
import { toast } from '@admin/components/ui/toast-store';
import { parseCsv } from '@admin/lib/csv';
import { describeSaveError } from '@admin/lib/errors';
import { countOf } from '@admin/lib/plural';
import { ChooseFile } from './choose-file';
import type { CsvImport } from './csv-import';
import { ImportFigures } from './import-figures';
import type { ImportPlan, ImportReport } from './import-plan';
import { insertNewRows } from './insert-new-rows';

type Step<Row, Invalid> =
  | { kind: 'choose'; problem: string | null }
  | { kind: 'ready'; fileName: string; plan: ImportPlan<Row, Invalid> }
  | { kind: 'done'; report: ImportReport<Invalid> };

interface CsvImportDialogProps<Row, Invalid> {
  config: CsvImport<Row, Invalid>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Choose a CSV file, see what importing it would do, import it, and read what it did. */
export function CsvImportDialog<Row, Invalid>({
  config,
  open,
  onOpenChange,
}: CsvImportDialogProps<Row, Invalid>) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step<Row, Invalid>>({ kind: 'choose', problem: null });
  const [progress, setProgress] = useState<[number, number] | null>(null);
  const run = useMutation({
    mutationFn: (plan: ImportPlan<Row, Invalid>) =>
      insertNewRows(plan, config.insert, (done, total) => setProgress([done, total])),
    onSettled: () => queryClient.invalidateQueries({ queryKey: config.queryKey }),
  });
  const restart = () => {
    setStep({ kind: 'choose', problem: null });
    setProgress(null);
  };
  const close = (next: boolean) => {
    if (run.isPending) return;
    onOpenChange(next);
    if (!next) restart();
  };
  const choose = async (file: File) => {
    const plan = config.plan(await parseCsv(file));
    setStep(
      plan
        ? { kind: 'ready', fileName: file.name, plan }
        : { kind: 'choose', problem: config.missingColumns },
    );
  };
  const start = (plan: ImportPlan<Row, Invalid>) =>
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
        toast({
          title: 'Import stopped',
          description: describeSaveError(error, config.errors),
          variant: 'error',
        }),
    });
  const [one, other] = config.noun;
  return (
    <Dialog open={open} onOpenChange={close} title={config.title} description={config.description}>
      {step.kind === 'choose' && <ChooseFile problem={step.problem} onFile={(file) => void choose(file)} />}
      {step.kind === 'ready' && (
        <div className="space-y-4">
          <p className="text-sm text-ink-800" data-testid="import-summary">
            {step.fileName}: {countOf(step.plan.rows.length, one, other)} to import,{' '}
            {countOf(step.plan.duplicatesInFile, 'duplicate')} in the file, {step.plan.invalid.length}{' '}
            invalid.
          </p>
          {progress && (
            <p className="text-sm text-ink-700" aria-live="polite">
              Imported {progress[0]} of {progress[1]}…
            </p>
          )}
          <div className="flex justify-end gap-3 border-t border-ink-100 pt-4">
            <Button variant="secondary" disabled={run.isPending} onClick={restart}>
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
          <ImportFigures report={step.report} alreadyLabel={config.alreadyLabel}>
            {config.invalidRows(step.report.invalid)}
          </ImportFigures>
          <div className="flex justify-end border-t border-ink-100 pt-4">
            <Button onClick={() => close(false)}>Done</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
