import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { REPO_ROOT } from '../config.ts';
import { RUNTIME_GLOBAL } from './deno-shim.ts';

/** Compiled functions live where bare imports (`@supabase/supabase-js`) resolve to this project's packages. */
const CACHE_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'edge-functions');

export interface CompiledFunction {
  url: string;
  /** Identifies the module's own `Deno` binding. */
  key: string;
}

/**
 * Compiles a function's TypeScript (and the local files it imports) to one ES module; npm packages
 * stay imports, and a module-local `Deno` binding is prepended. Node then runs it without a
 * TypeScript loader, whatever loader the host process has.
 */
export async function compileFunction(name: string, entry: string): Promise<CompiledFunction> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    sourcemap: 'inline',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  const key = `${name}-${crypto.createHash('sha256').update(code).digest('hex').slice(0, 16)}`;
  const file = path.join(CACHE_DIR, `${key}.mjs`);
  await fs.mkdir(CACHE_DIR, { recursive: true });
  // Written under a temporary name and renamed, so a stack compiling the same function at the
  // same moment never imports half a file.
  const partial = `${file}.${crypto.randomUUID()}.tmp`;
  await fs.writeFile(
    partial,
    `const Deno = globalThis.${RUNTIME_GLOBAL}.deno(${JSON.stringify(key)});\n${code}`,
  );
  await fs.rename(partial, file);
  return { url: pathToFileURL(file).href, key };
}
