import type { Database } from '../db/database.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { type DatabaseTarget, openDatabase } from '../db/open.ts';
import { holdsDatabase, type SetAside, setAsideDamaged } from './set-aside.ts';

export interface OpenedOrReplaced {
  db: Database;
  /** Set when the database could not be opened and a fresh one took its place. */
  setAside?: SetAside;
}

/**
 * Opens the stack's PGlite folder. A folder holding a database that PGlite cannot open (it fails
 * to start on it) is moved aside with the stored files, and a fresh database starts in its place,
 * with a clear message: never a stack that will not start. A folder in use by another stack is
 * not damage, and a real PostgreSQL server is never touched.
 */
export async function openOrSetAside(
  target: DatabaseTarget & { pgliteDir: string },
  folders: { dataDir: string; storageDir: string },
  log: (message: string) => void,
): Promise<OpenedOrReplaced> {
  try {
    return { db: await openDatabase(target) };
  } catch (error) {
    if (target.databaseUrl || error instanceof DataDirInUseError || !(await holdsDatabase(target.pgliteDir)))
      throw error;
    const setAside = await setAsideDamaged(folders.dataDir, target.pgliteDir, folders.storageDir);
    log(
      `The database in ${target.pgliteDir} could not be opened (${error instanceof Error ? error.message : String(error)}). ` +
        `It was moved to ${setAside.folder}, with the stored files beside it; a fresh database starts in its place, ` +
        'and the latest backup found among those files is restored into it.',
    );
    return { db: await openDatabase(target), setAside };
  }
}
