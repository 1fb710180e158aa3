import fs from 'node:fs/promises';
import path from 'node:path';

/** What the built site depends on, relative to the repository. */
export const SITE_INPUTS = [
  'src',
  'admin',
  'public',
  'astro.config.mjs',
  'tailwind.config.mjs',
  'package.json',
  'package-lock.json',
];
export const BUILD_STAMP = '.build-stamp';

/** The newest modification time (ms) of a file or of anything in a folder; 0 when it does not exist. */
export async function newestMtime(entry: string): Promise<number> {
  let stat;
  try {
    stat = await fs.stat(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of await fs.readdir(entry)) {
    if (child === 'node_modules' || child.startsWith('.')) continue;
    newest = Math.max(newest, await newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** Whether `distDir` holds a build at least as new as every input. */
export async function siteIsFresh(repoRoot: string, distDir: string): Promise<boolean> {
  const stamp = await newestMtime(path.join(distDir, BUILD_STAMP));
  if (stamp === 0) return false;
  for (const input of SITE_INPUTS) {
    if ((await newestMtime(path.join(repoRoot, input))) > stamp) return false;
  }
  return true;
}

/**
 * Marks `distDir` as built from the sources as they were at `sourcesAt` (when the build started
 * reading them), so an edit made while it ran still makes it stale.
 */
export async function stampBuild(distDir: string, sourcesAt = new Date()): Promise<void> {
  const stamp = path.join(distDir, BUILD_STAMP);
  await fs.writeFile(stamp, sourcesAt.toISOString());
  await fs.utimes(stamp, sourcesAt, sourcesAt);
}
