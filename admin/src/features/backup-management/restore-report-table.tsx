import { cn } from '@admin/lib/cn';
import type { RestoreResult } from '@functions/backups/contract';
import { reportLines } from './restore-report';

const FIGURES = ['current', 'incoming', 'added', 'removed', 'changed'] as const;
const HEADERS: Record<(typeof FIGURES)[number], string> = {
  current: 'Rows now',
  incoming: 'Rows in backup',
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
};

/** Per table: the rows there now and in the backup, and how many a restore adds, removes and changes. */
export function RestoreReportTable({ answer }: { answer: RestoreResult }) {
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
