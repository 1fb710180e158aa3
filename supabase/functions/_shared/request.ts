import { sharedFailures } from './failures.ts';

/** The request's body as JSON, or a 400 `invalid_json`. */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    throw sharedFailures.invalidJson();
  }
}
