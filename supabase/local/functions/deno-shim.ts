/**
 * The part of Deno's API that edge functions use, for running them in Node. Each compiled function
 * module gets its own `Deno` binding (see compile.ts): `Deno.serve(handler)` records the handler
 * under the module's key, and `Deno.env` reads the environment of the stack running the function
 * (its secrets and the SUPABASE_* variables), not the host process's.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { WebSocket } from 'ws';

export type FunctionHandler = (request: Request) => Response | Promise<Response>;

interface ServeOptions {
  handler?: FunctionHandler;
}

/** The global the compiled modules' `Deno` binding comes from. */
export const RUNTIME_GLOBAL = '__growDigitalEdgeRuntime';

interface Runtime {
  deno: (moduleKey: string) => unknown;
  /** Each stack's functions see their own environment, even with several stacks in one process. */
  environments: AsyncLocalStorage<Map<string, string>>;
  registered: Map<string, FunctionHandler>;
}

/**
 * The one runtime of the process. It lives on a global, not in this module, because the compiled
 * functions reach it through the global and this module may be loaded more than once (test runners).
 */
function runtime(): Runtime {
  const host = globalThis as Record<string, unknown>;
  const existing = host[RUNTIME_GLOBAL] as Runtime | undefined;
  if (existing) return existing;
  const environments = new AsyncLocalStorage<Map<string, string>>();
  const registered = new Map<string, FunctionHandler>();
  const env = () => environments.getStore() ?? new Map<string, string>();
  const created: Runtime = {
    environments,
    registered,
    deno: (moduleKey: string) => ({
      serve(first: FunctionHandler | ServeOptions, second?: FunctionHandler) {
        const handler = typeof first === 'function' ? first : (second ?? first.handler);
        if (!handler) throw new Error('Deno.serve needs a handler');
        registered.set(moduleKey, handler);
        return {
          finished: Promise.resolve(),
          shutdown: () => Promise.resolve(),
          addr: { hostname: '127.0.0.1', port: 0, transport: 'tcp' },
        };
      },
      env: {
        get: (name: string) => env().get(name),
        set: (name: string, value: string) => void env().set(name, value),
        delete: (name: string) => void env().delete(name),
        has: (name: string) => env().has(name),
        toObject: () => Object.fromEntries(env()),
      },
    }),
  };
  host[RUNTIME_GLOBAL] = created;
  return created;
}

export function installDenoShim(): void {
  runtime();
  // Deno has a global WebSocket (supabase-js's realtime client expects one); Node 20 does not.
  (globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
}

/** Runs `work` (invoking a function) with `environment` as what Deno.env reads. */
export function withEnvironment<T>(environment: Map<string, string>, work: () => T): T {
  return runtime().environments.run(environment, work);
}

/** The handler of a compiled function module: what it passed to Deno.serve, or its default export. */
export async function loadHandler(moduleUrl: string, moduleKey: string): Promise<FunctionHandler> {
  const module = (await import(moduleUrl)) as { default?: unknown };
  const served = runtime().registered.get(moduleKey);
  if (served) return served;
  const exported = module.default;
  if (typeof exported === 'function') return exported as FunctionHandler;
  if (exported && typeof (exported as { fetch?: unknown }).fetch === 'function') {
    const target = exported as { fetch: FunctionHandler };
    return (request) => target.fetch(request);
  }
  throw new Error('The function neither calls Deno.serve nor exports a handler');
}
