/** The `backups` bucket's own limit (200 MB). */
export const MAX_BACKUP_BYTES = 200 * 1024 * 1024;

/** Where an uploaded backup goes before the function verifies it: `uploaded/<UTC time>-<8 hex>.json`, named like the function names its own. */
export function uploadPath(now = new Date(), random = crypto.getRandomValues(new Uint8Array(4))): string {
  const time = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const hex = Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `uploaded/${time}-${hex}.json`;
}

/** Why a chosen file cannot be a backup, or null when it may be sent for checking. */
export function backupFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!/\.json$/i.test(file.name))
    return `“${file.name}” is not a backup: choose the .json file a backup downloads as.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > MAX_BACKUP_BYTES) return `“${file.name}” is larger than 200 MB, the most a backup may be.`;
  return null;
}

/** The name a downloaded backup is saved under: the stored file's own name. */
export const downloadName = (filePath: string): string => filePath.split('/').pop() ?? filePath;

/** All the rows a backup holds, over every table. */
export const totalRows = (rowCounts: unknown): number =>
  typeof rowCounts === 'object' && rowCounts !== null
    ? Object.values(rowCounts).reduce<number>((sum, n) => sum + (typeof n === 'number' ? n : 0), 0)
    : 0;
