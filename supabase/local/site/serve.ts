import fs from 'node:fs/promises';
import path from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Serves the built site as a static host would: files from `distDir`, `/admin/*` deep links
 * answered by the admin's index.html, and the site's 404 page for anything else.
 */
export function createSiteApp(distDir: string): Hono<{ Bindings: HttpBindings }> {
  const app = new Hono<{ Bindings: HttpBindings }>();
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
