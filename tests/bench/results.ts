import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RESULTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bench/results');

/** Writes `<name>.json` and `<name>.md` under bench/results/ (git-ignored). */
export async function writeResults(name: string, data: object, markdown: string): Promise<void> {
  await fs.mkdir(RESULTS_DIR, { recursive: true });
  const stamped = { measuredAt: new Date().toISOString(), ...data };
  await fs.writeFile(path.join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(stamped, null, 2)}\n`);
  await fs.writeFile(path.join(RESULTS_DIR, `${name}.md`), `${markdown}\n`);
  console.log(`\nWrote bench/results/${name}.json and bench/results/${name}.md`);
}
