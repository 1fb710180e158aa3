/**
 * Serves the floor variants (floor-variant.ts) of some pages: a copy of the built site, in a
 * temporary folder of its own, with those pages' HTML replaced by their variant, served by the same
 * local site server as the product (same compression and headers) on another port. Bench-only: the
 * build itself is never changed.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { listen } from '../../supabase/local/server.ts';
import { createSiteApp } from '../../supabase/local/site/serve.ts';
import { floorVariantHtml, stylesheetHrefs, withAbsoluteUrls } from './floor-variant.ts';
import { htmlFileFor } from './site-pages.ts';

export interface ServedFloor {
  /** Where the floor variants are served: `${url}${path}` is the floor of `${siteUrl}${path}`. */
  url: string;
  stop(): Promise<void>;
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** The floor variant of one built page, its stylesheets fetched from the served site. */
async function floorOf(dist: string, siteUrl: string, pagePath: string): Promise<string> {
  const html = await fs.readFile(htmlFileFor(dist, pagePath), 'utf8');
  const pageUrl = `${siteUrl}${pagePath}`;
  const css = new Map<string, string>();
  for (const href of stylesheetHrefs(html))
    css.set(href, withAbsoluteUrls(await fetchText(new URL(href, pageUrl).href), href, pageUrl));
  return floorVariantHtml(html, css);
}

export async function serveFloor(dist: string, siteUrl: string, pagePaths: string[]): Promise<ServedFloor> {
  const copy = await fs.mkdtemp(path.join(os.tmpdir(), 'growdigital-bench-floor-'));
  const remove = () => fs.rm(copy, { recursive: true, force: true });
  try {
    await fs.cp(dist, copy, { recursive: true });
    for (const pagePath of pagePaths)
      await fs.writeFile(htmlFileFor(copy, pagePath), await floorOf(dist, siteUrl, pagePath));
    const server = await listen(createSiteApp(copy), '127.0.0.1', 0);
    return {
      url: server.url,
      stop: async () => {
        await server.close();
        await remove();
      },
    };
  } catch (error) {
    await remove();
    throw error;
  }
}
