/**
 * The local stack's automatic backups: asks the backups function for its `scheduled` action soon
 * after start and then every hour. The function makes a backup only when none is from today and
 * applies retention, so a stack that runs for days gets one a day; a failure is logged, never thrown.
 */
import { callPeriodically, HOUR_MS, type PeriodicCall } from '../schedule/periodic-function.ts';

const FIRST_CALL_MS = 30_000;

export type DailyBackups = PeriodicCall;

function describe(status: number, body: unknown): string {
  const result = body as { backup?: { kind?: string; file_path?: string } | null; removed?: string[] };
  const made = result.backup
    ? `made a ${result.backup.kind ?? ''} backup ${result.backup.file_path ?? ''}`
    : '';
  const removed = result.removed?.length ? `removed ${result.removed.length} old backup(s)` : '';
  return [made, removed].filter(Boolean).join('; ') || (status === 200 ? '' : `answered ${status}`);
}

export function startDailyBackups(options: {
  apiUrl: string;
  serviceRoleKey: string;
  log: (line: string) => void;
  /** Defaults to 30 s after start, so the first backup does not compete with the first site build. */
  firstCallMs?: number;
}): DailyBackups {
  return callPeriodically({
    ...options,
    functionName: 'backups',
    body: { action: 'scheduled' },
    label: 'Automatic backup',
    summarise: describe,
    firstCallMs: options.firstCallMs ?? FIRST_CALL_MS,
    everyMs: HOUR_MS,
  });
}
