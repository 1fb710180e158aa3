import fs from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { WorkerDatabase } from './worker-schema.ts';
import { stampBuild } from '../site/freshness.ts';
import { adminIsReusable, writeAdminStamp } from './admin-freshness.ts';
import type { BuildReport } from './build-report.ts';
import {
  buildDirOf,
  liveBuildDir,
  pruneBuilds,
  swapLive,
  touchBuildDir,
  type SiteFolders,
} from './folders.ts';
import { runNodeCli } from './node-cli.ts';
import { expectedFiles, verifyBuild } from './verify.ts';

export interface PublishContext {
  repoRoot: string;
  folders: SiteFolders;
  apiUrl: string;
  anonKey: string;
  siteUrl: string;
  anon: SupabaseClient<WorkerDatabase>;
  report: BuildReport;
  signal: AbortSignal;
}

async function buildAdmin(context: PublishContext, buildDir: string, sourcesAt: Date): Promise<void> {
  const { repoRoot, report } = context;
  const settings = { supabaseUrl: context.apiUrl, anonKey: context.anonKey };
  const adminDir = path.join(buildDir, 'admin');
  const live = await liveBuildDir(context.folders);
  if (live && (await adminIsReusable(repoRoot, path.join(live, 'admin'), settings))) {
    report.stage('Copying the admin (none of its sources changed)');
    await fs.cp(path.join(live, 'admin'), adminDir, { recursive: true });
    return;
  }
  report.stage('Building the admin');
  await runNodeCli('vite build (admin)', {
    cwd: repoRoot,
    args: [
      path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      path.join(repoRoot, 'admin/vite.config.ts'),
      '--outDir',
      adminDir,
      '--emptyOutDir',
    ],
    env: { PUBLIC_SUPABASE_URL: settings.supabaseUrl, PUBLIC_SUPABASE_ANON_KEY: settings.anonKey },
    onLine: (line) => report.line(line),
    signal: context.signal,
  });
  await writeAdminStamp(adminDir, { sourcesAt: sourcesAt.getTime(), ...settings });
}

async function buildInto(context: PublishContext, buildDir: string): Promise<void> {
  const { repoRoot, report } = context;
  const sourcesAt = new Date();
  report.stage('Listing the pages the build must have');
  const expected = await expectedFiles(context.anon);
  report.stage('Building the site');
  await runNodeCli('astro build', {
    cwd: repoRoot,
    args: [path.join(repoRoot, 'node_modules/astro/astro.js'), 'build', '--outDir', buildDir],
    env: {
      PUBLIC_SUPABASE_URL: context.apiUrl,
      PUBLIC_SUPABASE_ANON_KEY: context.anonKey,
      SITE_URL: context.siteUrl,
      ASTRO_CACHE_DIR: context.folders.cache,
    },
    onLine: (line) => report.line(line),
    signal: context.signal,
  });
  await buildAdmin(context, buildDir, sourcesAt);
  report.stage('Checking the build');
  await verifyBuild(buildDir, expected);
  report.line(`All ${String(expected.length)} required pages are present.`);
  await stampBuild(buildDir, sourcesAt);
}

/**
 * Builds the site and the admin into `builds/<id>/`, checks the result and swaps `live` to it.
 * On any failure the half-built folder is removed and `live` is left as it was.
 */
export async function publishBuild(buildId: string, context: PublishContext): Promise<void> {
  const buildDir = buildDirOf(context.folders, buildId);
  await fs.rm(buildDir, { recursive: true, force: true });
  await fs.mkdir(context.folders.builds, { recursive: true });
  try {
    await buildInto(context, buildDir);
    context.signal.throwIfAborted();
  } catch (error) {
    await fs.rm(buildDir, { recursive: true, force: true });
    throw error;
  }
  context.report.stage('Going live');
  await touchBuildDir(buildDir);
  await swapLive(context.folders, buildDir);
  const removed = await pruneBuilds(context.folders);
  context.report.line(
    `The site now serves this build${removed.length ? ` (${String(removed.length)} older build(s) removed)` : ''}.`,
  );
}
