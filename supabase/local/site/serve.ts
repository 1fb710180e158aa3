import fs from 'node:fs/promises';
import path from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { redirectKey, redirectLocation, redirectsOf } from './redirects.ts';

/** The host's configuration, which a host reads and never serves. */
const HOST_FILES = new Set(['/_redirects', '/vercel.json']);

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Serves the built site as a static host would: the redirects of the build's `_redirects` first
 * (exact paths, with or without a trailing slash, the query string kept), then files from
 * `distDir` (not the host's own `_redirects` and `vercel.json`), `/admin/*` deep links answered by
 * the admin's index.html, and the site's 404 page for anything else.
 */
export function createSiteApp(distDir: string): Hono<{ Bindings: HttpBindings }> {
  const app = new Hono<{ Bindings: HttpBindings }>();
  const redirects = redirectsOf(distDir);
  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    if (HOST_FILES.has(url.pathname)) return c.notFound();
    const rule = (await redirects()).get(redirectKey(url.pathname));
    if (!rule) {
      await next();
      return;
    }
    return c.redirect(redirectLocation(rule.to, url.search), rule.status);
  });
  app.use('*', serveStatic({ root: path.relative(process.cwd(), distDir) || '.' }));
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
