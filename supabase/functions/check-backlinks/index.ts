/**
 * Backlink checks for staff (issue 8): POST `{ ids: uuid[] }` (at most 50) or `{ all: true }`.
 * Each source page is fetched (time limit, size cap, at most five redirects, no private addresses)
 * and parsed for a link to the target; the status, HTTP status, anchor text, rel and check time are
 * stored as the caller, so row-level security decides what they may check. See contract.ts.
 */
import { json, servePost } from '../_shared/respond.ts';
import { signedInCaller } from './caller.ts';
import { checkLink } from './check-link.ts';
import type { CheckResponse } from './contract.ts';
import { mapWithConcurrency } from '../_shared/pool.ts';
import { readRequest } from './request.ts';
import { checkSettings } from './settings.ts';
import { backlinksToCheck, saveCheck } from './store.ts';

servePost('check-backlinks', async (request) => {
  const client = await signedInCaller(request);
  const input = await readRequest(request);
  const settings = checkSettings();
  const backlinks = await backlinksToCheck(client, input);
  const results = await mapWithConcurrency(backlinks, settings.concurrency, async (backlink) =>
    saveCheck(client, backlink, await checkLink(backlink, settings)),
  );
  const seen = new Set(backlinks.map((b) => b.id));
  const body: CheckResponse = {
    results,
    not_found: 'ids' in input ? input.ids.filter((id) => !seen.has(id)) : [],
  };
  return json(200, body);
});
