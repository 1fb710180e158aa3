import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, productService } from '../support/product.ts';
import {
  BUILD_TIMEOUT_MS,
  buildRow,
  finishedBuild,
  startPublishingSite,
  type PublishingSite,
  type SiteBuild,
} from '../support/publishing-site.ts';

/** Pages every visitor may be reading while a build runs. */
const PAGES_DURING_BUILD = ['/', '/blog', '/about', '/services'];

let site: PublishingSite;
const service = productService();
const tag = randomBytes(4).toString('hex');

beforeAll(async () => {
  // A short schedule check, so a scheduled post's build is queued within a second of its time.
  site = await startPublishingSite({ scheduleCheckMs: 1000 });
});
afterAll(async () => {
  await service.from('blog_posts').delete().like('slug', `e2e-worker-${tag}-%`);
  await site.stop();
});

async function authorId(): Promise<string> {
  const { data } = await service.from('team_members').select('id').limit(1).single().throwOnError();
  return data.id;
}

const fetchPage = (pathname: string) => fetch(new URL(pathname, site.siteUrl));

describe('the local build worker', () => {
  it(
    'leaves the live site untouched when a build fails, and records the error and log',
    async () => {
      const target = await fs.readlink(site.liveDir);
      const home = await fs.readFile(path.join(site.liveDir, 'index.html'));
      const slug = `e2e-worker-${tag}-broken-cover`;
      // The database accepts any cover path; the build cannot size an image that is not in storage.
      await service
        .from('blog_posts')
        .insert({
          slug,
          title: 'A post whose cover image was never uploaded',
          excerpt: 'Its cover points at a file missing from the media bucket.',
          body: 'The build must refuse this post rather than publish a broken page.',
          author_id: await authorId(),
          category: 'Analytics',
          cover_path: `e2e-missing/${tag}.jpg`,
          cover_alt: 'A cover that does not exist',
          status: 'published',
          published_at: new Date(Date.UTC(2018, 0, 1)).toISOString(),
        })
        .throwOnError();
      try {
        const editor = await member('editor');
        const { data: requested } = await editor.client.rpc('request_build').throwOnError();
        const build = await finishedBuild(requested.id);
        expect(build.status, site.log.slice(-20).join('\n')).toBe('failed');
        expect(build.trigger).toBe('manual');
        expect(build.error).toContain('astro build failed');
        expect(build.error).toContain(`e2e-missing/${tag}.jpg`);
        expect(build.log).toContain('== Building the site');
        expect(build.log).toContain('the live site was not changed');
        expect(build.stage).toBeNull();

        expect(await fs.readlink(site.liveDir)).toBe(target);
        expect(await fs.readFile(path.join(site.liveDir, 'index.html'))).toEqual(home);
        await expect(fs.stat(path.join(path.dirname(site.liveDir), 'builds', build.id))).rejects.toThrow();
        const served = await fetchPage('/');
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer())).toEqual(home);
        expect((await fetchPage(`/blog/${slug}`)).status).toBe(404);
      } finally {
        await service.from('blog_posts').delete().eq('slug', slug).throwOnError();
      }
    },
    BUILD_TIMEOUT_MS + 30_000,
  );

  it(
    'queues a build when a scheduled post comes due, and keeps serving the old pages until it is live',
    async () => {
      const slug = `e2e-worker-${tag}-scheduled`;
      const title = `Scheduled post ${tag} goes live by itself`;
      const savedAt = new Date();
      await service
        .from('blog_posts')
        .insert({
          slug,
          title,
          excerpt: 'Saved ahead of its time; the worker publishes it when the time comes.',
          body: 'Published by the schedule, without anyone pressing Publish.',
          author_id: await authorId(),
          category: 'Analytics',
          status: 'scheduled',
          published_at: new Date(savedAt.getTime() + 8000).toISOString(),
        })
        .throwOnError();
      expect((await fetchPage(`/blog/${slug}`)).status).toBe(404);
      const target = await fs.readlink(site.liveDir);

      let build: SiteBuild | undefined;
      await expect
        .poll(
          async () => {
            const { data } = await service
              .from('site_builds')
              .select('*')
              .eq('trigger', 'schedule')
              .gte('requested_at', savedAt.toISOString())
              .throwOnError();
            build = data[0];
            return data.length;
          },
          { timeout: 30_000, interval: 500 },
        )
        .toBe(1);
      const id = build?.id ?? '';

      const answers: { status: number; during: string }[] = [];
      for (;;) {
        const { status } = await buildRow(id);
        if (status === 'succeeded' || status === 'failed') break;
        for (const page of PAGES_DURING_BUILD)
          answers.push({ status: (await fetchPage(page)).status, during: status });
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const finished = await buildRow(id);
      expect(finished.status, finished.error ?? site.log.slice(-20).join('\n')).toBe('succeeded');
      expect(answers.filter((answer) => answer.during === 'running').length).toBeGreaterThan(
        PAGES_DURING_BUILD.length,
      );
      expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
      expect(finished.log).toContain('Copying the admin');
      expect(finished.duration_ms).toBeGreaterThan(0);

      const live = await fetchPage(`/blog/${slug}`);
      expect(live.status).toBe(200);
      expect(await live.text()).toContain(title);
      expect(await fs.readlink(site.liveDir)).toBe(path.join('builds', id));
      // The build it replaced stays on disk for pages loaded before the swap.
      await expect(fs.stat(path.resolve(path.dirname(site.liveDir), target))).resolves.toBeTruthy();
    },
    BUILD_TIMEOUT_MS + 60_000,
  );
});
