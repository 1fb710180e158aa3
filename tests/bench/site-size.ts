/**
 * `npm run bench:site`: builds the site against a fresh local stack (the demo content) and measures,
 * per page type, the gzipped bytes a visitor downloads (site-pages.ts) and the build's duration.
 * `npm run bench` measures the same on its own build (pages.ts).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PRODUCT_PROJECT, startTestStack } from '../support/test-stack.ts';
import { buildSiteInto, removeBuild } from '../support/site-build.ts';
import { machineDescription } from './machine.ts';
import { reportSection } from './results.ts';
import { measurePage, PAGES, siteSizeMarkdown, siteSizePasses } from './site-pages.ts';
import { secondsSince } from './timing.ts';

const stack = await startTestStack({ supabaseDir: PRODUCT_PROJECT });
const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'growdigital-bench-site-'));
try {
  const started = performance.now();
  await buildSiteInto(dist, { PUBLIC_SUPABASE_URL: stack.url, PUBLIC_SUPABASE_ANON_KEY: stack.keys.anonKey });
  const buildSeconds = secondsSince(started);
  const pages = await Promise.all(PAGES.map((page) => measurePage(dist, page)));
  const machine = machineDescription();
  await reportSection({
    name: 'site-size',
    title: 'Site size',
    data: { machine, buildSeconds, pages },
    markdown: siteSizeMarkdown(pages, buildSeconds, machine),
    passed: siteSizePasses(pages),
  });
} finally {
  await stack.stop();
  await removeBuild(dist);
}
