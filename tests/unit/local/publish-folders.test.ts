import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildDirOf,
  liveBuildDir,
  previousBuildDirs,
  pruneBuilds,
  siteFolders,
  swapLive,
  type SiteFolders,
} from '../../../supabase/local/publish/folders.ts';

let folders: SiteFolders;

/** A build folder whose every file names the build, finished `ageSeconds` ago. */
async function makeBuild(id: string, ageSeconds = 0): Promise<string> {
  const dir = buildDirOf(folders, id);
  await fs.mkdir(path.join(dir, 'blog', 'post'), { recursive: true });
  await fs.writeFile(path.join(dir, 'index.html'), `home of ${id}`);
  await fs.writeFile(path.join(dir, 'blog', 'post', 'index.html'), `post of ${id}`);
  const at = new Date(Date.now() - ageSeconds * 1000);
  await fs.utimes(dir, at, at);
  return dir;
}

beforeEach(async () => {
  folders = siteFolders(await fs.mkdtemp(path.join(os.tmpdir(), 'publish-folders-')));
});
afterEach(async () => {
  await fs.rm(folders.root, { recursive: true, force: true });
});

describe('swapping the live build', () => {
  it('points live at the new build, with nothing live before the first swap', async () => {
    expect(await liveBuildDir(folders)).toBeUndefined();
    const first = await makeBuild('first');
    await swapLive(folders, first);
    expect(await liveBuildDir(folders)).toBe(first);
    expect(await fs.readFile(path.join(folders.live, 'index.html'), 'utf8')).toBe('home of first');
    const second = await makeBuild('second');
    await swapLive(folders, second);
    expect(await liveBuildDir(folders)).toBe(second);
    expect(await fs.readFile(path.join(folders.live, 'index.html'), 'utf8')).toBe('home of second');
    expect((await fs.readdir(folders.root)).sort()).toEqual(['builds', 'live']);
  });

  it('never shows a reader a missing or mixed folder during many swaps', async () => {
    const builds = [await makeBuild('a'), await makeBuild('b')];
    await swapLive(folders, builds[0] ?? '');
    const progress = { swapping: true };
    const swaps = (async () => {
      for (let index = 1; index <= 300; index += 1) await swapLive(folders, builds[index % 2] ?? '');
      progress.swapping = false;
    })();
    const seen = new Set<string>();
    let reads = 0;
    while (progress.swapping || reads === 0) {
      // One visit resolves the live folder once, then reads two of its files.
      const dir = await fs.realpath(folders.live);
      const home = await fs.readFile(path.join(dir, 'index.html'), 'utf8');
      const post = await fs.readFile(path.join(dir, 'blog', 'post', 'index.html'), 'utf8');
      expect(post.replace('post of', 'home of')).toBe(home);
      // And a reader going through the symlink every time always finds the file.
      seen.add(await fs.readFile(path.join(folders.live, 'index.html'), 'utf8'));
      reads += 1;
    }
    await swaps;
    expect(reads).toBeGreaterThan(0);
    expect([...seen].every((text) => ['home of a', 'home of b'].includes(text))).toBe(true);
  });
});

describe('keeping builds', () => {
  it('keeps the live build and the two newest others, and serves those two as the earlier builds', async () => {
    const oldest = await makeBuild('oldest', 50);
    const older = await makeBuild('older', 40);
    const previous = await makeBuild('previous', 30);
    const before = await makeBuild('before', 20);
    const live = await makeBuild('live', 10);
    await swapLive(folders, live);
    expect(await previousBuildDirs(folders)).toEqual([before, previous]);
    expect((await pruneBuilds(folders)).sort()).toEqual([older, oldest].sort());
    expect((await fs.readdir(folders.builds)).sort()).toEqual(['before', 'live', 'previous']);
  });

  it('keeps the live build even when it is not the newest folder', async () => {
    const live = await makeBuild('live', 100);
    await swapLive(folders, live);
    for (const id of ['n1', 'n2', 'n3']) await makeBuild(id, 5);
    await pruneBuilds(folders);
    expect(await fs.readdir(folders.builds)).toContain('live');
    expect(await fs.readdir(folders.builds)).toHaveLength(3);
  });
});
