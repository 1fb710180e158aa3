import type { ConnectTarget, Connection } from './connection.ts';

/** A connection through Deno's sockets; TLS checks the certificate against `tlsName`, not the address. */
export async function connectDeno({
  address,
  port,
  tlsName,
  caCerts,
  signal,
}: ConnectTarget): Promise<Connection> {
  if (!Deno.connect || !Deno.startTls) throw new Error('Deno.connect is not available');
  signal.throwIfAborted();
  const tcp = await Deno.connect({ hostname: address, port });
  let conn = tcp;
  try {
    if (tlsName !== null)
      conn = await Deno.startTls(tcp, { hostname: tlsName, ...(caCerts ? { caCerts } : {}) });
  } catch (error) {
    tcp.close();
    throw error;
  }
  const writer = conn.writable.getWriter();
  let open = true;
  return {
    readable: conn.readable,
    write: (bytes) => writer.write(bytes),
    close: () => {
      if (!open) return;
      open = false;
      try {
        conn.close();
      } catch {
        // Already closed by the other side.
      }
    },
  };
}
