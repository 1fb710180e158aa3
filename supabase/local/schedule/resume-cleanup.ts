/**
 * The local stack's clean-up of orphaned résumés: the resume-cleanup function soon after start and
 * then every hour. It removes résumés no application names a day after their upload.
 */
import { callPeriodically, HOUR_MS, type PeriodicCall } from './periodic-function.ts';

/** After the first site build and backup have had their start. */
const FIRST_CALL_MS = 60_000;

function describe(_status: number, body: unknown): string {
  const removed = (body as { removed?: unknown[] }).removed?.length ?? 0;
  return removed > 0 ? `removed ${removed} orphaned résumé(s)` : '';
}

export function startResumeCleanup(options: {
  apiUrl: string;
  serviceRoleKey: string;
  log: (line: string) => void;
  firstCallMs?: number;
}): PeriodicCall {
  return callPeriodically({
    ...options,
    functionName: 'resume-cleanup',
    body: {},
    label: 'Résumé cleanup',
    summarise: describe,
    firstCallMs: options.firstCallMs ?? FIRST_CALL_MS,
    everyMs: HOUR_MS,
  });
}
