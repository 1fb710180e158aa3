// Runtime: < 50 ms (pure function).
import { describe, expect, it } from 'vitest';
import { reportMarkdown } from '../bench/report.ts';

const summary = {
  machine: '2 × CPU, 24 GiB, Node v20',
  quick: false,
  minutes: 12.5,
  loadAverage: { start: 1, end: 3 },
};
const section = (title: string, passed: boolean) => ({
  name: title,
  title,
  data: {},
  markdown: `${title} table`,
  passed,
});

describe('reportMarkdown', () => {
  it('names the machine and load, and gives every part under its heading', () => {
    const report = reportMarkdown(summary, [section('Pages', true), section('API', true)]);
    expect(report).toContain(
      'on 2 × CPU, 24 GiB, Node v20; 12.5 min; load average 1 at the start, 3 at the end.',
    );
    expect(report).toContain('Every target met');
    expect(report).toContain('## Pages\n\nPages table');
    expect(report).toContain('## API\n\nAPI table');
  });

  it('says which parts missed a target and when the run was quick', () => {
    const report = reportMarkdown({ ...summary, quick: true }, [
      section('Pages', false),
      section('API', true),
    ]);
    expect(report).toContain('**Targets missed in: Pages.**');
    expect(report).toContain('## Pages (target missed)');
    expect(report).toContain('quick run');
  });
});
