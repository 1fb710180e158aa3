import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { bundleModule, writeCachedModule } from '../../module-cache.ts';
import type { EngineOptions } from './protocol.ts';

const WORKER_SOURCE = fileURLToPath(new URL('./worker.ts', import.meta.url));

/**
 * The worker's TypeScript compiled to one ES module (npm packages stay imports), once per process:
 * a worker thread runs it without a TypeScript loader, whatever loader (tsx, Vitest) the host has.
 */
let compiled: Promise<URL> | undefined;

async function compileWorker(): Promise<URL> {
  const code = await bundleModule(WORKER_SOURCE);
  const name = `worker-${crypto.createHash('sha256').update(code).digest('hex').slice(0, 16)}`;
  return new URL(await writeCachedModule('pglite-worker', name, code));
}

/** Starts the worker thread that runs PGlite on `options.dataDir`. */
export async function spawnEngineWorker(options: EngineOptions): Promise<Worker> {
  compiled ??= compileWorker();
  compiled.catch(() => (compiled = undefined));
  return new Worker(await compiled, { workerData: options });
}
