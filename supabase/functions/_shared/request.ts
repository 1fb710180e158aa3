import * as z from 'zod/v4-mini';
import { sharedFailures } from './failures.ts';

// Invalid fields are answered in words, not zod's bare "Invalid input".
z.config(z.locales.en());

/** The request's body as JSON, or a 400 `invalid_json`. */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    throw sharedFailures.invalidJson();
  }
}

/** The body of a function that takes no input: an empty object (an empty body counts as one). */
export const emptyRequest = z.strictObject({});

/** Checks the body is `{}` (or empty), else a 400 naming what is wrong. */
export async function readEmptyRequest(request: Request): Promise<void> {
  const text = await request.text();
  if (text.trim() === '') return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw sharedFailures.invalidJson();
  }
  const parsed = emptyRequest.safeParse(body);
  if (!parsed.success) throw sharedFailures.invalidRequest(parsed.error, 'Send an empty JSON object: ');
}
