import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where a build into `outDir` keeps Astro's cache (beside it, removed with it by removeBuild). */
const cacheDirFor = (outDir: string) => `${outDir.replace(/\/+$/, '')}-cache`;

export async function removeBuild(outDir: string): Promise<void> {
  await fs.rm(outDir, { recursive: true, force: true });
  await fs.rm(cacheDirFor(outDir), { recursive: true, force: true });
}

/** Runs a Node CLI of the repo (astro, vite) to its end; resolves with its output. */
function runBuild(name: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${name} failed (exit code ${code ?? 'none'}):\n${output}`));
    });
  });
}

/** `astro build` of the site into `outDir`, against the API and keys given (as a deployment would build it). */
export function buildSiteInto(outDir: string, env: Record<string, string>): Promise<string> {
  return runBuild(
    'astro build',
    [path.join(ROOT, 'node_modules/astro/astro.js'), 'build', '--outDir', outDir],
    {
      ASTRO_CACHE_DIR: cacheDirFor(outDir),
      ...env,
    },
  );
}

/**
 * `vite build` of the admin into `outDir/admin` (where `npm run build` puts it beside the site),
 * with the same public API address and key; `manifest` adds .vite/manifest.json for size checks.
 */
export function buildAdminInto(
  outDir: string,
  env: Record<string, string>,
  options: { manifest?: boolean } = {},
): Promise<string> {
  return runBuild(
    'vite build (admin)',
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      path.join(ROOT, 'admin/vite.config.ts'),
      '--outDir',
      path.join(outDir, 'admin'),
      '--emptyOutDir',
      ...(options.manifest ? ['--manifest'] : []),
    ],
    env,
  );
}
