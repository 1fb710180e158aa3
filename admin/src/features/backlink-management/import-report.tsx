import type { BacklinkImportReport } from './api/import-backlinks';

/** What a backlink import did: added, skipped as already tracked, repeated in the file, invalid rows. */
export function ImportReportView({ report }: { report: BacklinkImportReport }) {
  const lines: [string, number][] = [
    ['Added', report.added],
    ['Already tracked', report.alreadyTracked],
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
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {report.invalid.length > 0 && (
        <ul
          className="max-h-60 space-y-1 overflow-y-auto text-sm"
          aria-label="Invalid rows"
          data-testid="invalid-rows"
        >
          {report.invalid.map((row) => (
            <li key={row.line}>
              Line {row.line}: {row.reason}
              {row.source_url && <span className="break-all text-ink-700"> ({row.source_url})</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
