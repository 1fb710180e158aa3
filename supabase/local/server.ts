import type { Server } from 'node:http';
import { serve, type HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { StackConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { supabaseCors } from './http/cors.ts';
import type { RestService } from './rest/service.ts';

export interface ApiServices {
  db: Database;
  rest: RestService;
}

const REST_PREFIX = '/rest/v1';

/** The Supabase-compatible HTTP API: `/rest/v1` now, auth, storage and functions beside it. */
export function createApiApp(config: StackConfig, services: ApiServices): Hono<{ Bindings: HttpBindings }> {
  const app = new Hono<{ Bindings: HttpBindings }>();
  app.use('*', supabaseCors);
  app.use(
    '*',
    bodyLimit({
      maxSize: config.bodyLimit,
      onError: (c) =>
        c.json(
          {
            code: 'PGRST413',
            details: null,
            hint: null,
            message: `The request body is larger than ${config.bodyLimit} bytes`,
          },
          413,
        ),
    }),
  );
  app.get('/health', (c) => c.json({ status: 'ok', database: services.db.kind }));
  app.all(REST_PREFIX, (c) => services.rest.handle(c.req.raw, ''));
  app.all(`${REST_PREFIX}/*`, async (c) => {
    const path = new URL(c.req.url).pathname.slice(REST_PREFIX.length);
    const response = await services.rest.handle(c.req.raw, path);
    // Node keeps a status message set on the response object: SQL may choose a custom reason phrase.
    if (response.statusText) c.env.outgoing.statusMessage = response.statusText;
    return response;
  });
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  return app;
}

export interface Listening {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Listens on host:port (port 0 picks a free one) and closes without dropping requests in flight. */
export async function listen(
  app: Hono<{ Bindings: HttpBindings }>,
  host: string,
  port: number,
): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: host, port }, (info) => {
      const url = `http://${host.includes(':') ? `[${host}]` : host}:${info.port}`;
      resolve({
        server,
        url,
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
