/** Seconds since `started` (a performance.now() reading), to a tenth. */
export const secondsSince = (started: number): number => Math.round((performance.now() - started) / 100) / 10;
