/**
 * `npm run bench:site`: builds the site against a fresh local stack (the demo content) and measures,
 * per page type, the gzipped bytes a visitor downloads: all JavaScript the page can load (entry
 * scripts, islands and their renderer, and every chunk they import), CSS and HTML; and whether
 * any script blocks rendering. Also the build's duration.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PRODUCT_PROJECT, startTestStack } from '../support/test-stack.ts';
import { buildSiteInto, removeBuild } from '../support/site-build.ts';
import { writeResults } from './results.ts';

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
] as const;

interface PageSize {
  type: string;
  path: string;
  jsKb: number;
  budgetKb: number;
  cssKb: number;
  htmlKb: number;
  jsFiles: number;
  renderBlockingScripts: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gz = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

function htmlFileFor(dist: string, pagePath: string): string {
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

async function measurePage(dist: string, page: (typeof PAGES)[number]): Promise<PageSize> {
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
    budgetKb: page.budgetKb,
    cssKb: kb(css),
    htmlKb: kb(gz(html)),
    jsFiles: files.size,
    renderBlockingScripts: blocking,
  };
}

const stack = await startTestStack({ supabaseDir: PRODUCT_PROJECT });
const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'growdigital-bench-site-'));
try {
  const started = performance.now();
  await buildSiteInto(dist, { PUBLIC_SUPABASE_URL: stack.url, PUBLIC_SUPABASE_ANON_KEY: stack.keys.anonKey });
  const buildSeconds = Math.round((performance.now() - started) / 100) / 10;
  const pages = await Promise.all(PAGES.map((page) => measurePage(dist, page)));
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}`;
  const rows = pages.map(
    (p) =>
      `| ${p.type} | \`${p.path}\` | ${p.jsKb} | ${p.budgetKb} | ${p.jsKb <= p.budgetKb ? 'yes' : '**no**'} | ${p.cssKb} | ${p.htmlKb} | ${p.renderBlockingScripts} |`,
  );
  const markdown = [
    `Site size (gzipped KB; JS = everything the page can load), built in ${buildSeconds} s on ${machine}:`,
    '',
    '| Page type | Path | JS | JS budget | Within | CSS | HTML | Render-blocking scripts |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  console.log(markdown);
  await writeResults('site-size', { machine, buildSeconds, pages }, markdown);
  if (pages.some((p) => p.jsKb > p.budgetKb || p.renderBlockingScripts > 0)) process.exitCode = 1;
} finally {
  await stack.stop();
  await removeBuild(dist);
}
