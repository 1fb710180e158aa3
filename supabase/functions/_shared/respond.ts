import { corsHeaders } from '@supabase/supabase-js/cors';
import { Failure, INTERNAL_ERROR, sharedFailures } from './failures.ts';

/** A JSON answer the admin's browser may read (CORS). */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });

/**
 * Serves a function that takes POST requests: answers CORS preflights, refuses other methods (405),
 * answers a thrown Failure with its status and body, and logs anything else as a 500 under `name`.
 */
export function servePost(name: string, handle: (request: Request) => Promise<Response>): void {
  Deno.serve(async (request) => {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    try {
      if (request.method !== 'POST') throw sharedFailures.methodNotAllowed();
      return await handle(request);
    } catch (error) {
      if (error instanceof Failure) return json(error.status, error.body());
      console.error(`${name} failed:`, error);
      return json(500, INTERNAL_ERROR);
    }
  });
}
