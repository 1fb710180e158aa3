import { once } from 'node:events';
import net from 'node:net';
import { Readable } from 'node:stream';
import tls from 'node:tls';
import type { ConnectTarget, Connection } from './connection.ts';

/** A connection through Node's sockets; TLS checks the certificate against `tlsName`, not the address. */
export async function connectNode({
  address,
  port,
  tlsName,
  caCerts,
  signal,
}: ConnectTarget): Promise<Connection> {
  const socket =
    tlsName === null
      ? net.connect({ host: address, port })
      : tls.connect({
          host: address,
          port,
          // A server name (SNI) may not be an IP address; the certificate is then checked against it.
          ...(net.isIP(tlsName) ? {} : { servername: tlsName }),
          ALPNProtocols: ['http/1.1'],
          ...(caCerts ? { ca: caCerts } : {}),
        });
  const abort = () => socket.destroy(new Error('aborted'));
  signal.addEventListener('abort', abort, { once: true });
  try {
    await once(socket, tlsName === null ? 'connect' : 'secureConnect');
  } catch (error) {
    socket.destroy();
    throw error;
  } finally {
    signal.removeEventListener('abort', abort);
  }
  return {
    readable: Readable.toWeb(socket) as ReadableStream<Uint8Array>,
    write: (bytes) =>
      new Promise((resolve, reject) => {
        socket.write(bytes, (error) => (error ? reject(error) : resolve()));
      }),
    close: () => void socket.destroy(),
  };
}
