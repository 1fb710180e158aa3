/**
 * The local stack's clean-up of orphaned résumés: the resume-cleanup function soon after start and
 * then every hour. It removes résumés no application names a day after their upload, and the files
 * of resources deleted for good.
 */
import { callPeriodically, HOUR_MS, type PeriodicCall } from './periodic-function.ts';

/** After the first site build and backup have had their start. */
const FIRST_CALL_MS = 60_000;

function describe(_status: number, body: unknown): string {
  const answer = body as { removed?: unknown[]; downloads?: unknown[] };
  const removed = answer.removed?.length ?? 0;
  const downloads = answer.downloads?.length ?? 0;
  return [
    removed > 0 ? `removed ${removed} orphaned résumé(s)` : '',
    downloads > 0 ? `removed ${downloads} file(s) of deleted resources` : '',
  ]
    .filter(Boolean)
    .join('; ');
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
