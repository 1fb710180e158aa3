const NICE_STEPS = [1, 2, 5];

/** The y-axis ticks for counts up to `peak`: 0 and at most `most` round steps, the last at or above it. */
export function countTicks(peak: number, most = 4): number[] {
  for (let magnitude = 1; ; magnitude *= 10) {
    for (const nice of NICE_STEPS) {
      const step = nice * magnitude;
      const steps = Math.max(1, Math.ceil(peak / step));
      if (steps <= most) return Array.from({ length: steps + 1 }, (_, index) => index * step);
    }
  }
}

/** The indexes of the days that get a date on the x-axis: the last (today) and every 7th before it. */
export const labelledDays = (days: number, every = 7): number[] =>
  Array.from({ length: days }, (_, index) => index).filter((index) => (days - 1 - index) % every === 0);
