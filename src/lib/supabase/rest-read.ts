import type { PublicEnv } from '../public-env.ts';

/** Rows, or what went wrong: never thrown, as postgrest-js answers. */
export interface RestRows<Row> {
  data: Row[] | null;
  error: unknown;
}

/** The spec's request timeout for the backend client. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** The headers of a REST call as the anon role, or as the user whose token is given. */
export const restHeaders = (env: PublicEnv, token = env.supabaseAnonKey): Record<string, string> => ({
  apikey: env.supabaseAnonKey,
  Authorization: `Bearer ${token}`,
});

/** postgrest-js's retries of a read: 3 more tries, 1, 2 and 4 s apart, after a failed request or a 503/520. */
const RETRY_DELAYS_MS = [1000, 2000, 4000] as const;
const RETRYABLE_STATUSES = [503, 520];

/** fetch, tried again as postgrest-js does when `retry` is set; the last answer or error stands. */
async function fetchRead(url: string, init: () => RequestInit, retry: boolean): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const delay = retry ? RETRY_DELAYS_MS[attempt] : undefined;
    try {
      const response = await fetch(url, init());
      if (delay === undefined || !RETRYABLE_STATUSES.includes(response.status)) return response;
      await response.text();
    } catch (error) {
      if (delay === undefined || (error instanceof Error && error.name === 'AbortError')) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/**
 * Reads rows of a table through the REST API with plain fetch (GET /rest/v1/<table>?<query>), as
 * the anon role or as the user whose token is given; with `retry`, a failed read is tried again as
 * postgrest-js does. For a script that runs on every page with a read or two, where postgrest-js
 * would be most of what the page loads.
 */
export async function readRows<Row>(
  env: PublicEnv,
  table: string,
  query: Record<string, string>,
  token = env.supabaseAnonKey,
  { retry = false }: { retry?: boolean } = {},
): Promise<RestRows<Row>> {
  try {
    const response = await fetchRead(
      `${env.supabaseUrl}/rest/v1/${table}?${new URLSearchParams(query).toString()}`,
      () => ({
        headers: { ...restHeaders(env, token), Accept: 'application/json' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      }),
      retry,
    );
    if (!response.ok) return { data: null, error: new Error(`${table}: HTTP ${String(response.status)}`) };
    // Read as text, then parsed, as postgrest-js does.
    return { data: JSON.parse(await response.text()) as Row[], error: null };
  } catch (error) {
    return { data: null, error };
  }
}

/** The first row of an answer, or null (postgrest-js's maybeSingle for a query of one row at most). */
export const firstRow = <Row>({ data, error }: RestRows<Row>): { data: Row | null; error: unknown } => ({
  data: data?.[0] ?? null,
  error,
});
