import { jsonBody } from '../_shared/request.ts';
import { adminUsersRequest, type ParsedRequest } from './contract.ts';
import { failures } from './failures.ts';

/** The request's action, or a 400 naming every invalid field. */
export async function readRequest(request: Request): Promise<ParsedRequest> {
  const parsed = adminUsersRequest.safeParse(await jsonBody(request));
  if (parsed.success) return parsed.data;
  throw failures.invalidRequest(parsed.error);
}
