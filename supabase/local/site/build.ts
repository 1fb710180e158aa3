import { spawn } from 'node:child_process';
import { stampBuild } from './freshness.ts';

export interface SiteBuildEnv {
  apiUrl: string;
  anonKey: string;
}

/** Runs `npm run build` (site and admin) against the running API; resolves when it succeeded. */
export async function buildSite(
  repoRoot: string,
  distDir: string,
  env: SiteBuildEnv,
  onLine: (line: string) => void,
): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build'], {
      cwd: repoRoot,
      env: { ...process.env, PUBLIC_SUPABASE_URL: env.apiUrl, PUBLIC_SUPABASE_ANON_KEY: env.anonKey },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const forward = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) onLine(line);
    };
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The site build failed (exit code ${code ?? 'none'})`)),
    );
  });
  await stampBuild(distDir);
}
