import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import type { StorageConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { FileStore } from './files.ts';
import { createStorageRoutes } from './routes.ts';

/** The Supabase-compatible storage service: files on disk, metadata and permissions in storage.objects. */
export async function createStorageApp(
  db: Database,
  config: StorageConfig,
  log: (message: string) => void,
): Promise<Hono<{ Bindings: HttpBindings }>> {
  const files = new FileStore(config.dir);
  await files.init();
  const orphans = await files.removeOrphans(db);
  if (orphans > 0) log(`Removed ${orphans} stored file(s) that no object referred to`);
  return createStorageRoutes({ db, config, files, log });
}
