import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../supabase/local/http/ports.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface SpawnedApi {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** `npm run api` as a separate process, not waited for: for tests that stop it while it starts. */
export async function spawnApiProcess(env: Record<string, string>): Promise<SpawnedApi> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'supabase/local/cli.ts'), 'api'],
    {
      cwd: ROOT,
      env: { ...process.env, API_HOST: '127.0.0.1', ...env, API_PORT: String(port) },
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
  return { url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}

/** `npm run api` as a separate process, the way a user runs it, once it answers. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const { url, child, output, exited } = await spawnApiProcess(env);
  // A fresh database applies every migration first: on a busy machine that takes a minute or more.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API process exited:\n${output()}`);
    // Ready once it answers and has printed its banner (signal handlers are installed by then).
    const answers = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (answers && output().includes('Press Ctrl+C to stop.')) {
      return {
        url,
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
  throw new Error(`The API process did not answer:\n${output()}`);
}
