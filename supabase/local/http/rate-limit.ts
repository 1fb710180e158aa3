/**
 * Fixed-window counters in memory, per key: enough for one local stack process. Each limiter
 * counts hits per key and says when the key may try again.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; hits: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts a hit for `key`; returns undefined when allowed, else the seconds to wait. */
  hit(key: string, now = Date.now()): number | undefined {
    const current = this.windows.get(key);
    if (!current || now - current.start >= this.windowMs) {
      if (this.windows.size > 10_000) this.prune(now);
      this.windows.set(key, { start: now, hits: 1 });
      return undefined;
    }
    current.hits += 1;
    if (current.hits <= this.limit) return undefined;
    return Math.ceil((current.start + this.windowMs - now) / 1000);
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows)
      if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}
