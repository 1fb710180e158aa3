import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { writeCachedModule } from '../../module-cache.ts';
import type { EngineOptions } from './protocol.ts';

const WORKER_SOURCE = fileURLToPath(new URL('./worker.ts', import.meta.url));

/**
 * The worker's TypeScript compiled to one ES module (npm packages stay imports), once per process:
 * a worker thread runs it without a TypeScript loader, whatever loader (tsx, Vitest) the host has.
 */
let compiled: Promise<URL> | undefined;

async function compileWorker(): Promise<URL> {
  const result = await build({
    entryPoints: [WORKER_SOURCE],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  const name = `worker-${crypto.createHash('sha256').update(code).digest('hex').slice(0, 16)}`;
  return new URL(await writeCachedModule('pglite-worker', name, code));
}

/** Starts the worker thread that runs PGlite on `options.dataDir`. */
export async function spawnEngineWorker(options: EngineOptions): Promise<Worker> {
  compiled ??= compileWorker();
  compiled.catch(() => (compiled = undefined));
  return new Worker(await compiled, { workerData: options });
}
