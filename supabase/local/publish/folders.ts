import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** How many builds besides the live one stay on disk, so pages loaded before a swap keep their assets. */
export const KEPT_PREVIOUS_BUILDS = 2;

export interface SiteFolders {
  root: string;
  /** One folder per build: `builds/<build id>/` (site, and the admin in `admin/`). */
  builds: string;
  /** The symlink the site is served from, pointing into `builds/`. */
  live: string;
  /** Astro's cache (optimised images, fetched content), shared by every build. */
  cache: string;
}

export function siteFolders(siteRoot: string): SiteFolders {
  const root = path.resolve(siteRoot);
  return {
    root,
    builds: path.join(root, 'builds'),
    live: path.join(root, 'live'),
    cache: path.join(root, 'cache'),
  };
}

export const buildDirOf = (folders: SiteFolders, buildId: string): string =>
  path.join(folders.builds, buildId);

/** The build folder `live` points to, or undefined while nothing is live. */
export async function liveBuildDir(folders: SiteFolders): Promise<string | undefined> {
  try {
    return path.resolve(folders.root, await fs.readlink(folders.live));
  } catch {
    return undefined;
  }
}

/**
 * Points `live` at `buildDir` in one step: a fresh symlink renamed over the old one, so a reader
 * sees either the old build or the new one, never a missing or half-written folder.
 */
export async function swapLive(folders: SiteFolders, buildDir: string): Promise<void> {
  const fresh = `${folders.live}.${randomUUID()}`;
  await fs.symlink(path.relative(folders.root, buildDir), fresh, 'dir');
  try {
    await fs.rename(fresh, folders.live);
  } catch (error) {
    await fs.rm(fresh, { force: true });
    throw error;
  }
}

/** Build folders, newest first (by the time they were finished, the folder's modification time). */
async function buildDirsNewestFirst(folders: SiteFolders): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(folders.builds);
  } catch {
    return [];
  }
  const dirs = await Promise.all(
    names.map(async (name) => {
      const dir = path.join(folders.builds, name);
      const stat = await fs.stat(dir).catch(() => undefined);
      return stat?.isDirectory() ? { dir, mtime: stat.mtimeMs } : undefined;
    }),
  );
  return dirs
    .filter((entry) => entry !== undefined)
    .sort((a, b) => b.mtime - a.mtime)
    .map((entry) => entry.dir);
}

/** The builds kept besides the live one (newest first), whose `/_astro/*` files are still served. */
export async function previousBuildDirs(folders: SiteFolders): Promise<string[]> {
  const live = await liveBuildDir(folders);
  return (await buildDirsNewestFirst(folders)).filter((dir) => dir !== live).slice(0, KEPT_PREVIOUS_BUILDS);
}

/** Removes every build folder but the live one and the KEPT_PREVIOUS_BUILDS newest others (`keep` too). */
export async function pruneBuilds(folders: SiteFolders, keep: readonly string[] = []): Promise<string[]> {
  const live = await liveBuildDir(folders);
  const kept = new Set([...(live ? [live] : []), ...keep, ...(await previousBuildDirs(folders))]);
  const removed: string[] = [];
  for (const dir of await buildDirsNewestFirst(folders)) {
    if (kept.has(dir)) continue;
    await fs.rm(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}

/** Marks a finished build folder, so retention orders builds by when they went live. */
export async function touchBuildDir(dir: string): Promise<void> {
  const now = new Date();
  await fs.utimes(dir, now, now);
}
