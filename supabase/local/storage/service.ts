import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import type { StorageConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { FileStore } from './files.ts';
import { createStorageRoutes } from './routes.ts';

export interface StorageService {
  app: Hono<{ Bindings: HttpBindings }>;
  files: FileStore;
}

/** The Supabase-compatible storage service: files on disk, metadata and permissions in storage.objects. */
export async function createStorageService(
  db: Database,
  config: StorageConfig,
  log: (message: string) => void,
): Promise<StorageService> {
  const files = new FileStore(config.dir);
  await files.init();
  const orphans = await files.removeOrphans(db);
  if (orphans > 0) log(`Removed ${orphans} stored file(s) that no object referred to`);
  return { app: createStorageRoutes({ db, config, files, log }), files };
}
