import { siteUrl } from './browser.ts';

/** The paths sitemap.xml lists (through its index), as the site under test serves them. */
export async function sitemapPaths(): Promise<string[]> {
  const index = await (await fetch(siteUrl('/sitemap.xml'))).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  const paths: string[] = [];
  for (const sitemap of sitemaps) {
    const xml = await (await fetch(siteUrl(new URL(sitemap).pathname))).text();
    for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.push(new URL(match[1] ?? '').pathname);
  }
  return paths;
}
