/**
 * The backup document: one JSON file holding every backed-up table's rows and the list of stored
 * files, with row counts and a SHA-256 of the rest of the document so any change to it shows.
 * No Deno or Node APIs here (Web Crypto only), so the unit tests run this very file.
 */
import * as z from 'zod/v4-mini';
import { BACKUP_KINDS, type BackupKind } from './contract.ts';
import { failures } from './failures.ts';

export const BACKUP_FORMAT = 'growdigital-backup';
export const BACKUP_VERSION = 1;

const storedFile = z.looseObject({ name: z.string() });
const fileList = z.object({ media: z.array(storedFile), downloads: z.array(storedFile) });
const tables = z.record(z.string(), z.array(z.record(z.string(), z.unknown())));

/** What `public.backup_snapshot()` answers. */
export const snapshotSchema = z.object({
  schema_version: z.string().check(z.minLength(1)),
  taken_at: z.string().check(z.minLength(1)),
  tables,
  files: fileList,
});
export type Snapshot = z.infer<typeof snapshotSchema>;

/** What `public.backup_state()` answers: a snapshot's version and file list, without the rows. */
export const backupStateSchema = z.pick(snapshotSchema, { schema_version: true, files: true });
export type BackupState = z.infer<typeof backupStateSchema>;

const documentSchema = z.object({
  format: z.literal(BACKUP_FORMAT, { error: `format must be "${BACKUP_FORMAT}"` }),
  version: z.literal(BACKUP_VERSION, { error: `version ${BACKUP_VERSION} is the only one this site reads` }),
  schema_version: z.string().check(z.minLength(1), z.maxLength(40)),
  created_at: z.string().check(z.minLength(1)),
  kind: z.enum(BACKUP_KINDS),
  row_counts: z.record(z.string(), z.int().check(z.nonnegative())),
  files: fileList,
  tables,
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'sha256 must be 64 lowercase hex digits')),
});
export type BackupDocument = z.infer<typeof documentSchema>;

/** The keys the SHA-256 covers, in the order they are hashed. */
export const HASHED_KEYS = [
  'format',
  'version',
  'schema_version',
  'created_at',
  'kind',
  'row_counts',
  'files',
  'tables',
] as const;

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The text the SHA-256 is taken of: the document without `sha256`, its keys in the format's order. */
export function hashedText(document: Record<string, unknown>): string {
  return JSON.stringify(Object.fromEntries(HASHED_KEYS.map((key) => [key, document[key]])));
}

export const rowCounts = (data: Snapshot['tables']): Record<string, number> =>
  Object.fromEntries(Object.entries(data).map(([name, rows]) => [name, rows.length]));

/** A snapshot as a backup document: the file's text and its SHA-256. */
export async function writeDocument(
  snapshot: Snapshot,
  kind: BackupKind,
): Promise<{ text: string; sha256: string; sizeBytes: number }> {
  const body = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    schema_version: snapshot.schema_version,
    created_at: snapshot.taken_at,
    kind,
    row_counts: rowCounts(snapshot.tables),
    files: snapshot.files,
    tables: snapshot.tables,
  };
  const sha256 = await sha256Hex(hashedText(body));
  const text = JSON.stringify({ ...body, sha256 });
  return { text, sha256, sizeBytes: new TextEncoder().encode(text).byteLength };
}

function shapeProblem(error: z.core.$ZodError): string {
  const [issue] = error.issues;
  if (!issue) return 'its contents are not in the backup format.';
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}.`;
}

/**
 * The document in `text`, once it parses, has the backup format's shape and its SHA-256 matches
 * (backup_invalid, backup_tampered otherwise). The hash is taken of the parsed JSON, not of what
 * zod returns, so nothing zod drops or reorders can hide a change.
 */
export async function readDocument(text: string): Promise<BackupDocument> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw failures.invalid('the file is not valid JSON (it may be cut short or corrupted).');
  }
  const parsed = documentSchema.safeParse(raw);
  if (!parsed.success) throw failures.invalid(shapeProblem(parsed.error));
  if ((await sha256Hex(hashedText(raw as Record<string, unknown>))) !== parsed.data.sha256)
    throw failures.tampered();
  const counted = rowCounts(parsed.data.tables);
  const names = Object.keys(counted);
  const consistent =
    names.length === Object.keys(parsed.data.row_counts).length &&
    names.every((name) => parsed.data.row_counts[name] === counted[name]);
  if (!consistent) throw failures.invalid('its row counts do not match its tables.');
  return parsed.data;
}
