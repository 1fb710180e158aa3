import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import type { Sql } from '../db/database.ts';
import { listPage, messagePage, notFoundPage } from './inbox-pages.ts';
import { attachmentBytes, attachmentName, contentDisposition, downloadType } from './attachment-download.ts';
import { getMessage, listMessages } from './messages.ts';

/** The inbox's own pages: nothing from elsewhere, no scripts, never framed by another site. */
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
/**
 * An email's HTML: shown only inside the inbox's sandboxed iframe; no scripts, no requests (remote
 * images and fonts would tell a sender the email was opened), sandboxed even when opened directly.
 */
const EMAIL_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'; sandbox";

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The web inbox (like Inbucket/Mailpit on the Supabase CLI's port 54324): the stored emails, newest
 * first; one email's headers, text part, HTML part and attachments (downloads); the same as JSON at
 * /api/messages and /api/messages/:id. It has no sign-in, so it listens on loopback only and answers
 * only requests addressed to loopback by name (a rebinding site's are refused).
 */
export function createInboxApp(db: Sql): Hono<{ Bindings: HttpBindings }> {
  const app = new Hono<{ Bindings: HttpBindings }>();
  app.use('*', async (c, next) => {
    const host = (c.req.header('host') ?? '').replace(/:\d+$/, '');
    if (!LOOPBACK_HOSTS.has(host))
      return c.text('The local inbox answers only on 127.0.0.1 or localhost', 421);
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Cache-Control', 'no-store');
    if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', PAGE_POLICY);
    return undefined;
  });
  app.get('/', async (c) => c.html(listPage(await listMessages(db))));
  app.get('/messages/:id', async (c) => {
    const message = await getMessage(db, c.req.param('id'));
    return message ? c.html(messagePage(message)) : c.html(notFoundPage(), 404);
  });
  app.get('/api/messages', async (c) => c.json(await listMessages(db)));
  app.get('/api/messages/:id', async (c) => {
    const message = await getMessage(db, c.req.param('id'));
    return message ? c.json(message) : c.json({ message: 'No such email' }, 404);
  });
  app.get('/messages/:id/attachments/:index', async (c) => {
    const index = /^\d{1,4}$/.test(c.req.param('index')) ? Number(c.req.param('index')) : -1;
    const message = await getMessage(db, c.req.param('id'));
    const attachment = message?.attachments[index];
    if (!attachment) return c.html(notFoundPage(), 404);
    // Always a download, never shown here: an attachment is whatever the sender chose.
    c.header('Content-Security-Policy', EMAIL_POLICY);
    return c.body(attachmentBytes(attachment), 200, {
      'Content-Type': downloadType(attachment),
      'Content-Disposition': contentDisposition(attachmentName(attachment, index)),
    });
  });
  app.get('/messages/:id/html', async (c) => {
    const message = await getMessage(db, c.req.param('id'));
    if (!message?.html) return c.html(notFoundPage(), 404);
    c.header('Content-Security-Policy', EMAIL_POLICY);
    return c.html(message.html);
  });
  app.notFound((c) => c.html(notFoundPage(), 404));
  return app;
}
