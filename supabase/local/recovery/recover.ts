import type { Database } from '../db/database.ts';
import type { FileStore } from '../storage/files.ts';
import { latestBackupIn } from './latest-backup.ts';
import { relinkFiles, restoreRows } from './restore.ts';
import type { SetAside } from './set-aside.ts';

/**
 * On the fresh database that replaced a damaged one: the newest intact backup among the set-aside
 * files, restored with the files it lists. Whatever fails here is told, never thrown: the stack
 * starts, with the seed's content at worst.
 */
export async function restoreLatestBackup(
  db: Database,
  files: FileStore,
  aside: SetAside,
  log: (message: string) => void,
): Promise<void> {
  try {
    const backup = await latestBackupIn(aside.storageDir);
    if (!backup) {
      log('No intact backup was among the set-aside files: the site starts with the demo content.');
      return;
    }
    const { linked, missing } = await relinkFiles(db, files, aside.storageDir, backup);
    await restoreRows(db, backup);
    const rows = Object.values(backup.row_counts).reduce((sum, count) => sum + count, 0);
    log(
      `Restored the ${backup.kind} backup of ${backup.created_at}: ${String(rows)} rows, ` +
        `${String(linked)} stored file(s) linked back to their names` +
        (missing.length ? `; not on disk: ${missing.join(', ')}` : '') +
        '. Accounts, roles and the audit log are not in backups: sign in as the new first admin and invite the staff again.',
    );
  } catch (error) {
    log(
      `Restoring the latest backup failed (${error instanceof Error ? error.message : String(error)}): ` +
        'the site starts with the demo content; restore a backup from the admin once signed in.',
    );
  }
}
