/**
 * Whether a request failed because its client went away while the body was still arriving
 * (Node's "aborted"): nobody is left to answer, and it is not the server's failure to log.
 */
export function isClientAbort(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.message === 'aborted' &&
    (error as NodeJS.ErrnoException).code === 'ECONNRESET'
  );
}
