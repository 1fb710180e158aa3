import fs from 'node:fs/promises';
import path from 'node:path';

export interface SetAside {
  /** `DATA_DIR/damaged/<UTC time>`: what could not be opened, kept whole. */
  folder: string;
  /** The stored files that were beside the damaged database (named by version, not by key). */
  storageDir: string;
}

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/** Whether `pgliteDir` holds a database that was made before (not an empty or half-created folder). */
export function holdsDatabase(pgliteDir: string): Promise<boolean> {
  return exists(path.join(pgliteDir, 'PG_VERSION'));
}

/**
 * Moves a database folder PGlite cannot open, with the stored files whose names only it knew, to
 * `DATA_DIR/damaged/<UTC time>/`, so a fresh database can start in their place and nothing is lost.
 */
export async function setAsideDamaged(
  dataDir: string,
  pgliteDir: string,
  storageDir: string,
): Promise<SetAside> {
  const stamp = new Date()
    .toISOString()
    .replaceAll(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const folder = path.join(dataDir, 'damaged', stamp);
  await fs.mkdir(folder, { recursive: true });
  await fs.rename(pgliteDir, path.join(folder, 'pglite'));
  const asideStorage = path.join(folder, 'storage');
  if (await exists(storageDir)) await fs.rename(storageDir, asideStorage);
  else await fs.mkdir(asideStorage);
  return { folder, storageDir: asideStorage };
}
