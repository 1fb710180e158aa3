import fs from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { WorkerDatabase } from './worker-schema.ts';

/** Pages every build must have, relative to the build folder. */
export const REQUIRED_FILES = [
  'index.html',
  '404.html',
  'sitemap.xml',
  'admin/index.html',
  'blog/index.html',
];

const PAGE_SIZE = 1000;

/** The slugs of the posts a visitor can read (row-level security shows the anon key only published ones). */
async function publishedPostSlugs(anon: SupabaseClient<WorkerDatabase>): Promise<string[]> {
  const slugs: string[] = [];
  for (let from = 0; ; from += PAGE_SIZE) {
    const { data, error } = await anon
      .from('blog_posts')
      .select('slug')
      .order('id')
      .range(from, from + PAGE_SIZE - 1);
    if (error) throw new Error(`Could not list the published posts: ${error.message}`);
    slugs.push(...data.map((row) => row.slug));
    if (data.length < PAGE_SIZE) return slugs;
  }
}

async function isNonEmptyFile(file: string): Promise<boolean> {
  const stat = await fs.stat(file).catch(() => undefined);
  return stat !== undefined && stat.isFile() && stat.size > 0;
}

/**
 * The files a build must produce: the pages every site has, the admin, and a page for every post a
 * visitor can read. Read before the build starts, so a post published while it runs (the next
 * scheduled build's job) is not expected of it.
 */
export async function expectedFiles(anon: SupabaseClient<WorkerDatabase>): Promise<string[]> {
  return [
    ...REQUIRED_FILES,
    ...(await publishedPostSlugs(anon)).map((slug) => path.join('blog', slug, 'index.html')),
  ];
}

/** The pages the site build left out because staff hid them (src/integrations/hidden-pages.ts). */
const HIDDEN_PAGES_FILE = '.hidden-pages.json';

async function hiddenPageFiles(buildDir: string): Promise<Set<string>> {
  const text = await fs.readFile(path.join(buildDir, HIDDEN_PAGES_FILE), 'utf8').catch(() => '[]');
  const files: unknown = JSON.parse(text);
  return new Set(
    Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : [],
  );
}

/**
 * Checks a finished build before it goes live; throws with the list of what is missing. A page
 * the build says it left out because it is hidden (the home page or the blog can be) is not missing.
 */
export async function verifyBuild(buildDir: string, expected: readonly string[]): Promise<void> {
  const hidden = await hiddenPageFiles(buildDir);
  const missing: string[] = [];
  for (const file of expected) {
    if (!hidden.has(file) && !(await isNonEmptyFile(path.join(buildDir, file)))) missing.push(file);
  }
  if (missing.length > 0) {
    const shown = missing.slice(0, 10).join(', ');
    const more = missing.length > 10 ? ` and ${String(missing.length - 10)} more` : '';
    throw new Error(`The build is missing pages it must have: ${shown}${more}.`);
  }
}
