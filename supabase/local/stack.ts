import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { StackConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { openDatabase, pgliteDirFor } from './db/open.ts';
import { type Prepared, prepareDatabase } from './db/prepare.ts';
import { apiKeysFor, type ApiKeys } from './keys.ts';
import { createAuthApp } from './auth/service.ts';
import { createFunctionsApp } from './functions/service.ts';
import { createRestService } from './rest/service.ts';
import { importSeedFiles } from './storage/seed-files.ts';
import { openOrSetAside } from './recovery/open-or-set-aside.ts';
import { restoreLatestBackup } from './recovery/recover.ts';
import { createStorageService } from './storage/service.ts';
import { createApiApp, listen } from './server.ts';
import { startLocalMail } from './mail/local-mail.ts';

export interface StackOptions {
  /** Keep the database and stored files in a temporary folder, removed on stop, instead of the data folder (tests). */
  temporary?: boolean;
  log?: (message: string) => void;
  /** Function settings of this way of running the stack, under those of the functions' env file. */
  functionDefaults?: Record<string, string>;
}

export interface RunningStack {
  url: string;
  keys: ApiKeys;
  db: Database;
  config: StackConfig;
  /** Where stored files are kept. */
  storageDir: string;
  /** The local SMTP sink every email goes to, and its web inbox. */
  mail: { smtpPort: number; inboxUrl: string };
  /** What starting did to the database (undefined with MIGRATE=0). */
  prepared: Prepared | undefined;
  /** Reloads the REST schema cache now. */
  reloadSchema(): Promise<void>;
  stop(): Promise<void>;
}

/** The configuration with the port the API really listens on, so emailed links and the tokens' issuer name it. */
function withPort(config: StackConfig, port: number): StackConfig {
  if (config.apiPort === port) return config;
  return {
    ...config,
    apiPort: port,
    auth: { ...config.auth, externalUrl: config.auth.externalUrl.replace(/:0$/, `:${port}`) },
  };
}

type ApiSocket = Awaited<ReturnType<typeof bindApi>>;

/**
 * The API's port, bound before anything else starts: a port chosen and released again could be
 * taken (by any outgoing connection) while the database is prepared. Until the services are up,
 * requests get a 503.
 */
async function bindApi(host: string, port: number) {
  type Api = ReturnType<typeof createApiApp>;
  let app: Api | undefined;
  const fetch: Api['fetch'] = (request, bindings, context) =>
    app
      ? app.fetch(request, bindings, context)
      : Response.json({ message: 'The API is starting.' }, { status: 503 });
  const listening = await listen({ fetch }, host, port);
  return { listening, serve: (ready: Api) => (app = ready) };
}

/** Opens the database, brings it up to date, and serves the API. */
export async function startStack(requested: StackConfig, options: StackOptions = {}): Promise<RunningStack> {
  const api = await bindApi(requested.apiHost, requested.apiPort);
  try {
    return await startServices(withPort(requested, api.listening.port), options, api);
  } catch (error) {
    await api.listening.close();
    throw error;
  }
}

async function startServices(
  config: StackConfig,
  options: StackOptions,
  api: ApiSocket,
): Promise<RunningStack> {
  const log = options.log ?? (() => undefined);
  const scoped = (scope: string) => (message: string) => log(`${scope}: ${message}`);
  const temporaryFiles = options.temporary
    ? await fs.mkdtemp(path.join(os.tmpdir(), 'growdigital-stack-'))
    : undefined;
  const storage = temporaryFiles
    ? { ...config.storage, dir: path.join(temporaryFiles, 'storage') }
    : config.storage;
  const target = {
    databaseUrl: config.databaseUrl,
    pgliteDir: temporaryFiles ? path.join(temporaryFiles, 'pglite') : pgliteDirFor(config.dataDir),
    defaultTimeLimitMs: config.statementTimeoutMs,
    log: scoped('database'),
  };
  // MIGRATE=0 serves a database exactly as it is: a folder that will not open is not replaced.
  const { db, setAside } =
    temporaryFiles || !config.migrate
      ? { db: await openDatabase(target), setAside: undefined }
      : await openOrSetAside(target, { dataDir: config.dataDir, storageDir: storage.dir }, log);
  // What started, stopped in reverse order (the API first), then the database.
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  };
  try {
    const prepared = config.migrate
      ? await prepareDatabase(db, { supabaseDir: config.supabaseDir }, log)
      : undefined;
    const storageService = await createStorageService(db, storage, scoped('storage'));
    if (prepared?.seeded) {
      const stored = await importSeedFiles(
        db,
        storageService.files,
        path.join(config.supabaseDir, 'seed', 'storage'),
      );
      if (stored > 0) log(`Stored ${stored} seed file(s) in storage`);
    }
    if (setAside) await restoreLatestBackup(db, storageService.files, setAside, log);
    const rest = await createRestService(db, config.rest, log);
    const keys = await apiKeysFor(config.jwtSecret);
    stops.push(() => rest.close());
    const mail = await startLocalMail({ db, ...config.mail, log: scoped('mail') });
    stops.push(() => mail.close());
    const app = createApiApp(config, {
      db,
      rest,
      auth: createAuthApp(db, config.auth, scoped('auth'), mail.settings),
      storage: storageService.app,
      functions: await createFunctionsApp({
        functionsDir: config.functionsDir,
        envFile: config.functionsEnvFile,
        supabaseDir: config.supabaseDir,
        externalUrl: config.auth.externalUrl,
        jwt: config.jwt,
        keys,
        defaults: {
          SMTP_HOST: mail.settings.host,
          SMTP_PORT: String(mail.settings.port),
          SMTP_SECURE: 'false',
          MAIL_FROM: mail.settings.from,
          ...options.functionDefaults,
        },
        log: scoped('functions'),
      }),
    });
    api.serve(app);
    stops.push(() => api.listening.close());
    return {
      url: api.listening.url,
      keys,
      db,
      config,
      storageDir: storage.dir,
      mail: { smtpPort: mail.smtpPort, inboxUrl: mail.inboxUrl },
      prepared,
      reloadSchema: () => rest.reload(),
      async stop() {
        await stopAll();
        await db.close();
        if (temporaryFiles) await fs.rm(temporaryFiles, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopAll().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
}
