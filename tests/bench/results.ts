import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bench/results');

/** One benchmark's outcome: its figures, its Markdown, and whether it met its targets. */
export interface BenchSection {
  /** File name under bench/results/ (`<name>.json`, `<name>.md`). */
  name: string;
  title: string;
  data: object;
  markdown: string;
  passed: boolean;
}

/** Writes `<name>.json` and `<name>.md` under bench/results/ (git-ignored). */
export async function writeResults(name: string, data: object, markdown: string): Promise<void> {
  await fs.mkdir(RESULTS_DIR, { recursive: true });
  const stamped = { measuredAt: new Date().toISOString(), ...data };
  await fs.writeFile(path.join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(stamped, null, 2)}\n`);
  await fs.writeFile(path.join(RESULTS_DIR, `${name}.md`), `${markdown}\n`);
  console.log(`\nWrote bench/results/${name}.json and bench/results/${name}.md`);
}

/** Prints a section, writes its files, and marks the process failed when it missed a target. */
export async function reportSection(section: BenchSection): Promise<void> {
  console.log(`\n${section.markdown}`);
  await writeResults(section.name, { passed: section.passed, ...section.data }, section.markdown);
  if (!section.passed) process.exitCode = 1;
}
