import { getEntry } from 'astro:content';
import type { z } from 'astro/zod';
import type { pageCopyEntry } from './schemas/copy.ts';

export type PageCopy = z.infer<typeof pageCopyEntry>;

/** The copy of one page from src/content/copy/pages.md (about, contact, …, not-found, sitemap). */
export async function pageCopy(key: string): Promise<PageCopy> {
  const pages = await getEntry('pageCopy', 'pages');
  const copy = pages?.data[key];
  if (!copy) throw new Error(`src/content/copy/pages.md has no "${key}" section.`);
  return copy;
}
