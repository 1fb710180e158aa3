import { jsonBody } from '../_shared/request.ts';
import { backupsRequest, type BackupsRequest } from './contract.ts';
import { failures } from './failures.ts';

/** The request's action, or a 400 naming every invalid field. */
export async function readRequest(request: Request): Promise<BackupsRequest> {
  const parsed = backupsRequest.safeParse(await jsonBody(request));
  if (parsed.success) return parsed.data;
  throw failures.invalidRequest(parsed.error);
}
