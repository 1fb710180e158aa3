import { adminUsersRequest, type ParsedRequest } from './contract.ts';
import { Failure, failures } from './failures.ts';

/** The request's action, or a 400 naming every invalid field. */
export async function readRequest(request: Request): Promise<ParsedRequest> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw failures.invalidJson();
  }
  const parsed = adminUsersRequest.safeParse(body);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const summary = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
  throw new Failure('invalid_request', summary, issues);
}
