import type { Client } from '../_shared/clients.ts';
import { removeDocuments } from './files.ts';
import { backupsOfKind, deleteBackupRows } from './records.ts';

/** How many automatic backups of each kind are kept; manual and uploaded ones are only removed by hand. */
export const KEEP = { daily: 7, weekly: 4 } as const;

/** Removes the automatic backups past the newest KEEP of their kind: rows first, so none lists a missing file. */
export async function applyRetention(service: Client): Promise<string[]> {
  const removed: string[] = [];
  for (const kind of ['daily', 'weekly'] as const) {
    const expired = (await backupsOfKind(service, kind)).slice(KEEP[kind]);
    if (expired.length === 0) continue;
    await deleteBackupRows(
      service,
      expired.map((backup) => backup.id),
    );
    const paths = expired.map((backup) => backup.file_path);
    await removeDocuments(service, paths);
    removed.push(...paths);
  }
  return removed;
}
