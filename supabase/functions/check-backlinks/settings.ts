/** The checker's limits, from the function's environment (secrets); the defaults suit production. */
export interface CheckSettings {
  /** For one link: every redirect, the body and the DNS look-ups together. */
  timeoutMs: number;
  /** Bytes of the page read at most; a larger page counts as broken. */
  maxBytes: number;
  maxRedirects: number;
  /** Links checked at the same time. */
  concurrency: number;
  /**
   * Fetch private, loopback and link-local addresses too. Only the test stacks set
   * BACKLINK_CHECK_ALLOW_PRIVATE=true (their pages are served on 127.0.0.1).
   */
  allowPrivate: boolean;
}

const positive = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
};

export function checkSettings(): CheckSettings {
  return {
    timeoutMs: positive(Deno.env.get('BACKLINK_CHECK_TIMEOUT_MS'), 10_000),
    maxBytes: positive(Deno.env.get('BACKLINK_CHECK_MAX_BYTES'), 2 * 1024 * 1024),
    maxRedirects: 5,
    concurrency: 4,
    allowPrivate: Deno.env.get('BACKLINK_CHECK_ALLOW_PRIVATE') === 'true',
  };
}
