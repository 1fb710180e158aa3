/**
 * What the backups function accepts and answers. It lives beside the function because Supabase
 * deploys a function's own folder reliably, not files above it; the admin imports its types and
 * checks the answers with its schemas.
 */
import * as z from 'zod/v4-mini';
import { type ErrorBody as SharedErrorBody, SHARED_ERROR_STATUS } from '../_shared/failures.ts';

/** Where an admin puts a backup file before asking the function to register it. */
export const UPLOADED_PATH = /^uploaded\/[A-Za-z0-9_.-]{1,200}\.json$/;

/** The message for a missing field; other type errors keep zod's own. */
const whenMissing = (message: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? message : undefined;

const note = z.pipe(
  z.string().check(z.trim(), z.maxLength(500, 'Keep the note to 500 characters or fewer')),
  z.transform((text: string) => (text === '' ? null : text)),
);

export const backupsRequest = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('create'), note: z.optional(note) }),
  z.strictObject({
    action: z.literal('register-upload'),
    path: z.string({ error: whenMissing('path is required') }).check(
      z.regex(UPLOADED_PATH, 'path must be uploaded/<name>.json (letters, digits, _ . - only)'),
      z.refine((path) => !path.includes('..'), 'path must not contain ..'),
    ),
  }),
  z.strictObject({
    action: z.literal('restore'),
    backup_id: z
      .string({ error: whenMissing('backup_id is required') })
      .check(z.guid('backup_id must be a UUID')),
    dry_run: z.boolean({ error: whenMissing('dry_run is required (true for a report only)') }),
  }),
  z.strictObject({ action: z.literal('scheduled') }),
]);
export type BackupsRequest = z.output<typeof backupsRequest>;

export const BACKUP_KINDS = ['manual', 'daily', 'weekly', 'uploaded'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

/** A row of `public.backups` as the function returns it. */
export const backupRow = z.object({
  id: z.string(),
  kind: z.enum(BACKUP_KINDS),
  file_path: z.string(),
  schema_version: z.string(),
  size_bytes: z.coerce.number(),
  sha256: z.string(),
  row_counts: z.record(z.string(), z.number()),
  note: z.nullable(z.string()),
  created_by: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BackupRow = z.infer<typeof backupRow>;

/** The answer to `create` and `register-upload`: the backup made or registered. */
export const backupAnswer = z.object({ backup: backupRow });

const tableChanges = z.object({
  current: z.number(),
  incoming: z.number(),
  added: z.number(),
  removed: z.number(),
  changed: z.number(),
  unchanged: z.number(),
});
export type TableChanges = z.infer<typeof tableChanges>;

/** `public.restore_backup`'s report. */
export const restoreReport = z.object({
  dry_run: z.boolean(),
  schema_version: z.string(),
  tables: z.record(z.string(), tableChanges),
});
export type RestoreReport = z.infer<typeof restoreReport>;

/** The answer to `restore`: the admin checks it with this schema too. */
export const restoreResult = z.object({
  report: restoreReport,
  /** Files the backup lists that storage no longer holds (a backup keeps the list, not the files). */
  missing_files: z.object({ media: z.array(z.string()), downloads: z.array(z.string()) }),
});
export type RestoreResult = z.infer<typeof restoreResult>;

export interface ScheduledResult {
  /** The automatic backup made now, or null when today's exists already. */
  backup: BackupRow | null;
  /** File paths of the automatic backups retention removed. */
  removed: string[];
}

export const ERROR_STATUS = {
  ...SHARED_ERROR_STATUS,
  forbidden: 403,
  mfa_required: 403,
  backup_not_found: 404,
  backup_exists: 409,
  backup_too_large: 413,
  backup_invalid: 422,
  backup_tampered: 422,
  backup_newer_schema: 422,
} as const;
export type BackupsErrorCode = keyof typeof ERROR_STATUS;

/** The body of every error response (the shape every function answers with). */
export type ErrorBody = SharedErrorBody<BackupsErrorCode>;
