import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CACHE = fileURLToPath(new URL('../../node_modules/.cache/', import.meta.url));

/**
 * A fresh, empty folder for a site build (or what holds one), inside the repository in
 * node_modules/.cache/growdigital-<area>/: Astro keeps the intermediate files of a build whose
 * output folder is outside its working directory in <repo>/.astro/, where another build then collides.
 */
export async function freshBuildFolder(area: string, prefix: string): Promise<string> {
  const parent = path.join(CACHE, `growdigital-${area}`);
  await fs.mkdir(parent, { recursive: true });
  return fs.mkdtemp(path.join(parent, `${prefix}-`));
}
