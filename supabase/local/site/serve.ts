import fs from 'node:fs/promises';
import path from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { except } from 'hono/combine';
import { etag } from 'hono/etag';
import { compressedAnswers } from './compression.ts';
import { headerRulesOf, headersFor } from './headers.ts';
import { redirectKey, redirectLocation, redirectsOf, rewriteFile } from './redirects.ts';

/** The host's configuration, which a host reads and never serves. */
const HOST_FILES = new Set(['/_redirects', '/_headers', '/vercel.json']);
/** Dotfiles (build stamps) are never served; `/.well-known/` is the one dot folder a site publishes. */
const isHidden = (pathname: string) =>
  pathname.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known');

export interface SiteAppOptions {
  /**
   * Earlier builds, newest first, whose `/_astro/*` files are still answered after a swap: a page
   * loaded just before it keeps its scripts and styles (their names are content hashes).
   */
  earlierBuilds?: () => Promise<string[]>;
}

/**
 * The Cache-Control of every answer `_headers` gives none: what Netlify, Cloudflare Pages and Vercel
 * send by default, so a cached page is checked with the server before it is used again.
 */
export const HOST_DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const rootFor = (dir: string) => path.relative(process.cwd(), dir) || '.';

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Serves the built site as a static host would: text compressed with brotli or gzip for clients
 * that accept it (compression.ts); every answer with the headers the build's `_headers` gives its
 * path (with the hosts' semantics, see headers.ts), and the hosts' revalidating Cache-Control
 * where they give none (the build gives its content-hashed `/_astro/*` files a year), with an
 * ETag, so that checking a cached copy costs a 304 when it has not changed; the redirects and rewrites of its `_redirects` first (exact paths, with or without
 * a trailing slash, the query string kept; a rewrite answers with its page and status, as Netlify
 * does: the 503 of maintenance mode), then files from `distDir` (not the host's own `_redirects`,
 * `_headers` and `vercel.json`, nor dotfiles), `/admin/*` deep links answered by the admin's
 * index.html, `/_astro/*` files of earlier builds (options.earlierBuilds), and the site's 404 page
 * for anything else. `distDir` may be a symlink that is swapped to a new build at any time: every
 * request resolves it afresh.
 */
export function createSiteApp(
  distDir: string,
  options: SiteAppOptions = {},
): Hono<{ Bindings: HttpBindings }> {
  const app = new Hono<{ Bindings: HttpBindings }>();
  const redirects = redirectsOf(distDir);
  const headerRules = headerRulesOf(distDir);
  // Outermost, so it sees the answer as sent (compressed or not): a revalidated page that has not
  // changed is answered 304 with no body. Not for range requests: a part is not the whole file.
  app.use(
    '*',
    except((c) => c.req.header('range') !== undefined, etag()),
  );
  app.use('*', compressedAnswers());
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of headersFor(await headerRules(), new URL(c.req.url).pathname)) {
      c.res.headers.set(name, value);
    }
    if (!c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', HOST_DEFAULT_CACHE_CONTROL);
  });
  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    if (HOST_FILES.has(url.pathname) || isHidden(url.pathname)) return c.notFound();
    const rule = (await redirects()).get(redirectKey(url.pathname));
    if (rule?.kind === 'redirect') return c.redirect(redirectLocation(rule.to, url.search), rule.status);
    if (rule?.kind === 'rewrite') {
      const page = await readIfExists(rewriteFile(distDir, rule));
      if (page !== undefined) return c.html(page, rule.status);
    }
    await next();
    return undefined;
  });
  app.use('*', serveStatic({ root: rootFor(distDir) }));
  const { earlierBuilds } = options;
  if (earlierBuilds) {
    app.get('/_astro/*', async (c, next) => {
      for (const dir of await earlierBuilds()) {
        const response = await serveStatic({ root: rootFor(dir) })(c, () => Promise.resolve());
        if (response) return response;
      }
      await next();
      return undefined;
    });
  }
  app.get('/admin/*', async (c) => {
    const html = await readIfExists(path.join(distDir, 'admin', 'index.html'));
    return html === undefined ? c.notFound() : c.html(html);
  });
  app.notFound(async (c) => {
    const html = await readIfExists(path.join(distDir, '404.html'));
    return c.html(html ?? '<!doctype html><title>Not found</title><h1>Page not found</h1>', 404);
  });
  return app;
}
