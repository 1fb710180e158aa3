import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

type NodeContext = Context<{ Bindings: HttpBindings }>;

/**
 * Refuses request bodies over `maxSize` bytes with the API's own 413 answer (`tooLarge`);
 * `applies` leaves some requests (storage uploads, limited by the bucket) to their route.
 */
export function limitBody(
  maxSize: number,
  tooLarge: (c: NodeContext) => Response,
  applies: (c: NodeContext) => boolean = () => true,
): MiddlewareHandler<{ Bindings: HttpBindings }> {
  const limit = bodyLimit({ maxSize, onError: (c) => tooLarge(c as NodeContext) });
  return (c, next) => (applies(c) ? limit(c, next) : next());
}

/** How long a refused request's remaining body is still read (and dropped) before the socket closes. */
const LINGER_MS = 2000;

/**
 * A response sent before the request's body has fully arrived (a refused upload, a 401 before the
 * body was read) ends the connection, so the client never reuses a socket the server is about to
 * drop. Like nginx's lingering close, the server first sends its answer and keeps reading (and
 * dropping) what the client still sends for a moment: closing at once would reset the connection
 * and lose the answer while the client is still writing.
 */
export const closeWhenBodyUnread: MiddlewareHandler<{ Bindings: HttpBindings }> = async (c, next) => {
  await next();
  const incoming = c.env.incoming as HttpBindings['incoming'] | undefined;
  if (!incoming || incoming.complete || c.req.method === 'GET' || c.req.method === 'HEAD') return;
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set('Connection', 'close');
  const socket = incoming.socket;
  socket.destroySoon = () => {
    socket.end();
    socket.resume();
    socket.once('end', () => socket.destroy());
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
};
