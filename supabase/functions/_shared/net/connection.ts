import { connectDeno } from './connect-deno.ts';
import { connectNode } from './connect-node.ts';

/** A TCP (or TLS) connection as web streams: what http1.ts speaks HTTP over. */
export interface Connection {
  readable: ReadableStream<Uint8Array>;
  write(bytes: Uint8Array): Promise<void>;
  /** Ends the connection; safe to call more than once. */
  close(): void;
}

export interface ConnectTarget {
  /** The IP address to connect to: one the host check approved, never a name. */
  address: string;
  port: number;
  /** For https: the name the certificate must be for, sent as the TLS server name; null for http. */
  tlsName: string | null;
  /** Trusted certificates instead of the system's (PEM); for tests with a certificate of their own. */
  caCerts?: string[] | undefined;
  signal: AbortSignal;
}

/**
 * Connects to the checked address with the runtime's own sockets: Deno's on Supabase Edge Functions
 * (whose Node compatibility ignores or refuses a pinned look-up), Node's on the local stack (whose
 * Deno shim has no connect) and wherever there is no Deno.
 */
export const connect = (target: ConnectTarget): Promise<Connection> =>
  typeof Deno !== 'undefined' && typeof Deno.connect === 'function'
    ? connectDeno(target)
    : connectNode(target);
