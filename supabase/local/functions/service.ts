import fs from 'node:fs/promises';
import path from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { bearerToken, JwtError, verifyJwt } from '../http/jwt.ts';
import type { ApiKeys } from '../keys.ts';
import type { JwtKeys } from '../signing-keys.ts';
import { compileFunction } from './compile.ts';
import { functionsError } from './errors.ts';
import { type FunctionHandler, installDenoShim, loadHandler, withEnvironment } from './deno-shim.ts';
import { functionVerifiesJwt, readEnvFile } from './project-config.ts';

export interface FunctionsOptions {
  functionsDir: string;
  envFile: string;
  supabaseDir: string;
  externalUrl: string;
  /** What verifies callers' tokens (functions with verify_jwt). */
  jwt: JwtKeys;
  keys: ApiKeys;
  /** Settings the stack gives every function (the local SMTP sink's); the env file's win over them. */
  defaults?: Record<string, string>;
  log: (message: string) => void;
}

const NAME = /^[A-Za-z0-9_-]+$/;

/**
 * Edge functions at /functions/v1/<name>: `supabase/functions/<name>/index.ts`, a web-standard
 * Request → Response handler (the same file deploys to Supabase). A function is compiled again when
 * its file changes; a thrown error is a 500 and a log line, never a crashed server.
 */
export async function createFunctionsApp(
  options: FunctionsOptions,
): Promise<Hono<{ Bindings: HttpBindings }>> {
  installDenoShim();
  const env = new Map(
    Object.entries({
      ...options.defaults,
      ...(await readEnvFile(options.envFile)),
      SUPABASE_URL: options.externalUrl,
      SUPABASE_ANON_KEY: options.keys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: options.keys.serviceRoleKey,
    }),
  );
  const loaded = new Map<string, { mtime: number; handler: FunctionHandler }>();

  async function handlerFor(name: string): Promise<FunctionHandler | undefined> {
    const file = path.join(options.functionsDir, name, 'index.ts');
    let mtime: number;
    try {
      mtime = (await fs.stat(file)).mtimeMs;
    } catch {
      return undefined;
    }
    const cached = loaded.get(name);
    if (cached?.mtime === mtime) return cached.handler;
    const compiled = await compileFunction(name, file);
    const handler = await loadHandler(compiled.url, compiled.key);
    loaded.set(name, { mtime, handler });
    return handler;
  }

  const app = new Hono<{ Bindings: HttpBindings }>();
  app.all('/:name{[^/]+}/*', (c) => invoke(c.req.param('name'), c.req.raw));
  app.all('/:name{[^/]+}', (c) => invoke(c.req.param('name'), c.req.raw));

  async function invoke(name: string, request: Request): Promise<Response> {
    if (!NAME.test(name) || name.startsWith('_'))
      return functionsError(404, 'NOT_FOUND', 'Requested function was not found');
    if (await functionVerifiesJwt(options.supabaseDir, name)) {
      const token = bearerToken(request.headers);
      if (!token) return functionsError(401, 'UNAUTHORIZED_NO_AUTH_HEADER', 'Missing authorization header');
      try {
        await verifyJwt(token, options.jwt);
      } catch (error) {
        if (error instanceof JwtError) return functionsError(401, 'UNAUTHORIZED_INVALID_JWT', 'Invalid JWT');
        throw error;
      }
    }
    let handler: FunctionHandler | undefined;
    try {
      handler = await handlerFor(name);
    } catch (error) {
      options.log(
        `Function ${name} failed to load: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      return functionsError(500, 'BOOT_ERROR', 'Function failed to start (please check logs)');
    }
    if (!handler) return functionsError(404, 'NOT_FOUND', 'Requested function was not found');
    const url = new URL(request.url);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const inner = new Request(
      `http://localhost${url.pathname.replace(/^\/functions\/v1/, '')}${url.search}`,
      {
        method: request.method,
        headers: request.headers,
        ...(hasBody ? { body: request.body, duplex: 'half' } : {}),
      },
    );
    try {
      return await withEnvironment(env, () => handler(inner));
    } catch (error) {
      options.log(
        `Function ${name} threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      return functionsError(500, 'FUNCTION_ERROR', 'The function failed while handling the request');
    }
  }

  return app;
}
