import type { Server } from 'node:http';
import { serve, type HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import type { StackConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { API_VERSION_HEADER, authErrorResponse, errors as authErrors } from './auth/errors.ts';
import { functionsError } from './functions/errors.ts';
import { closeWhenBodyUnread, limitBody } from './http/body-limit.ts';
import { gatewayHeaders } from './http/client-address.ts';
import { supabaseCors } from './http/cors.ts';
import { bearerToken, verifyJwt } from './http/jwt.ts';
import type { RestService } from './rest/service.ts';
import { storageErrors } from './storage/errors.ts';
import { isUpload } from './storage/uploads.ts';

type App = Hono<{ Bindings: HttpBindings }>;

export interface ApiServices {
  db: Database;
  rest: RestService;
  auth?: App;
  storage?: App;
  functions?: App;
}

const REST_PREFIX = '/rest/v1';
const STORAGE_PREFIX = '/storage/v1';

/** The request as Supabase's gateway passes it on, with the client's address (see gatewayHeaders). */
function withClientAddress(c: Context<{ Bindings: HttpBindings }>, trustProxy: boolean): Request {
  const headers = gatewayHeaders(c.req.raw.headers, c.env.incoming, trustProxy);
  const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  return new Request(c.req.url, {
    method: c.req.method,
    headers,
    ...(hasBody ? { body: c.req.raw.body, duplex: 'half' } : {}),
  });
}

/** The Supabase-compatible HTTP API: REST, auth, storage and functions under their usual prefixes. */
export function createApiApp(config: StackConfig, services: ApiServices): App {
  const app: App = new Hono<{ Bindings: HttpBindings }>();
  app.use('*', supabaseCors);
  app.use('*', closeWhenBodyUnread);
  const limit = config.bodyLimit;
  const tooLargeMessage = `The request body is larger than ${limit} bytes`;
  app.use(
    `${REST_PREFIX}/*`,
    limitBody(limit, (c) =>
      c.json({ code: 'PGRST413', details: null, hint: null, message: tooLargeMessage }, 413),
    ),
  );
  app.use(
    '/auth/v1/*',
    limitBody(limit, (c) =>
      authErrorResponse(authErrors.bodyTooLarge(limit), c.req.header(API_VERSION_HEADER) !== undefined),
    ),
  );
  app.use(
    '/storage/v1/*',
    limitBody(
      limit,
      () => storageErrors.bodyTooLarge(limit).response(),
      (c) => !isUpload(c.req.method, c.req.path.slice(STORAGE_PREFIX.length)),
    ),
  );
  app.use(
    '/functions/v1/*',
    limitBody(limit, () => functionsError(413, 'PAYLOAD_TOO_LARGE', tooLargeMessage)),
  );
  app.get('/health', (c) => c.json({ status: 'ok', database: services.db.kind }));
  app.all(REST_PREFIX, (c) => services.rest.handle(withClientAddress(c, config.trustProxy), ''));
  app.all(`${REST_PREFIX}/*`, async (c) => {
    const path = new URL(c.req.url).pathname.slice(REST_PREFIX.length);
    const response = await services.rest.handle(withClientAddress(c, config.trustProxy), path);
    // Node keeps a status message set on the response object: SQL may choose a custom reason phrase.
    if (response.statusText) c.env.outgoing.statusMessage = response.statusText;
    return response;
  });
  if (services.auth) app.route('/auth/v1', services.auth);
  if (services.storage) app.route(STORAGE_PREFIX, services.storage);
  if (services.functions) app.route('/functions/v1', services.functions);

  // The local mail catcher (not part of Supabase's API): every email the stack sent through its SMTP
  // sink (auth and product emails) with their attachments, for the service role; `?to=` and
  // `?message_id=` narrow it.
  app.get('/_local/outbox', async (c) => {
    const token = bearerToken(c.req.raw.headers);
    const claims = token ? await verifyJwt(token, config.jwt).catch(() => undefined) : undefined;
    if (claims?.role !== 'service_role')
      return c.json({ message: 'The outbox needs the service role key' }, 401);
    const to = c.req.query('to');
    const messageId = c.req.query('message_id');
    const { rows } = await services.db.query<{ mail: string }>(
      `SELECT json_build_object('id', id, 'sent_at', sent_at, 'to', to_email, 'kind', kind, 'subject', subject, 'body', body, 'link', link, 'otp', otp,
         'message_id', message_id, 'from', from_email, 'html', html, 'headers', headers, 'attachments', attachments)::text AS mail
       FROM supabase_local.outbox
       WHERE ($1::text IS NULL OR lower(to_email) = lower($1)) AND ($2::text IS NULL OR message_id = $2)
       ORDER BY id DESC LIMIT 100`,
      [to ?? null, messageId ?? null],
    );
    return c.json(rows.map((r) => JSON.parse(r.mail) as unknown));
  });
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  return app;
}

export interface Listening {
  server: Server;
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Listens on host:port (port 0 picks a free one) and closes without dropping requests in flight. */
export async function listen(app: Pick<App, 'fetch'>, host: string, port: number): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: host, port }, (info) => {
      const url = `http://${host.includes(':') ? `[${host}]` : host}:${info.port}`;
      resolve({
        server,
        url,
        port: info.port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeIdleConnections();
            setTimeout(() => server.closeAllConnections(), 5000).unref();
          }),
      });
    }) as Server;
    server.once('error', reject);
    server.keepAliveTimeout = 65_000;
  });
}
