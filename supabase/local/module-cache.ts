import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { REPO_ROOT } from './config.ts';

/** Compiled modules live where bare imports (`@supabase/supabase-js`) resolve to this project's packages. */
const CACHE_DIR = path.join(REPO_ROOT, 'node_modules', '.cache');

/**
 * Writes compiled JavaScript to `node_modules/.cache/<folder>/<name>.mjs` and returns its URL. The
 * file is written under a temporary name and renamed, so a stack compiling the same module at the
 * same moment never imports half a file.
 */
export async function writeCachedModule(folder: string, name: string, code: string): Promise<string> {
  const dir = path.join(CACHE_DIR, folder);
  const file = path.join(dir, `${name}.mjs`);
  await fs.mkdir(dir, { recursive: true });
  const partial = `${file}.${crypto.randomUUID()}.tmp`;
  await fs.writeFile(partial, code);
  await fs.rename(partial, file);
  return pathToFileURL(file).href;
}

/**
 * Compiles a TypeScript entry (and the local files it imports) to one ES module for Node; npm
 * packages stay imports, resolved from this project's node_modules once written to the cache.
 */
export async function bundleModule(entry: string, options: { sourcemap?: 'inline' } = {}): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'silent',
    ...options,
  });
  return result.outputFiles[0]?.text ?? '';
}
