import type { PublicEnv } from '../public-env.ts';

/** Rows, or what went wrong: never thrown, as postgrest-js answers. */
export interface RestRows<Row> {
  data: Row[] | null;
  error: unknown;
}

/** The spec's request timeout for the backend client. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Reads rows of a table through the REST API with plain fetch (GET /rest/v1/<table>?<query>), as
 * the anon role or as the user whose token is given. For a script that runs on every page with a
 * read or two, where postgrest-js would be most of what the page loads.
 */
export async function readRows<Row>(
  env: PublicEnv,
  table: string,
  query: Record<string, string>,
  token = env.supabaseAnonKey,
): Promise<RestRows<Row>> {
  try {
    const response = await fetch(
      `${env.supabaseUrl}/rest/v1/${table}?${new URLSearchParams(query).toString()}`,
      {
        headers: {
          apikey: env.supabaseAnonKey,
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
        },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      },
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
