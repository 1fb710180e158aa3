import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildDirOf,
  previousBuildDirs,
  pruneBuilds,
  siteFolders,
  swapLive,
  type SiteFolders,
} from '../../../supabase/local/publish/folders.ts';
import { createSiteApp } from '../../../supabase/local/site/serve.ts';

let folders: SiteFolders;
let ageSeconds = 1000;

/** A build with a home page and one hashed asset named after it, each newer than the last. */
async function makeBuild(id: string): Promise<string> {
  const dir = buildDirOf(folders, id);
  await fs.mkdir(path.join(dir, '_astro'), { recursive: true });
  await fs.writeFile(path.join(dir, 'index.html'), `<h1>${id}</h1>`);
  await fs.writeFile(path.join(dir, '404.html'), '<h1>Not found</h1>');
  await fs.writeFile(path.join(dir, '.build-stamp'), new Date().toISOString());
  await fs.writeFile(path.join(dir, '_astro', `${id}.js`), `console.log(${JSON.stringify(id)});`);
  ageSeconds -= 10;
  const at = new Date(Date.now() - ageSeconds * 1000);
  await fs.utimes(dir, at, at);
  return dir;
}

async function publish(id: string): Promise<void> {
  await swapLive(folders, await makeBuild(id));
  await pruneBuilds(folders);
}

const app = () => createSiteApp(folders.live, { earlierBuilds: () => previousBuildDirs(folders) });

beforeEach(async () => {
  folders = siteFolders(await fs.mkdtemp(path.join(os.tmpdir(), 'publish-serve-')));
});
afterEach(async () => {
  await fs.rm(folders.root, { recursive: true, force: true });
});

describe('serving the live build', () => {
  it('serves whatever live points to at the time of each request', async () => {
    await publish('one');
    const site = app();
    expect(await (await site.request('/')).text()).toBe('<h1>one</h1>');
    await publish('two');
    expect(await (await site.request('/')).text()).toBe('<h1>two</h1>');
  });

  it('still answers the /_astro/ files of the two builds before the live one, and no older', async () => {
    for (const id of ['one', 'two', 'three', 'four']) await publish(id);
    const site = app();
    for (const id of ['four', 'three', 'two']) {
      const response = await site.request(`/_astro/${id}.js`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('javascript');
      expect(await response.text()).toBe(`console.log("${id}");`);
    }
    expect((await site.request('/_astro/one.js')).status).toBe(404);
    expect((await site.request('/_astro/missing.js')).status).toBe(404);
  });

  it('serves earlier builds for /_astro/ only, and never dotfiles', async () => {
    await publish('one');
    await fs.writeFile(path.join(buildDirOf(folders, 'one'), 'old-page.html'), 'old');
    await publish('two');
    const site = app();
    expect((await site.request('/old-page.html')).status).toBe(404);
    expect((await site.request('/.build-stamp')).status).toBe(404);
    expect((await site.request('/_astro/../.build-stamp')).status).toBe(404);
  });
});
