/**
 * `npm run dev`: the local stack's API, Astro's dev server for the site and Vite's for the admin
 * (proxied at /admin by Astro), all with hot reload. Ctrl+C stops all three.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { apiKeysFor } from '../supabase/local/keys.ts';
import { loadConfig } from '../supabase/local/config.ts';

const config = loadConfig();
const keys = await apiKeysFor(config.jwtSecret);
const env = {
  ...process.env,
  PUBLIC_SUPABASE_URL: `http://${config.apiHost}:${config.apiPort}`,
  PUBLIC_SUPABASE_ANON_KEY: keys.anonKey,
};

const children: ChildProcess[] = [];
function run(name: string, command: string, args: string[]): void {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim())
      .forEach((line) => process.stdout.write(`[${name}] ${line}\n`));
  child.stdout.on('data', prefix);
  child.stderr.on('data', prefix);
  child.on('exit', (code) => {
    process.stdout.write(`[${name}] exited with ${code ?? 'a signal'}\n`);
    stop();
  });
  children.push(child);
}

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

run('api', 'npx', ['tsx', 'supabase/local/cli.ts', 'api']);
/** Waits for the API, so the site's dev server reads content from it instead of starting a stack of its own. */
async function apiAnswers(): Promise<boolean> {
  for (;;) {
    if (stopping) return false;
    const answered = await fetch(`${env.PUBLIC_SUPABASE_URL}/auth/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

if (await apiAnswers()) {
  run('admin', 'npx', ['vite', '--config', 'admin/vite.config.ts', '--port', '5173', '--strictPort']);
  run('site', 'npx', ['astro', 'dev', '--port', String(config.sitePort)]);
}
