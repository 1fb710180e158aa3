/**
 * `npm run bench:build`: how the site's build time grows with the number of blog posts. For 10,
 * 100 and 1,000 generated posts (on top of the demo content), a fresh stack is seeded, the site is
 * built from it, and the build's duration and page count are recorded.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { Database } from '../../src/lib/database.types.ts';
import { buildSiteInto, removeBuild } from '../support/site-build.ts';
import { PRODUCT_PROJECT, startTestStack } from '../support/test-stack.ts';
import { machineDescription } from './machine.ts';
import { isEntryModule } from './main.ts';
import { type BenchSection, reportSection } from './results.ts';
import { secondsSince } from './timing.ts';

const COUNTS = (process.env.BENCH_POST_COUNTS ?? '0,10,100,1000').split(',').map(Number);
/** Posts per insert: each is about 4 KB of Markdown, and the API takes request bodies up to 1 MB. */
const INSERT_BATCH = 100;
const CATEGORIES = ['SEO', 'Paid Media', 'Analytics', 'AI & Automation', 'Web Design'];
const PARAGRAPH =
  'Good marketing measurement starts with a clear question and ends with a decision. We look at which channels bring buyers, which pages convert them and where the budget leaks, then we change one thing at a time and watch what happens to revenue, not just to clicks.';

/** A realistic article: about 650 words in six sections. */
function body(n: number): string {
  return Array.from(
    { length: 6 },
    (_, s) =>
      `## Part ${s + 1} of article ${n}\n\n${PARAGRAPH} ${PARAGRAPH}\n\n- ${PARAGRAPH.slice(0, 80)}\n- A [reference](https://example.com/${n}/${s}) worth reading.\n\n${PARAGRAPH} ${PARAGRAPH}`,
  ).join('\n\n');
}

interface Row {
  generatedPosts: number;
  pages: number;
  buildSeconds: number;
}

async function countPages(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true });
  return entries.filter((e) => e.endsWith('.html')).length;
}

export async function benchBuildScale(): Promise<BenchSection> {
  const rows: Row[] = [];
  for (const count of COUNTS) {
    const stack = await startTestStack({ supabaseDir: PRODUCT_PROJECT });
    const dist = await fs.mkdtemp(path.join(os.tmpdir(), `growdigital-bench-build-${count}-`));
    try {
      const service = createClient<Database>(stack.url, stack.keys.serviceRoleKey, {
        auth: { persistSession: false },
        realtime: { transport: ws as unknown as typeof WebSocket },
      });
      const day = 86_400_000;
      for (let start = 0; start < count; start += INSERT_BATCH) {
        const batch = Array.from({ length: Math.min(INSERT_BATCH, count - start) }, (_, i) => {
          const n = start + i + 1;
          return {
            slug: `generated-article-${n}`,
            title: `Generated article ${n}: what the numbers say`,
            excerpt: `A generated article (${n}) for measuring how the build grows with content.`,
            body: body(n),
            category: CATEGORIES[n % CATEGORIES.length] ?? 'SEO',
            tags: [`topic-${n % 20}`, 'measurement'],
            status: 'published' as const,
            published_at: new Date(Date.now() - (n + 30) * day).toISOString(),
          };
        });
        await service.from('blog_posts').insert(batch).throwOnError();
      }
      const started = performance.now();
      await buildSiteInto(dist, {
        PUBLIC_SUPABASE_URL: stack.url,
        PUBLIC_SUPABASE_ANON_KEY: stack.keys.anonKey,
      });
      const buildSeconds = secondsSince(started);
      rows.push({ generatedPosts: count, pages: await countPages(dist), buildSeconds });
      console.log(`${count} generated posts: ${rows.at(-1)?.pages ?? 0} pages in ${buildSeconds} s`);
    } finally {
      await stack.stop();
      await removeBuild(dist);
    }
  }

  const BUDGET_SECONDS = 60;
  const base = rows[0];
  const perExtraPage = (r: Row): number | undefined =>
    base && r !== base && r.pages > base.pages
      ? (r.buildSeconds - base.buildSeconds) / (r.pages - base.pages)
      : undefined;
  const largest = rows.at(-1);
  const middle = rows.at(-2);
  const growth =
    largest && middle && perExtraPage(largest) !== undefined && perExtraPage(middle) !== undefined
      ? (perExtraPage(largest) ?? 0) / (perExtraPage(middle) ?? 1)
      : undefined;
  const machine = machineDescription();
  const markdown = [
    `Site build time against the number of blog posts (demo content plus generated posts), on ${machine}:`,
    '',
    '| Generated posts | Pages built | Build (s) | Seconds per extra page |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.generatedPosts} | ${r.pages} | ${r.buildSeconds} | ${perExtraPage(r)?.toFixed(3) ?? '–'} |`,
    ),
    '',
    base
      ? `Demo content alone: ${base.buildSeconds} s (budget ${BUDGET_SECONDS} s, ${base.buildSeconds <= BUDGET_SECONDS ? 'within' : 'OVER'}).`
      : '',
    growth !== undefined && largest && middle
      ? `Cost per extra page at ${largest.generatedPosts} posts is ${growth.toFixed(2)}× the cost at ${middle.generatedPosts} (≤ 1 means linear or better).`
      : '',
  ].join('\n');
  return {
    name: 'build-scale',
    title: 'Build time',
    data: { machine, rows },
    markdown,
    passed: base !== undefined && base.buildSeconds <= BUDGET_SECONDS,
  };
}

if (isEntryModule(import.meta.url)) await reportSection(await benchBuildScale());
