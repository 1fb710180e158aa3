/**
 * The part of Deno's global API that this project's edge functions use, so they type-check here;
 * on Supabase they run on Deno itself, where the real declarations apply.
 */
declare namespace Deno {
  function serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  const env: {
    get(name: string): string | undefined;
    toObject(): Record<string, string>;
  };
  interface Conn {
    readonly readable: ReadableStream<Uint8Array>;
    readonly writable: WritableStream<Uint8Array>;
    close(): void;
  }
  /** Deno's TCP and TLS connections; the local stack's shim has neither (functions use Node's sockets there). */
  const connect: ((options: { hostname: string; port: number }) => Promise<Conn>) | undefined;
  const startTls:
    ((conn: Conn, options: { hostname: string; caCerts?: string[] }) => Promise<Conn>) | undefined;
}
