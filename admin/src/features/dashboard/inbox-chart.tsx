import { SectionCard } from '@admin/components/ui/section-card';
import { StaticTable } from '@admin/components/ui/static-table';
import { shortDay } from '@admin/lib/format-time';
import { countOf } from '@admin/lib/plural';
import type { DailyCounts } from './api';
import { countTicks, labelledDays } from './chart-scale';

/** The inboxes the chart stacks, bottom up, with their legend names and colours. */
const INBOX_SERIES = [
  { key: 'contact', label: 'Contact', colour: 'fill-brand-700' },
  { key: 'discovery_call', label: 'Discovery calls', colour: 'fill-brand-400' },
  { key: 'applications', label: 'Applications', colour: 'fill-ink-600' },
  { key: 'newsletter', label: 'Newsletter', colour: 'fill-accent-400' },
] as const;

const dayTotal = (day: DailyCounts): number => INBOX_SERIES.reduce((sum, series) => sum + day[series.key], 0);

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 4;

const percent = (fraction: number) => `${String(fraction * 100)}%`;

/** The chart in one sentence: the total, the days it covers and the busiest one. */
function summary(daily: DailyCounts[], totals: number[]): string {
  const first = daily[0];
  const last = daily.at(-1);
  if (!first || !last) return 'No figures yet.';
  const range = `from ${shortDay(first.day)} to ${shortDay(last.day)}`;
  const sum = totals.reduce((a, b) => a + b, 0);
  if (sum === 0) return `No new inbox items ${range}.`;
  const peak = Math.max(...totals);
  const busiest = daily[totals.indexOf(peak)]?.day ?? first.day;
  return `${countOf(sum, 'new inbox item')} ${range}; the busiest day was ${shortDay(busiest)}, with ${String(peak)}.`;
}

/** The last 30 days' new inbox items as stacked daily bars on dated axes, with the figures as a table too. */
export function InboxChart({ daily }: { daily: DailyCounts[] }) {
  const totals = daily.map(dayTotal);
  const ticks = countTicks(Math.max(0, ...totals));
  const top = ticks.at(-1) ?? 1;
  const slot = WIDTH / Math.max(1, daily.length);
  const barWidth = slot - GAP;
  return (
    <SectionCard title="Last 30 days">
      <p className="mb-3 text-xs text-ink-600">New items per day</p>
      <div className="flex gap-2">
        <div
          className="relative h-40 w-6 shrink-0 text-right text-xs text-ink-600"
          aria-hidden="true"
          data-testid="chart-y-axis"
        >
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-0 translate-y-1/2"
              style={{ bottom: percent(tick / top) }}
            >
              {tick}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
            className="h-40 w-full border-b border-l border-ink-300"
            role="img"
            aria-label={summary(daily, totals)}
            preserveAspectRatio="none"
          >
            {ticks.slice(1).map((tick) => {
              const y = HEIGHT - (tick / top) * HEIGHT;
              return (
                <line
                  key={tick}
                  x1={0}
                  x2={WIDTH}
                  y1={y}
                  y2={y}
                  className="stroke-ink-100"
                  vectorEffect="non-scaling-stroke"
                />
              );
            })}
            {daily.map((day, index) => {
              let bottom = HEIGHT;
              return (
                <g key={day.day}>
                  <title>{`${shortDay(day.day)}: ${String(totals[index] ?? 0)}`}</title>
                  {INBOX_SERIES.map((series) => {
                    const height = (day[series.key] / top) * HEIGHT;
                    bottom -= height;
                    return height > 0 ? (
                      <rect
                        key={series.key}
                        x={index * slot}
                        y={bottom}
                        width={barWidth}
                        height={height}
                        className={series.colour}
                      />
                    ) : null;
                  })}
                </g>
              );
            })}
          </svg>
          <div className="relative h-6 text-xs text-ink-600" aria-hidden="true" data-testid="chart-x-axis">
            {labelledDays(daily.length).map((index) => (
              <span
                key={index}
                className="absolute top-1 -translate-x-1/2 whitespace-nowrap"
                style={{ left: percent((index * slot + barWidth / 2) / WIDTH) }}
              >
                {shortDay(daily[index]?.day ?? '')}
              </span>
            ))}
          </div>
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-4 text-sm text-ink-700" aria-label="Legend">
        {INBOX_SERIES.map((series) => (
          <li key={series.key} className="flex items-center gap-1.5">
            <svg className="h-3 w-3" aria-hidden="true">
              <rect width="12" height="12" rx="2" className={series.colour} />
            </svg>
            {series.label}
          </li>
        ))}
      </ul>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-brand-700">Show the figures by day</summary>
        <StaticTable
          caption="New inbox items per day, last 30 days"
          headings={['Day', ...INBOX_SERIES.map((series) => series.label), 'Total']}
          density="compact"
          className="mt-2 max-h-64 overflow-y-auto"
          data-testid="inbox-chart-table"
        >
          {daily.map((day, index) => (
            <tr key={day.day}>
              <th scope="row" className="py-1 pr-3 font-normal">
                <time dateTime={day.day}>{shortDay(day.day)}</time>
              </th>
              {INBOX_SERIES.map((series) => (
                <td key={series.key} className="py-1 pr-3">
                  {day[series.key]}
                </td>
              ))}
              <td className="py-1 pr-3 font-medium">{totals[index]}</td>
            </tr>
          ))}
        </StaticTable>
      </details>
    </SectionCard>
  );
}
