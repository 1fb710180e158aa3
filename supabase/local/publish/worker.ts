import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { SiteBuild, WorkerDatabase } from './worker-schema.ts';
import { BuildReport } from './build-report.ts';
import { workerClient } from './clients.ts';
import { siteFolders, type SiteFolders } from './folders.ts';
import { publishBuild } from './publish-build.ts';

export interface BuildWorkerOptions {
  /** The Supabase API the site reads its content from (and the worker its builds). */
  apiUrl: string;
  serviceRoleKey: string;
  anonKey: string;
  /** The site's public address (canonical links, sitemap). */
  siteUrl: string;
  /** Holds builds/, the live symlink and Astro's cache. */
  siteRoot: string;
  repoRoot?: string;
  /** How often to ask whether scheduled content became due (default 30 s). */
  scheduleCheckMs?: number;
  log?: (line: string) => void;
}

export interface BuildWorker {
  /** The symlink to serve the site from. */
  liveDir: string;
  /** Stops polling, stops a running build (recorded as failed) and waits for it. */
  stop(): Promise<void>;
  /** Resolves once every build queued before the call has been built and nothing else waits. */
  idle(): Promise<void>;
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const POLL_MS = 1000;
const DEFAULT_SCHEDULE_CHECK_MS = 30_000;
const STOPPED_ERROR = 'The build was stopped before it finished (the local stack shut down).';

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Sleeps `ms`, or less when `wake` fires first. */
function nap(ms: number, wake: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      wake.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    wake.addEventListener('abort', done, { once: true });
  });
}

class Worker implements BuildWorker {
  readonly liveDir: string;
  private readonly folders: SiteFolders;
  private readonly service: SupabaseClient<WorkerDatabase>;
  private readonly anon: SupabaseClient<WorkerDatabase>;
  private readonly log: (line: string) => void;
  private readonly stopping = new AbortController();
  private wake = new AbortController();
  private loop: Promise<void> = Promise.resolve();
  private scheduleTimer: NodeJS.Timeout | undefined;
  /** Counts claims; an idle() waiter is answered by an empty claim that started after it. */
  private claims = 0;
  private idleWaiters: { after: number; resolve: () => void }[] = [];

  constructor(private readonly options: BuildWorkerOptions) {
    this.folders = siteFolders(options.siteRoot);
    this.liveDir = this.folders.live;
    this.service = workerClient(options.apiUrl, options.serviceRoleKey);
    this.anon = workerClient(options.apiUrl, options.anonKey);
    this.log = options.log ?? (() => undefined);
  }

  async start(): Promise<void> {
    const { data, error } = await this.service.rpc('fail_interrupted_builds');
    if (error) throw new Error(`The build worker could not start: ${error.message}`);
    if (data) this.log(`${String(data)} build(s) left running by an earlier worker were marked failed.`);
    this.loop = this.run();
    const every = this.options.scheduleCheckMs ?? DEFAULT_SCHEDULE_CHECK_MS;
    this.scheduleTimer = setInterval(() => void this.queueScheduled(), every);
  }

  idle(): Promise<void> {
    if (this.stopping.signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      this.idleWaiters.push({ after: this.claims, resolve });
      this.wake.abort();
    });
  }

  async stop(): Promise<void> {
    clearInterval(this.scheduleTimer);
    this.stopping.abort();
    this.wake.abort();
    await this.loop;
    for (const waiter of this.idleWaiters.splice(0)) waiter.resolve();
  }

  private async queueScheduled(): Promise<void> {
    if (this.stopping.signal.aborted) return;
    const { data, error } = await this.service.rpc('queue_scheduled_build');
    if (error) {
      this.log(`Could not check for scheduled content: ${error.message}`);
      return;
    }
    if (data?.id) {
      this.log('Scheduled content is due: a build was queued.');
      this.wake.abort();
    }
  }

  private async claim(): Promise<SiteBuild | undefined> {
    const { data, error } = await this.service.rpc('claim_site_build');
    if (error) {
      this.log(`Could not ask for queued builds: ${error.message}`);
      return undefined;
    }
    return data?.id ? data : undefined;
  }

  private async run(): Promise<void> {
    while (!this.stopping.signal.aborted) {
      const claimNumber = ++this.claims;
      const build = await this.claim();
      if (build) {
        await this.build(build);
        continue;
      }
      this.answerIdleWaiters(claimNumber);
      if (this.wake.signal.aborted) {
        // Woken while claiming: claim again at once.
        this.wake = new AbortController();
        continue;
      }
      await nap(POLL_MS, this.wake.signal);
    }
  }

  private answerIdleWaiters(emptyClaim: number): void {
    const ready = this.idleWaiters.filter((waiter) => waiter.after < emptyClaim);
    this.idleWaiters = this.idleWaiters.filter((waiter) => waiter.after >= emptyClaim);
    for (const waiter of ready) waiter.resolve();
  }

  private async build(build: SiteBuild): Promise<void> {
    const started = Date.now();
    this.log(`Build ${build.id} (${build.trigger}) started.`);
    const report = new BuildReport(this.service, build.id, (line) => this.log(line));
    let failure: string | null = null;
    try {
      await publishBuild(build.id, {
        repoRoot: this.options.repoRoot ?? REPO_ROOT,
        folders: this.folders,
        apiUrl: this.options.apiUrl,
        anonKey: this.options.anonKey,
        siteUrl: this.options.siteUrl,
        anon: this.anon,
        report,
        signal: this.stopping.signal,
      });
    } catch (error) {
      failure = this.stopping.signal.aborted ? STOPPED_ERROR : report.errorText(error);
      report.line(`The build failed: ${describe(error)}`);
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    report.line(
      failure ? `Failed after ${seconds} s; the live site was not changed.` : `Live after ${seconds} s.`,
    );
    const rest = await report.close();
    const { error } = await this.service.rpc('finish_site_build', {
      p_id: build.id,
      p_succeeded: failure === null,
      ...(failure === null ? {} : { p_error: failure }),
      p_log: rest,
    });
    if (error) this.log(`Could not record the end of build ${build.id}: ${error.message}`);
  }
}

/**
 * The local stack's build worker: claims queued site builds one at a time, builds each into a
 * fresh folder, checks it and swaps it live, streaming stage and log to the build's row. Marks
 * builds an earlier worker left running as failed, and queues a build when scheduled content
 * becomes due.
 */
export async function startBuildWorker(options: BuildWorkerOptions): Promise<BuildWorker> {
  const worker = new Worker(options);
  await worker.start();
  return worker;
}
