/**
 * Backlink checks for staff (issue 8): POST `{ ids: uuid[] }` (at most 50) or `{ all: true }`.
 * Each source page is fetched (time limit, size cap, at most five redirects, no private addresses)
 * and parsed for a link to the target; the status, HTTP status, anchor text, rel and check time are
 * stored as the caller, so row-level security decides what they may check. See contract.ts.
 */
import { corsHeaders } from '@supabase/supabase-js/cors';
import { signedInCaller } from './caller.ts';
import { checkLink } from './check-link.ts';
import type { CheckResponse } from './contract.ts';
import { Failure, failures } from './failures.ts';
import { mapWithConcurrency } from './pool.ts';
import { readRequest } from './request.ts';
import { checkSettings } from './settings.ts';
import { backlinksToCheck, saveCheck } from './store.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  try {
    if (request.method !== 'POST') throw failures.methodNotAllowed();
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
  } catch (error) {
    if (error instanceof Failure) return json(error.status, error.body());
    console.error('check-backlinks failed:', error);
    return json(500, {
      error: { code: 'internal_error', message: 'Something went wrong. Please try again.' },
    });
  }
});
