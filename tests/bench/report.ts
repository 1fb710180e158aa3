import type { BenchSection } from './results.ts';

export interface ReportSummary {
  machine: string;
  quick: boolean;
  minutes: number;
  loadAverage: { start: number; end: number };
}

/** The whole `npm run bench` report in Markdown: the run's context, each part, and what missed its target. */
export function reportMarkdown(summary: ReportSummary, sections: BenchSection[]): string {
  const missed = sections.filter((s) => !s.passed).map((s) => s.title);
  return [
    '# Benchmark report',
    '',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${summary.machine}; ${summary.minutes} min; load average ${summary.loadAverage.start} at the start, ${summary.loadAverage.end} at the end${summary.quick ? '; quick run (build time and Publish → live left out)' : ''}.`,
    '',
    missed.length === 0
      ? 'Every target met (deliberate exceptions noted).'
      : `**Targets missed in: ${missed.join(', ')}.**`,
    ...sections.flatMap((s) => ['', `## ${s.title}${s.passed ? '' : ' (target missed)'}`, '', s.markdown]),
  ].join('\n');
}
