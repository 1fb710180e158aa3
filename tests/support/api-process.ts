import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../supabase/local/http/ports.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm run api` (the API only) or `npm start` (the API, the build worker and the served site). */
export type CliCommand = 'api' | 'start';

export interface CliPorts {
  api: number;
  /** `start` only: where the site and the admin are served. */
  site: number;
}

export interface SpawnedApi {
  url: string;
  /** `start` only: the served site, as its banner names it. */
  siteUrl: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

export interface ApiProcess {
  url: string;
  siteUrl: string;
  child: ChildProcess;
  output: () => string;
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The environment of a user's shell: without what Vitest sets for its own workers (NODE_ENV=test, VITEST…). */
function shellEnv(): NodeJS.ProcessEnv {
  const setByVitest = (name: string) =>
    name.startsWith('VITEST') || ['NODE_ENV', 'TEST', 'MODE'].includes(name);
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !setByVitest(name)));
}

/** A CLI command of the local stack as a separate process, not waited for (ports chosen when not given). */
export async function spawnCliProcess(
  command: CliCommand,
  env: Record<string, string>,
  ports?: CliPorts,
): Promise<SpawnedApi> {
  const { api, site } = ports ?? { api: await freePort(), site: await freePort() };
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'supabase/local/cli.ts'), command],
    {
      cwd: ROOT,
      env: {
        ...shellEnv(),
        API_HOST: '127.0.0.1',
        // The mail sink and its inbox on free ports, so stacks never collide on 54325/54324.
        SMTP_PORT: '0',
        INBOX_PORT: '0',
        ...env,
        API_PORT: String(api),
        ...(command === 'start' ? { SITE_PORT: String(site) } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${String(api)}`,
    siteUrl: `http://localhost:${String(site)}`,
    child,
    output: () => output,
    exited,
  };
}

/** `npm run api` as a separate process, not waited for: for tests that stop it while it starts. */
export const spawnApiProcess = (env: Record<string, string>): Promise<SpawnedApi> =>
  spawnCliProcess('api', env);

/**
 * A CLI command as a separate process, the way a user runs it, once it is ready: it answers and
 * has printed its banner (its signal handlers are installed by then). `npm start` prints it only
 * once the site is live, which on a fresh folder means after a full build.
 */
export async function startCliProcess(
  command: CliCommand,
  env: Record<string, string>,
  options: { ports?: CliPorts; readyWithinMs?: number } = {},
): Promise<ApiProcess> {
  const { url, siteUrl, child, output, exited } = await spawnCliProcess(command, env, options.ports);
  // A fresh database applies every migration first: on a busy machine that takes a minute or more.
  const deadline = Date.now() + (options.readyWithinMs ?? 180_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The ${command} process exited:\n${output()}`);
    const answers = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (answers && output().includes('Press Ctrl+C to stop.')) {
      return {
        url,
        siteUrl,
        child,
        output,
        stop: async (signal = 'SIGINT') => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exited;
        },
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The ${command} process was not ready in time:\n${output()}`);
}

/** `npm run api` as a separate process, the way a user runs it, once it answers. */
export const startApiProcess = (env: Record<string, string>): Promise<ApiProcess> =>
  startCliProcess('api', env);
