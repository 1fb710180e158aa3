/**
 * The gzipped JavaScript each kind of admin page loads before any navigation: the entry (with its
 * static imports) plus the lazy chunks of the page's routes and their static imports, read from
 * Vite's manifest. The sign-in page is in the entry, so it loads the entry alone; what a page loads
 * only on a click (another route, "Forgot password?"'s form) is not counted. The login route has a
 * budget; the rest load on demand.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { gz, kb, withinBudget } from './site-pages.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Route modules (keys of Vite's manifest) each page loads after the entry, and the budget if it has one. */
export const ADMIN_PAGES = [
  { page: 'Admin login', path: '/admin/login', routes: [], budgetKb: 200 },
  {
    page: 'Admin dashboard',
    path: '/admin',
    routes: ['src/app/layout/app-shell.tsx', 'src/features/dashboard/dashboard-page.tsx'],
    budgetKb: undefined,
  },
  {
    page: 'Admin profile',
    path: '/admin/profile',
    routes: ['src/app/layout/app-shell.tsx', 'src/features/profile/profile-page.tsx'],
    budgetKb: undefined,
  },
] as const;

export interface AdminPageSize {
  page: string;
  path: string;
  budgetKb: number | undefined;
  jsKb: number;
  /** Exact gzipped bytes, for the budget check (jsKb is rounded for display). */
  jsBytes: number;
  jsFiles: number;
}

/** The files of a chunk and everything it imports statically. */
function closure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The admin's manifest has no ${key}`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}

/** Sizes of ADMIN_PAGES and of all the admin's JavaScript, for an admin built with `--manifest` into `adminDir`. */
export async function measureAdmin(adminDir: string): Promise<{ pages: AdminPageSize[]; allKb: number }> {
  const manifest = JSON.parse(
    await fs.readFile(path.join(adminDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const sizeOf = async (files: Set<string>) => {
    let bytes = 0;
    for (const file of files) bytes += gz(await fs.readFile(path.join(adminDir, file)));
    return bytes;
  };
  const pages = await Promise.all(
    ADMIN_PAGES.map(async ({ page, path: pagePath, routes, budgetKb }) => {
      const files = closure(manifest, 'index.html');
      for (const route of routes) closure(manifest, route, files);
      const jsBytes = await sizeOf(files);
      return { page, path: pagePath, budgetKb, jsKb: kb(jsBytes), jsBytes, jsFiles: files.size };
    }),
  );
  const everything = new Set(
    Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((f) => f.endsWith('.js')),
  );
  return { pages, allKb: kb(await sizeOf(everything)) };
}

/** The admin-size table in Markdown. */
export function adminSizeMarkdown(
  pages: AdminPageSize[],
  allKb: number,
  buildSeconds: number,
  machine: string,
): string {
  const rows = pages.map(
    (p) =>
      `| ${p.page} | \`${p.path}\` | ${p.jsKb} | ${p.budgetKb ?? '–'} | ${p.budgetKb === undefined ? '–' : withinBudget(p.jsBytes, p.budgetKb) ? 'yes' : '**no**'} | ${p.jsFiles} |`,
  );
  return [
    `Admin size (gzipped KB of JavaScript a page loads), built in ${buildSeconds} s on ${machine}; all the admin's JavaScript: ${allKb} KB.`,
    '',
    '| Page | Path | JS | JS budget | Within | Files |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

export const adminSizePasses = (pages: AdminPageSize[]) =>
  pages.every((p) => p.budgetKb === undefined || withinBudget(p.jsBytes, p.budgetKb));

/** Gzipped KB of the admin's HTML page and its stylesheets (every admin route serves the same index.html). */
export async function adminHtmlAndCss(dist: string): Promise<{ htmlKb: number; cssKb: number }> {
  const html = await fs.readFile(path.join(dist, 'admin', 'index.html'), 'utf8');
  let css = 0;
  for (const m of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g))
    css += gz(await fs.readFile(path.join(dist, m[1] ?? '')));
  return { htmlKb: kb(gz(html)), cssKb: kb(css) };
}
