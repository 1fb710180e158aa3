import type { BadgeTone } from '@admin/components/ui/badge';
import type { Build } from '@functions/request-build/contract';

type BuildStatus = Build['status'];

/** What a build is to an editor: waiting, building, live (or replaced by a newer one) or failed. */
export const STATUS_LABEL: Record<BuildStatus, string> = {
  queued: 'Queued',
  running: 'Building',
  succeeded: 'Live',
  failed: 'Failed',
};

const TRIGGER_LABEL: Partial<Record<string, string>> = {
  manual: 'Update live site',
  schedule: 'Scheduled content',
  system: 'System',
  'deploy-hook': 'Deploy hook',
};

export const isActive = (status: BuildStatus): boolean => status === 'queued' || status === 'running';

export const triggerLabel = (trigger: string): string => TRIGGER_LABEL[trigger] ?? trigger;

/**
 * Who asked for a build: "You", a colleague by their display name (`names`, the staff directory;
 * "…" until it loads), or, without a requester, the schedule, the system, or an account deleted since.
 */
export function requesterLabel(
  build: { requested_by: string | null; trigger: string },
  currentUserId: string,
  names: ReadonlyMap<string, string> | undefined,
): string {
  if (build.requested_by === currentUserId) return 'You';
  if (build.requested_by) return names ? (names.get(build.requested_by) ?? 'A former staff member') : '…';
  if (build.trigger === 'schedule') return 'The schedule';
  if (build.trigger === 'system') return 'The system';
  if (build.trigger === 'deploy-hook') return 'A staff member';
  return 'A former staff member';
}

/** "45 s", "2 min 05 s", "1 h 02 min". */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${String(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${String(minutes)} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${String(Math.floor(minutes / 60))} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** How long a build has been waiting or building at `now`, counted from its start once it has one. */
export function elapsedMs(
  build: { requested_at: string; started_at: string | null; finished_at: string | null },
  now: number,
): number {
  const from = Date.parse(build.started_at ?? build.requested_at);
  const to = build.finished_at ? Date.parse(build.finished_at) : now;
  return Math.max(0, to - from);
}

export const STATUS_TONE: Record<BuildStatus, BadgeTone> = {
  queued: 'neutral',
  running: 'brand',
  succeeded: 'success',
  failed: 'danger',
};

/** The last `maxLines` lines of a build log, and whether earlier lines were left out. */
export function logTail(log: string, maxLines: number): { text: string; truncated: boolean } {
  const lines = log.replace(/\n$/, '').split('\n');
  if (lines.length <= maxLines) return { text: lines.join('\n'), truncated: false };
  return { text: lines.slice(-maxLines).join('\n'), truncated: true };
}

/** The count in words: "3 changes not live yet" / "the site is up to date". */
export function changesPhrase(count: number): string {
  if (count === 0) return 'the site is up to date';
  return `${String(count)} ${count === 1 ? 'change' : 'changes'} not live yet`;
}

/**
 * The top bar button's accessible name, which starts with its visible text. It never says
 * "unpublished": a search for the pages' Unpublish buttons by name must not find this one.
 */
export function publishButtonName(count: number, activeStatus: BuildStatus | null): string {
  if (activeStatus === 'queued') return 'Publishing…, a build is queued';
  if (activeStatus === 'running') return 'Publishing…, the site is being built';
  return `Publish site, ${changesPhrase(count)}`;
}
