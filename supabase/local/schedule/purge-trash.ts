/**
 * The local stack's trash clean-up: private.purge_trash() soon after start and then daily, as
 * pg_cron runs it in production (the migration schedules it there). It deletes for good the content
 * items trashed more than 30 days ago, and expired preview links. A failure is logged, never thrown.
 */
import type { Sql } from '../db/database.ts';
import { HOUR_MS, runPeriodically, type PeriodicCall } from './periodic-function.ts';

const FIRST_RUN_MS = 45_000;
const DAY_MS = 24 * HOUR_MS;

export function startTrashPurge(options: { db: Sql; log: (line: string) => void }): PeriodicCall {
  async function purge(): Promise<void> {
    try {
      const { rows } = await options.db.query<{ purged: number }>('select private.purge_trash() as purged');
      const purged = rows[0]?.purged ?? 0;
      if (purged > 0) options.log(`Trash: deleted ${String(purged)} item(s) trashed more than 30 days ago`);
    } catch (error) {
      options.log(`Trash clean-up failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return runPeriodically(purge, FIRST_RUN_MS, DAY_MS);
}
