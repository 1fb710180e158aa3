import net from 'node:net';
import { freePort } from '../../supabase/local/http/ports.ts';

/** A TCP relay on a fixed loopback port to another port, that can stop listening and start again. */
export interface TcpRelay {
  port: number;
  /** Listens again on the same port (nothing happens while it listens). */
  open(): Promise<void>;
  /** Stops listening and drops every connection: nothing answers on the port. */
  shut(): Promise<void>;
}

/**
 * Relays connections on a port of its own to `target()` on 127.0.0.1: a test can point a client at
 * it before the server's port is known, and take the port away (connection refused) and back.
 */
export async function startTcpRelay(target: () => number): Promise<TcpRelay> {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const relay: TcpRelay = {
    port,
    async open() {
      if (server) return;
      const listening = net.createServer((client) => {
        const upstream = net.connect({ host: '127.0.0.1', port: target() });
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, '127.0.0.1', resolve);
      });
      server = listening;
    },
    async shut() {
      const closing = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      if (closing) await new Promise((resolve) => closing.close(resolve));
    },
  };
  await relay.open();
  return relay;
}
