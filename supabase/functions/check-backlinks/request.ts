import { jsonBody } from '../_shared/request.ts';
import { allRequest, type CheckRequest, idsRequest } from './contract.ts';
import { failures } from './failures.ts';

/** `{ ids }` (duplicates dropped) or `{ all: true }`, or a 400 naming what is wrong. */
export async function readRequest(request: Request): Promise<CheckRequest> {
  const body = await jsonBody(request);
  const wantsAll = typeof body === 'object' && body !== null && 'all' in body;
  const parsed = (wantsAll ? allRequest : idsRequest).safeParse(body);
  if (!parsed.success) throw failures.invalidRequest(parsed.error);
  return 'ids' in parsed.data ? { ids: [...new Set(parsed.data.ids)] } : parsed.data;
}
