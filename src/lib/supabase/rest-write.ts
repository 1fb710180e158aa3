import type { PublicEnv } from '../public-env.ts';
import { REQUEST_TIMEOUT_MS, restHeaders } from './rest-read.ts';

/** What PostgREST answered when it refused a call, or what went wrong on the way (code ''). */
export interface RestError {
  code: string;
  message: string;
}

/**
 * POSTs JSON to the REST API with plain fetch, as the anon role, and answers as postgrest-js does:
 * the answer's JSON (null when empty) or the error, never thrown.
 */
async function post(
  env: PublicEnv,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ data: unknown; error: RestError | null }> {
  try {
    const response = await fetch(`${env.supabaseUrl}/rest/v1/${path}`, {
      method: 'POST',
      headers: { ...restHeaders(env), 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    const answer: unknown = text === '' ? null : JSON.parse(text);
    if (response.ok) return { data: answer, error: null };
    const refusal = (answer ?? {}) as Partial<RestError>;
    return {
      data: null,
      error: {
        code: refusal.code ?? '',
        message: refusal.message ?? `${path}: HTTP ${String(response.status)}`,
      },
    };
  } catch (error) {
    return {
      data: null,
      error: { code: '', message: error instanceof Error ? `${error.name}: ${error.message}` : '' },
    };
  }
}

/**
 * Inserts one row (POST /rest/v1/<table>, nothing returned). For an island on every page, where
 * postgrest-js would be a large part of what the page can load.
 */
export async function insertRow(
  env: PublicEnv,
  table: string,
  row: Record<string, unknown>,
): Promise<{ error: RestError | null }> {
  const { error } = await post(env, table, row, { Prefer: 'return=minimal' });
  return { error };
}

/** Calls a database function (POST /rest/v1/rpc/<name>) with its named arguments. */
export const callRpc = (env: PublicEnv, name: string, args: Record<string, unknown>) =>
  post(env, `rpc/${name}`, args);
