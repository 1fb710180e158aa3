import type { Client } from '../_shared/clients.ts';
import type { ScheduledResult } from './contract.ts';
import { createBackup } from './create.ts';
import { backupsSince } from './records.ts';
import { applyRetention } from './retention.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily automatic backup: made unless one exists from today (UTC), so calling every hour
 * makes one a day. It is weekly when no weekly one is from the last 7 days. Retention follows.
 */
export async function runScheduled(service: Client, now = new Date()): Promise<ScheduledResult> {
  const startOfDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const madeToday = await backupsSince(service, ['daily', 'weekly'], startOfDay);
  let backup: ScheduledResult['backup'] = null;
  if (madeToday.length === 0) {
    const recentWeekly = await backupsSince(service, ['weekly'], new Date(now.getTime() - 7 * DAY_MS));
    backup = await createBackup(service, {
      kind: recentWeekly.length > 0 ? 'daily' : 'weekly',
      createdBy: null,
    });
  }
  return { backup, removed: await applyRetention(service) };
}
