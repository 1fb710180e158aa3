/**
 * `npm run bench`: every benchmark in one run and one report. First the pages table (five pages:
 * size, Lighthouse, JavaScript transferred and the LCP of each site page's physical floor against
 * their targets, and the click-to-LCP of a second page) with the site and admin sizes of the same
 * build, then
 * the API's throughput, the build time against the number of posts, and Publish → live. Each part
 * writes bench/results/<name>.{json,md}; the whole report goes to bench/results/report.{json,md}.
 * `--quick` (or BENCH_QUICK=1) leaves out the two slowest parts, build time and Publish → live.
 */
import { benchApi } from './api.ts';
import { benchBuildScale } from './build-scale.ts';
import { loadAverage, machineDescription } from './machine.ts';
import { benchPages } from './pages.ts';
import { benchPublish } from './publish.ts';
import { type BenchSection, writeResults } from './results.ts';
import { reportMarkdown } from './report.ts';

const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';

const parts: { title: string; slow: boolean; run: () => Promise<BenchSection[]> }[] = [
  { title: 'Pages (size and Lighthouse), site size, admin size', slow: false, run: benchPages },
  { title: 'API', slow: false, run: async () => [await benchApi()] },
  { title: 'Build time', slow: true, run: async () => [await benchBuildScale()] },
  { title: 'Publish to live', slow: true, run: async () => [await benchPublish()] },
];

const started = Date.now();
const loadAtStart = loadAverage();
const sections: BenchSection[] = [];
for (const part of parts) {
  if (quick && part.slow) continue;
  console.log(`\n=== ${part.title} ===`);
  try {
    for (const section of await part.run()) {
      sections.push(section);
      await writeResults(section.name, { passed: section.passed, ...section.data }, section.markdown);
    }
  } catch (error) {
    // One failing part does not hide the others' figures; the report names it.
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${part.title} failed: ${message}`);
    sections.push({
      name: 'failed',
      title: part.title,
      data: { error: message },
      markdown: `Failed: ${message}`,
      passed: false,
    });
  }
}

const summary = {
  machine: machineDescription(),
  quick,
  minutes: Math.round((Date.now() - started) / 6000) / 10,
  loadAverage: { start: loadAtStart, end: loadAverage() },
};
const markdown = reportMarkdown(summary, sections);
console.log(`\n\n${markdown}`);
await writeResults(
  'report',
  {
    ...summary,
    passed: sections.every((s) => s.passed),
    sections: sections.map(({ markdown: _, ...s }) => s),
  },
  markdown,
);
if (sections.some((s) => !s.passed)) process.exitCode = 1;
