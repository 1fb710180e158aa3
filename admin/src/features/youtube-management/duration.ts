/** The longest duration the database keeps: one day. */
export const MAX_DURATION_SECONDS = 86_400;

const PATTERN = /^(?:(\d{1,2}):)?(\d{1,3}):(\d{2})$/;

/**
 * Seconds of a duration typed as m:ss or h:mm:ss ("4:05", "1:02:03"); null when the text is not
 * one (seconds above 59, minutes above 59 with hours).
 */
export function parseDuration(text: string): number | null {
  const match = PATTERN.exec(text.trim());
  if (!match) return null;
  const [, hours, minutes = '0', seconds = '0'] = match;
  const s = Number(seconds);
  const m = Number(minutes);
  if (s > 59 || (hours !== undefined && m > 59)) return null;
  return Number(hours ?? 0) * 3600 + m * 60 + s;
}

/** "4:05" or "1:02:03" for a number of seconds. */
export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
