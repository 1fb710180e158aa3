import type { ReactNode } from 'react';
import type { ImportReport } from './import-plan';

interface ImportFiguresProps {
  report: ImportReport<unknown>;
  /** "Already subscribed", "Already tracked". */
  alreadyLabel: string;
  /** The invalid rows, as the area lists them (shown when there are any). */
  children: ReactNode;
}

/** What an import did: added, skipped as already there, repeated in the file, and invalid rows. */
export function ImportFigures({ report, alreadyLabel, children }: ImportFiguresProps) {
  const lines: [string, number][] = [
    ['Added', report.added],
    [alreadyLabel, report.alreadyThere],
    ['Duplicates in the file', report.duplicatesInFile],
    ['Invalid', report.invalid.length],
  ];
  return (
    <div className="space-y-4" data-testid="import-report">
      <dl className="grid grid-cols-2 gap-3">
        {lines.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-ink-200 p-3">
            <dt className="text-sm text-ink-700">{label}</dt>
            <dd className="text-xl font-semibold text-ink-950" data-testid={`report-${label}`}>
              {value.toLocaleString('en-GB')}
            </dd>
          </div>
        ))}
      </dl>
      {report.invalid.length > 0 && children}
    </div>
  );
}
