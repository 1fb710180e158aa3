import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REQUIRED_FILES, verifyBuild } from '../../../supabase/local/publish/verify.ts';

let build: string;

async function write(file: string, text = '<h1>page</h1>'): Promise<void> {
  await fs.mkdir(path.dirname(path.join(build, file)), { recursive: true });
  await fs.writeFile(path.join(build, file), text);
}

beforeEach(async () => {
  build = await fs.mkdtemp(path.join(os.tmpdir(), 'publish-verify-'));
  for (const file of REQUIRED_FILES) await write(file);
});
afterEach(async () => {
  await fs.rm(build, { recursive: true, force: true });
});

describe('checking a build before it goes live', () => {
  it('passes a build with every page it must have', async () => {
    await write('blog/a-post/index.html');
    await expect(verifyBuild(build, [...REQUIRED_FILES, 'blog/a-post/index.html'])).resolves.toBeUndefined();
  });

  it('refuses a build missing a page or holding an empty one', async () => {
    await write('blog/index.html', '');
    await expect(verifyBuild(build, [...REQUIRED_FILES, 'blog/a-post/index.html'])).rejects.toThrow(
      'The build is missing pages it must have: blog/index.html, blog/a-post/index.html.',
    );
  });

  it('accepts the home page and the blog left out because staff hid them, and nothing else on that account', async () => {
    await fs.rm(path.join(build, 'index.html'));
    await fs.rm(path.join(build, 'blog/index.html'));
    await write('.hidden-pages.json', JSON.stringify(['index.html', 'blog/index.html']));
    await expect(verifyBuild(build, REQUIRED_FILES)).resolves.toBeUndefined();
    await fs.rm(path.join(build, '404.html'));
    await expect(verifyBuild(build, REQUIRED_FILES)).rejects.toThrow('missing pages it must have: 404.html.');
  });
});
