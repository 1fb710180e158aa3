import * as z from 'zod/v4-mini';

const counts = z.record(z.string(), z.number());

/** The `backups` row the function answers with (the fields the page uses). */
export const backupRow = z.object({
  id: z.string(),
  kind: z.enum(['manual', 'daily', 'weekly', 'uploaded']),
  file_path: z.string(),
  size_bytes: z.number(),
  row_counts: counts,
  created_at: z.string(),
});
export const backupAnswer = z.object({ backup: backupRow });

/** What a restore (or its dry run) does to each table, and which stored files the backup names but storage lacks. */
export {
  restoreResult as restoreAnswer,
  type RestoreResult as RestoreAnswer,
  type TableChanges as TableChange,
} from '@functions/backups/contract';
