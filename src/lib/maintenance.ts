/** What clients are told to wait when maintenance mode has no end time, or its end has passed. */
export const DEFAULT_RETRY_AFTER_SECONDS = 3600;

/**
 * The Retry-After of the maintenance answers: the end staff announced, as an HTTP date (it stays
 * right however long after the build it is sent), or an hour.
 */
export function retryAfter(endsAt: string | null, now: Date): string {
  const end = endsAt === null ? Number.NaN : Date.parse(endsAt);
  return end > now.getTime() ? new Date(end).toUTCString() : String(DEFAULT_RETRY_AFTER_SECONDS);
}
