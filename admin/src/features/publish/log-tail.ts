/** The last `maxLines` lines of a build log, and whether earlier lines were left out. */
export function logTail(log: string, maxLines: number): { text: string; truncated: boolean } {
  const lines = log.replace(/\n$/, '').split('\n');
  if (lines.length <= maxLines) return { text: lines.join('\n'), truncated: false };
  return { text: lines.slice(-maxLines).join('\n'), truncated: true };
}
