import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { FileInput } from '@admin/components/forms/file-input';
import { Button } from '@admin/components/ui/button';
import { Dialog, DialogFooter } from '@admin/components/ui/dialog';
import { toast } from '@admin/components/ui/toast-store';
import { parseCsv } from '@admin/lib/csv';
import { describeSaveError } from '@admin/lib/errors';
import { countOf } from '@admin/lib/plural';
import { type CsvImport, type ImportPlan, type ImportReport, insertNewRows } from './csv-import';

type Step<Row, Invalid> =
  | { kind: 'choose'; problem: string | null }
  | { kind: 'ready'; fileName: string; plan: ImportPlan<Row, Invalid> }
  | { kind: 'done'; report: ImportReport<Invalid> };

interface CsvImportButtonProps<Row, Invalid> {
  config: CsvImport<Row, Invalid>;
  variant?: 'primary' | 'secondary';
}

/** "Import CSV": choose a file, see what importing it would do, import it, and read what it did. */
export function CsvImportButton<Row, Invalid>({
  config,
  variant = 'primary',
}: CsvImportButtonProps<Row, Invalid>) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
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
    setOpen(next);
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
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        <Upload className="h-4 w-4" aria-hidden="true" /> Import CSV
      </Button>
      <Dialog open={open} onOpenChange={close} title={config.title} description={config.description}>
        {step.kind === 'choose' && (
          <div className="space-y-2">
            <FileInput
              label="CSV file"
              accept=".csv,text/csv"
              problem={step.problem}
              onFile={(file) => void choose(file)}
            />
          </div>
        )}
        {step.kind === 'ready' && (
          <>
            <p className="text-sm text-ink-800" data-testid="import-summary">
              {step.fileName}: {countOf(step.plan.rows.length, one, other)} to import,{' '}
              {countOf(step.plan.duplicatesInFile, 'duplicate')} in the file, {step.plan.invalid.length}{' '}
              invalid.
            </p>
            {progress && (
              <p className="mt-4 text-sm text-ink-700" aria-live="polite">
                Imported {progress[0]} of {progress[1]}…
              </p>
            )}
            <DialogFooter>
              <Button variant="secondary" disabled={run.isPending} onClick={restart}>
                Choose another file
              </Button>
              <Button pending={run.isPending} onClick={() => start(step.plan)}>
                Import
              </Button>
            </DialogFooter>
          </>
        )}
        {step.kind === 'done' && (
          <>
            <ImportFigures report={step.report} alreadyLabel={config.alreadyLabel} />
            {step.report.invalid.length > 0 && config.invalidRows(step.report.invalid)}
            <DialogFooter>
              <Button onClick={() => close(false)}>Done</Button>
            </DialogFooter>
          </>
        )}
      </Dialog>
    </>
  );
}

/** What an import did: added, skipped as already there, repeated in the file, and invalid rows. */
function ImportFigures({ report, alreadyLabel }: { report: ImportReport<unknown>; alreadyLabel: string }) {
  const lines: [string, number][] = [
    ['Added', report.added],
    [alreadyLabel, report.alreadyThere],
    ['Duplicates in the file', report.duplicatesInFile],
    ['Invalid', report.invalid.length],
  ];
  return (
    <dl className="mb-4 grid grid-cols-2 gap-3" data-testid="import-report">
      {lines.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-ink-200 p-3">
          <dt className="text-sm text-ink-700">{label}</dt>
          <dd className="text-xl font-semibold text-ink-950" data-testid={`report-${label}`}>
            {value.toLocaleString('en-GB')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
