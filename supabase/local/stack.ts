import type { StackConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { openDatabase, pgliteDirFor } from './db/open.ts';
import { prepareDatabase } from './db/prepare.ts';
import { apiKeysFor, type ApiKeys } from './keys.ts';
import { createRestService } from './rest/service.ts';
import { createApiApp, listen } from './server.ts';

export interface StackOptions {
  /** Keep PGlite in memory instead of under the data folder (tests). */
  inMemory?: boolean;
  log?: (message: string) => void;
}

export interface RunningStack {
  url: string;
  keys: ApiKeys;
  db: Database;
  config: StackConfig;
  /** Reloads the REST schema cache now. */
  reloadSchema(): Promise<void>;
  stop(): Promise<void>;
}

/** Opens the database, brings it up to date, and serves the API. */
export async function startStack(config: StackConfig, options: StackOptions = {}): Promise<RunningStack> {
  const log = options.log ?? (() => undefined);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: options.inMemory ? undefined : pgliteDirFor(config.dataDir),
  });
  try {
    if (config.migrate) await prepareDatabase(db, { supabaseDir: config.supabaseDir }, log);
    const rest = await createRestService(db, config.rest, log);
    const app = createApiApp(config, { db, rest });
    const listening = await listen(app, config.apiHost, config.apiPort);
    return {
      url: listening.url,
      keys: await apiKeysFor(config.jwtSecret),
      db,
      config,
      reloadSchema: () => rest.reload(),
      async stop() {
        await listening.close();
        await rest.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
