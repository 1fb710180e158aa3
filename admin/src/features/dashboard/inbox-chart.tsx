import { useId } from 'react';
import { Card, CardHeader } from '@admin/components/ui/card';
import type { DailyCounts } from './api/get-dashboard-stats';

const SERIES = [
  { key: 'contact', label: 'Contact', colour: 'fill-brand-700' },
  { key: 'discovery_call', label: 'Discovery calls', colour: 'fill-brand-400' },
  { key: 'applications', label: 'Applications', colour: 'fill-ink-600' },
  { key: 'newsletter', label: 'Newsletter', colour: 'fill-accent-400' },
] as const;

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 4;

const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00`).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });

/** The last 30 days' new inbox items as stacked daily bars, with the figures as a table too. */
export function InboxChart({ daily }: { daily: DailyCounts[] }) {
  const id = useId();
  const totals = daily.map((d) => SERIES.reduce((sum, s) => sum + d[s.key], 0));
  const peak = Math.max(1, ...totals);
  const barWidth = WIDTH / Math.max(1, daily.length) - GAP;
  const sum = totals.reduce((a, b) => a + b, 0);
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader id={`${id}-title`} title="Last 30 days" />
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-40 w-full"
        role="img"
        aria-label={`${sum} new items in the last 30 days, at most ${peak} on one day.`}
        preserveAspectRatio="none"
      >
        {daily.map((d, index) => {
          let top = HEIGHT;
          return (
            <g key={d.day}>
              {SERIES.map((s) => {
                const height = (d[s.key] / peak) * (HEIGHT - 4);
                top -= height;
                return height > 0 ? (
                  <rect
                    key={s.key}
                    x={index * (barWidth + GAP)}
                    y={top}
                    width={barWidth}
                    height={height}
                    className={s.colour}
                  />
                ) : null;
              })}
            </g>
          );
        })}
      </svg>
      <ul className="mt-3 flex flex-wrap gap-4 text-sm text-ink-700" aria-label="Legend">
        {SERIES.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <svg className="h-3 w-3" aria-hidden="true">
              <rect width="12" height="12" rx="2" className={s.colour} />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-brand-700">Show the figures by day</summary>
        <div className="mt-2 max-h-64 overflow-y-auto">
          <table className="w-full text-left">
            <caption className="sr-only">New inbox items per day, last 30 days</caption>
            <thead>
              <tr className="text-ink-700">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Day
                </th>
                {SERIES.map((s) => (
                  <th key={s.key} scope="col" className="py-1 pr-3 font-medium">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {daily.map((d) => (
                <tr key={d.day} className="border-t border-ink-100">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {dayLabel(d.day)}
                  </th>
                  {SERIES.map((s) => (
                    <td key={s.key} className="py-1 pr-3">
                      {d[s.key]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Card>
  );
}
