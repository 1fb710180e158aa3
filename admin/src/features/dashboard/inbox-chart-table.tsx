import { shortDay } from '@admin/lib/format-time';
import type { DailyCounts } from './api/get-dashboard-stats';
import { dayTotal, INBOX_SERIES } from './inbox-series';

/** The chart's figures as a table, for reading them exactly and for screen readers. */
export function InboxChartTable({ daily }: { daily: DailyCounts[] }) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer text-brand-700">Show the figures by day</summary>
      <div className="mt-2 max-h-64 overflow-y-auto">
        <table className="w-full text-left" data-testid="inbox-chart-table">
          <caption className="sr-only">New inbox items per day, last 30 days</caption>
          <thead>
            <tr className="text-ink-700">
              <th scope="col" className="py-1 pr-3 font-medium">
                Day
              </th>
              {INBOX_SERIES.map((series) => (
                <th key={series.key} scope="col" className="py-1 pr-3 font-medium">
                  {series.label}
                </th>
              ))}
              <th scope="col" className="py-1 pr-3 font-medium">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.day} className="border-t border-ink-100">
                <th scope="row" className="py-1 pr-3 font-normal">
                  <time dateTime={day.day}>{shortDay(day.day)}</time>
                </th>
                {INBOX_SERIES.map((series) => (
                  <td key={series.key} className="py-1 pr-3">
                    {day[series.key]}
                  </td>
                ))}
                <td className="py-1 pr-3 font-medium">{dayTotal(day)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
