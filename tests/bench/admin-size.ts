/**
 * `npm run bench:admin`: builds the admin and measures the gzipped JavaScript each kind of page
 * loads: the entry (with its static imports) plus the lazy chunks of the page's routes and their
 * imports, read from Vite's manifest. The login route has a budget; the rest load on demand.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildAdminInto, removeBuild } from '../support/site-build.ts';
import { writeResults } from './results.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Route modules (keys of Vite's manifest) each page loads after the entry, and the budget if it has one. */
export const ADMIN_PAGES = [
  { page: 'Admin login', path: '/admin/login', routes: ['src/app/routes/login.tsx'], budgetKb: 200 },
  {
    page: 'Admin dashboard',
    path: '/admin',
    routes: ['src/app/routes/shell.tsx', 'src/app/routes/dashboard.tsx'],
    budgetKb: undefined,
  },
  {
    page: 'Admin profile',
    path: '/admin/profile',
    routes: ['src/app/routes/shell.tsx', 'src/app/routes/profile.tsx'],
    budgetKb: undefined,
  },
] as const;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gz = (content: Buffer) => gzipSync(content, { level: 9 }).length;

/** The files of a chunk and everything it imports statically. */
function closure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The admin's manifest has no ${key}`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}

const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'growdigital-bench-admin-'));
try {
  const started = performance.now();
  await buildAdminInto(outDir, {}, { manifest: true });
  const buildSeconds = Math.round((performance.now() - started) / 100) / 10;
  const adminDir = path.join(outDir, 'admin');
  const manifest = JSON.parse(
    await fs.readFile(path.join(adminDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const sizeOf = async (files: Set<string>) => {
    let bytes = 0;
    for (const file of files) bytes += gz(await fs.readFile(path.join(adminDir, file)));
    return bytes;
  };
  const pages = await Promise.all(
    ADMIN_PAGES.map(async (page) => {
      const files = closure(manifest, 'index.html');
      for (const route of page.routes) closure(manifest, route, files);
      return { ...page, jsKb: kb(await sizeOf(files)), jsFiles: files.size };
    }),
  );
  const everything = new Set(
    Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((f) => f.endsWith('.js')),
  );
  const allKb = kb(await sizeOf(everything));
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}`;
  const rows = pages.map(
    (p) =>
      `| ${p.page} | \`${p.path}\` | ${p.jsKb} | ${p.budgetKb ?? '–'} | ${p.budgetKb === undefined ? '–' : p.jsKb <= p.budgetKb ? 'yes' : '**no**'} | ${p.jsFiles} |`,
  );
  const markdown = [
    `Admin size (gzipped KB of JavaScript a page loads), built in ${buildSeconds} s on ${machine}; all the admin's JavaScript: ${allKb} KB.`,
    '',
    '| Page | Path | JS | JS budget | Within | Files |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  console.log(markdown);
  await writeResults('admin-size', { machine, buildSeconds, allKb, pages }, markdown);
  if (pages.some((p) => p.budgetKb !== undefined && p.jsKb > p.budgetKb)) process.exitCode = 1;
} finally {
  await removeBuild(outDir);
}
