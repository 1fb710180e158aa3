#!/usr/bin/env node
import path from 'node:path';
import { loadConfig, REPO_ROOT, type StackConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { openDatabase, pgliteDirFor } from './db/open.ts';
import { createFirstAdmin, saveAdminSignIn } from './first-admin.ts';
import { FileStore } from './storage/files.ts';
import { importSeedFiles } from './storage/seed-files.ts';
import { prepareDatabase } from './db/prepare.ts';
import { wipeFolder, wipePostgres } from './db/reset.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { startDailyBackups } from './backups/daily.ts';
import { isLoopbackHost } from './default-secret.ts';
import { startMessageDelivery } from './schedule/deliver-messages.ts';
import { startResumeCleanup } from './schedule/resume-cleanup.ts';
import { startTrashPurge } from './schedule/purge-trash.ts';
import { logger } from './log.ts';
import { freePort } from './http/ports.ts';
import { publishOnStart } from './publish/publish-on-start.ts';
import { previousBuildDirs, siteFolders } from './publish/folders.ts';
import { startBuildWorker, type BuildWorker } from './publish/worker.ts';
import { createSiteApp } from './site/serve.ts';
import { listen } from './server.ts';
import { startStack, type RunningStack } from './stack.ts';

const log = logger('stack');
/** Next to the database it belongs to, so a reset or another DATA_DIR never mixes them up. */
const adminSignInFile = (config: StackConfig) => path.join(config.dataDir, 'admin-credentials.txt');
const shown = (file: string) => path.relative(process.cwd(), file) || file;

/** On a fresh database: the first admin, printed once and kept in DATA_DIR/admin-credentials.txt. */
async function welcomeFirstAdmin(db: Database, config: StackConfig): Promise<string[]> {
  const signIn = await createFirstAdmin(db, config.supabaseDir, config.firstAdminEmail);
  if (!signIn) return [];
  const file = adminSignInFile(config);
  await saveAdminSignIn(file, signIn);
  return [
    `  First admin (created now; also saved in ${shown(file)}):`,
    `    email     ${signIn.email}`,
    `    password  ${signIn.password}`,
  ];
}

function printBanner(
  stack: RunningStack,
  config: StackConfig,
  siteUrl: string | undefined,
  adminLines: string[],
): void {
  const lines = [
    '',
    'Grow Digital local stack is running.',
    '',
    `  API URL          ${stack.url}`,
    `  REST             ${stack.url}/rest/v1`,
    `  Database         ${stack.db.kind} (${stack.db.location})`,
    `  Email inbox      ${stack.mail.inboxUrl.replace('127.0.0.1', 'localhost')} (SMTP sink on 127.0.0.1:${String(stack.mail.smtpPort)})`,
    `  anon key         ${stack.keys.anonKey}`,
    `  service_role key ${stack.keys.serviceRoleKey}`,
    ...(siteUrl ? [`  Site             ${siteUrl}`, `  Admin            ${siteUrl}/admin`] : []),
    '',
    ...(adminLines.length
      ? [...adminLines, '']
      : [
          `  Admin sign-in: see ${shown(adminSignInFile(config))} (written when the database was created).`,
          '',
        ]),
    'Press Ctrl+C to stop.',
    '',
  ];
  process.stdout.write(lines.join('\n'));
}

function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received: finishing requests in flight and closing the database`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`Shutdown failed: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

/**
 * The build worker, and the live build: when there is none or its sources are newer, a build is
 * requested and waited for (its progress in the console) before the site is served.
 */
async function startPublishing(
  stack: RunningStack,
  config: StackConfig,
): Promise<{ worker: BuildWorker; siteUrl: string }> {
  const port = config.sitePort || (await freePort());
  const siteUrl = `http://localhost:${String(port)}`;
  const connection = { apiUrl: stack.url, serviceRoleKey: stack.keys.serviceRoleKey };
  const siteRoot = path.join(config.dataDir, 'site');
  const worker = await startBuildWorker({
    ...connection,
    anonKey: stack.keys.anonKey,
    siteUrl,
    siteRoot,
    repoRoot: REPO_ROOT,
    log: logger('build'),
  });
  try {
    await publishOnStart(worker, { ...connection, repoRoot: REPO_ROOT, siteRoot }, log);
  } catch (error) {
    await worker.stop();
    throw error;
  }
  return { worker, siteUrl };
}

/**
 * `npm start`: the API, the scheduled functions (deliveries every 5 s, backups, résumé clean-up,
 * trash purge), the build worker (the site built when missing or stale), and the live build served.
 * `npm run api` (and `npm run dev`): the same without the site and the build worker.
 */
async function start(config: StackConfig, options: { site: boolean }): Promise<void> {
  // `npm start` on a developer's machine (the API on loopback): a webhook receiver on 127.0.0.1 can
  // be tried; no other private address, and `npm run api` keeps the whole guard. Emails link to the
  // site this start serves (a SITE_URL in supabase/functions/.env still wins).
  const functionDefaults: Record<string, string> = {};
  if (options.site && isLoopbackHost(config.apiHost)) functionDefaults.WEBHOOKS_ALLOW_LOOPBACK = 'true';
  if (options.site && config.sitePort)
    functionDefaults.SITE_URL = `http://localhost:${String(config.sitePort)}`;
  const stack = await startStack(config, { log, functionDefaults });
  const adminLines = stack.prepared?.seeded ? await welcomeFirstAdmin(stack.db, config) : [];
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  };
  stops.push(() => stack.stop());
  const backups = startDailyBackups({
    apiUrl: stack.url,
    serviceRoleKey: stack.keys.serviceRoleKey,
    log: logger('backups'),
  });
  stops.push(() => backups.stop());
  const resumeCleanup = startResumeCleanup({
    apiUrl: stack.url,
    serviceRoleKey: stack.keys.serviceRoleKey,
    log: logger('storage'),
  });
  stops.push(() => resumeCleanup.stop());
  const trashPurge = startTrashPurge({ db: stack.db, log: logger('content') });
  stops.push(() => trashPurge.stop());
  const delivery = startMessageDelivery({
    apiUrl: stack.url,
    serviceRoleKey: stack.keys.serviceRoleKey,
    log: logger('outbox'),
  });
  stops.push(() => delivery.stop());
  let siteUrl: string | undefined;
  try {
    if (options.site) {
      const publishing = await startPublishing(stack, config);
      stops.push(() => publishing.worker.stop());
      const folders = siteFolders(path.join(config.dataDir, 'site'));
      const app = createSiteApp(folders.live, { earlierBuilds: () => previousBuildDirs(folders) });
      const site = await listen(app, config.apiHost, Number(new URL(publishing.siteUrl).port));
      siteUrl = site.url.replace('127.0.0.1', 'localhost');
      stops.push(() => site.close());
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  printBanner(stack, config, siteUrl, adminLines);
  stopOnSignals(stopAll);
}

/** `npm run db:reset`: throws the database and stored files away and rebuilds them from migrations and seed. */
async function reset(config: StackConfig): Promise<void> {
  // Refuses, before anything is wiped, while a running stack uses the folder.
  if (!config.databaseUrl) await (await lockDataDir(pgliteDirFor(config.dataDir)))();
  await wipeFolder(config.storage.dir);
  if (!config.databaseUrl) await wipeFolder(config.dataDir);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) });
  try {
    if (config.databaseUrl) {
      log(`Dropping every schema of ${db.location}`);
      await wipePostgres(db);
    }
    await prepareDatabase(db, { supabaseDir: config.supabaseDir }, log);
    const files = new FileStore(config.storage.dir);
    await files.init();
    const stored = await importSeedFiles(db, files, path.join(config.supabaseDir, 'seed', 'storage'));
    const source = path.relative(REPO_ROOT, config.supabaseDir) || '.';
    log(`The database was reset from ${source}/migrations and seed.sql (${stored} seed files stored)`);
    const adminLines = await welcomeFirstAdmin(db, config);
    if (adminLines.length) process.stdout.write(`\n${adminLines.join('\n')}\n\n`);
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  const [command = 'start'] = process.argv.slice(2);
  const config = loadConfig();
  switch (command) {
    case 'start':
      return start(config, { site: true });
    case 'api':
      return start(config, { site: false });
    case 'reset':
      return reset(config);
    default:
      throw new Error(`Unknown command "${command}". Use start, api or reset.`);
  }
}

main().catch((error: unknown) => {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
