import { Download } from 'lucide-react';
import { AddressText } from '@admin/components/ui/address-text';
import { Button } from '@admin/components/ui/button';
import { csvFileName, downloadCsv, toCsv } from '@admin/lib/csv';
import type { ImportReport } from './api/import-subscribers';
import type { InvalidRow } from './import-plan';

const count = (n: number) => n.toLocaleString('en-GB');

const downloadInvalid = (rows: readonly InvalidRow[]) =>
  downloadCsv(
    csvFileName('newsletter-import-invalid'),
    toCsv(rows, [
      { header: 'line', value: (row) => row.line },
      { header: 'email', value: (row) => row.email },
      { header: 'reason', value: (row) => row.reason },
    ]),
  );

/** What an import did: added, skipped as already subscribed, repeated in the file, and invalid rows. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const lines: [string, number][] = [
    ['Added', report.added],
    ['Already subscribed', report.alreadySubscribed],
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
              {count(value)}
            </dd>
          </div>
        ))}
      </dl>
      {report.invalid.length > 0 && (
        <div className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-medium text-ink-950">Invalid rows</h3>
            <Button variant="secondary" size="sm" onClick={() => downloadInvalid(report.invalid)}>
              <Download className="h-4 w-4" aria-hidden="true" /> Download invalid rows
            </Button>
          </div>
          <div className="max-h-60 overflow-y-auto rounded-lg border border-ink-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Invalid rows</caption>
              <thead className="bg-ink-50 text-ink-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Line
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Email
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Reason
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100" data-testid="invalid-rows">
                {report.invalid.map((row) => (
                  <tr key={row.line}>
                    <td className="px-3 py-2">{row.line}</td>
                    <td className="px-3 py-2">{row.email ? <AddressText value={row.email} /> : '—'}</td>
                    <td className="px-3 py-2">{row.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </div>
  );
}
