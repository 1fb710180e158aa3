/**
 * The gzipped bytes a visitor downloads for a page of the built site: all JavaScript the page can
 * load (entry scripts, islands and their renderer, and every chunk they import), CSS and HTML; and
 * whether any script blocks rendering.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The pages measured, one per page type, and the JavaScript budget of each (issue budgets, gzipped). */
export const PAGES = [
  { type: 'Home', path: '/', budgetKb: 90 },
  { type: 'Service page', path: '/services/digital-marketing/seo', budgetKb: 90 },
  { type: 'Service group', path: '/services/performance-marketing', budgetKb: 90 },
  { type: 'Blog post', path: '/blog/ai-lead-scoring-sales-trust', budgetKb: 90 },
  { type: 'Blog list', path: '/blog', budgetKb: 90 },
  { type: 'Video', path: '/videos', budgetKb: 90 },
  { type: 'Form: contact', path: '/contact', budgetKb: 130 },
  { type: 'Form: discovery call', path: '/book-discovery', budgetKb: 130 },
  { type: 'Form: job application', path: '/careers', budgetKb: 130 },
  { type: 'Legal page', path: '/privacy-policy', budgetKb: 90 },
  { type: 'Not found', path: '/404', budgetKb: 90 },
  { type: 'Newsletter link', path: '/newsletter/unsubscribe', budgetKb: 90 },
] as const;

export type SitePage = (typeof PAGES)[number];

export interface PageSize {
  type: string;
  path: string;
  jsKb: number;
  /** Exact gzipped bytes, for the budget check (jsKb is rounded for display). */
  jsBytes: number;
  budgetKb: number;
  cssKb: number;
  htmlKb: number;
  jsFiles: number;
  renderBlockingScripts: number;
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
/** Budgets are in KB of 1,024 bytes, checked on exact bytes (a rounded 200.0 may be over 200). */
export const withinBudget = (bytes: number, budgetKb: number) => bytes <= budgetKb * 1024;
export const gz = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

/** The built HTML file of a page's path. */
export function htmlFileFor(dist: string, pagePath: string): string {
  if (pagePath === '/') return path.join(dist, 'index.html');
  if (pagePath === '/404') return path.join(dist, '404.html');
  return path.join(dist, pagePath, 'index.html');
}

/** Every JavaScript file a page can load: its entries and, transitively, what they import (statically or on demand). */
async function javascriptOf(
  dist: string,
  html: string,
): Promise<{ files: Set<string>; inlineBytes: number }> {
  const entries = new Set<string>();
  const attribute = /(?:src|component-url|renderer-url|before-hydration-url)="(\/_astro\/[^"]+\.js)"/g;
  for (const match of html.matchAll(attribute)) entries.add(match[1] ?? '');
  let inlineBytes = 0;
  const inlineModules = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map(
    (m) => m[1] ?? '',
  );
  for (const code of inlineModules) {
    inlineBytes += gz(code);
    for (const m of code.matchAll(/["'](\/_astro\/[^"']+\.js)["']/g)) entries.add(m[1] ?? '');
  }
  const files = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (files.has(file)) continue;
    files.add(file);
    const code = await fs.readFile(path.join(dist, file), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*\(?\s*["'](\.\/[^"']+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(file), m[1] ?? ''));
    }
  }
  return { files, inlineBytes };
}

export async function measurePage(
  dist: string,
  page: { type: string; path: string; budgetKb: number },
): Promise<PageSize> {
  const html = await fs.readFile(htmlFileFor(dist, page.path), 'utf8');
  const { files, inlineBytes } = await javascriptOf(dist, html);
  let js = inlineBytes;
  for (const file of files) js += gz(await fs.readFile(path.join(dist, file)));
  let css = 0;
  for (const m of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g))
    css += gz(await fs.readFile(path.join(dist, m[1] ?? '')));
  for (const m of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) css += gz(m[1] ?? '');
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  // A script blocks rendering when the parser must fetch it before going on: external, classic, neither async nor defer.
  const blocking = [...head.matchAll(/<script\b([^>]*)>/g)].filter(
    ([, attrs = '']) => /\ssrc=/.test(attrs) && !/\b(async|defer|type="module")/.test(attrs),
  ).length;
  return {
    type: page.type,
    path: page.path,
    jsKb: kb(js),
    jsBytes: js,
    budgetKb: page.budgetKb,
    cssKb: kb(css),
    htmlKb: kb(gz(html)),
    jsFiles: files.size,
    renderBlockingScripts: blocking,
  };
}

/** The site-size table (every page type) in Markdown. */
export function siteSizeMarkdown(pages: PageSize[], buildSeconds: number, machine: string): string {
  const rows = pages.map(
    (p) =>
      `| ${p.type} | \`${p.path}\` | ${p.jsKb} | ${p.budgetKb} | ${withinBudget(p.jsBytes, p.budgetKb) ? 'yes' : '**no**'} | ${p.cssKb} | ${p.htmlKb} | ${p.renderBlockingScripts} |`,
  );
  return [
    `Site size (gzipped KB; JS = everything the page can load), built in ${buildSeconds} s on ${machine}:`,
    '',
    '| Page type | Path | JS | JS budget | Within | CSS | HTML | Render-blocking scripts |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

export const siteSizePasses = (pages: PageSize[]) =>
  pages.every((p) => withinBudget(p.jsBytes, p.budgetKb) && p.renderBlockingScripts === 0);
