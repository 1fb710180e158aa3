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

/** `astro build` of the site into `outDir`, against the API and keys given (as a deployment would build it). */
export async function buildSiteInto(outDir: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules/astro/astro.js'), 'build', '--outDir', outDir],
      {
        cwd: ROOT,
        env: { ...process.env, ASTRO_CACHE_DIR: cacheDirFor(outDir), ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`astro build failed (exit code ${code ?? 'none'}):\n${output}`));
    });
  });
}
