import crypto from 'node:crypto';
import { bundleModule, writeCachedModule } from '../module-cache.ts';
import { RUNTIME_GLOBAL } from './deno-shim.ts';

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
  const code = await bundleModule(entry, { sourcemap: 'inline' });
  const key = `${name}-${crypto.createHash('sha256').update(code).digest('hex').slice(0, 16)}`;
  const url = await writeCachedModule(
    'edge-functions',
    key,
    `const Deno = globalThis.${RUNTIME_GLOBAL}.deno(${JSON.stringify(key)});\n${code}`,
  );
  return { url, key };
}
