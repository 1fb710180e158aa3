import { buildRequest } from './contract.ts';
import { failures } from './failures.ts';

/** Checks the body is `{}` (or empty), else a 400 naming what is wrong. */
export async function readRequest(request: Request): Promise<void> {
  const text = await request.text();
  if (text.trim() === '') return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw failures.invalidJson();
  }
  const parsed = buildRequest.safeParse(body);
  if (!parsed.success) throw failures.invalidRequest(parsed.error, 'Send an empty JSON object: ');
}
