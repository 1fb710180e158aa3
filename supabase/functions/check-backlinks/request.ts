import type { ZodError } from 'zod';
import { allRequest, type CheckRequest, idsRequest } from './contract.ts';
import { Failure, failures } from './failures.ts';

function invalid(error: ZodError): Failure {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const summary = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
  return new Failure('invalid_request', summary, issues);
}

/** `{ ids }` (duplicates dropped) or `{ all: true }`, or a 400 naming what is wrong. */
export async function readRequest(request: Request): Promise<CheckRequest> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw failures.invalidJson();
  }
  const wantsAll = typeof body === 'object' && body !== null && 'all' in body;
  const parsed = (wantsAll ? allRequest : idsRequest).safeParse(body);
  if (!parsed.success) throw invalid(parsed.error);
  return 'ids' in parsed.data ? { ids: [...new Set(parsed.data.ids)] } : parsed.data;
}
