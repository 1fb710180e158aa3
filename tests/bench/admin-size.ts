/**
 * `npm run bench:admin`: builds the admin and measures the gzipped JavaScript each kind of page
 * loads (admin-pages.ts). `npm run bench` measures the same on its own build (pages.ts).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildAdminInto, removeBuild } from '../support/site-build.ts';
import { adminSizeMarkdown, adminSizePasses, measureAdmin } from './admin-pages.ts';
import { machineDescription } from './machine.ts';
import { reportSection } from './results.ts';
import { secondsSince } from './timing.ts';

const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'growdigital-bench-admin-'));
try {
  const started = performance.now();
  await buildAdminInto(outDir, {}, { manifest: true });
  const buildSeconds = secondsSince(started);
  const { pages, allKb } = await measureAdmin(path.join(outDir, 'admin'));
  const machine = machineDescription();
  await reportSection({
    name: 'admin-size',
    title: 'Admin size',
    data: { machine, buildSeconds, allKb, pages },
    markdown: adminSizeMarkdown(pages, allKb, buildSeconds, machine),
    passed: adminSizePasses(pages),
  });
} finally {
  await removeBuild(outDir);
}
