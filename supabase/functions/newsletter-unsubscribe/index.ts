/**
 * One-click unsubscribe (RFC 8058): `POST /functions/v1/newsletter-unsubscribe?token=…` with the
 * body `List-Unsubscribe=One-Click` sets the subscriber inactive through unsubscribe_newsletter
 * (an anon-callable RPC: the token is the only credential) and answers 200. A GET answers 405 and
 * points to the site's page, so a link scanner fetching the address unsubscribes nobody. The
 * gateway does not ask for a JWT here (config.toml): mail apps send none.
 */
import { corsHeaders } from '@supabase/supabase-js/cors';
import * as z from 'zod/v4-mini';
import { INTERNAL_ERROR } from '../_shared/failures.ts';
import { anonClient } from '../_shared/clients.ts';
import { json } from '../_shared/respond.ts';
import { type NewsletterUnsubscribeResponse, ONE_CLICK_KEY, ONE_CLICK_VALUE } from './contract.ts';
import { Failure, failures } from './failures.ts';

const MAX_TOKEN_LENGTH = 512;
const unsubscribeAnswer = z.enum(['unsubscribed', 'already_unsubscribed']);

async function isOneClick(request: Request): Promise<boolean> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return false;
  try {
    const form = await request.formData();
    return form.get(ONE_CLICK_KEY) === ONE_CLICK_VALUE;
  } catch {
    return false;
  }
}

async function unsubscribe(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (token.trim() === '' || token.length > MAX_TOKEN_LENGTH) throw failures.missingToken();
  if (!(await isOneClick(request))) throw failures.notOneClick();
  const answer = await anonClient().rpc('unsubscribe_newsletter', { token });
  if (answer.error) {
    if (answer.error.code === '22023') throw failures.invalidToken(answer.error.message);
    throw new Error(`unsubscribe_newsletter: ${answer.error.code} ${answer.error.message}`);
  }
  const status = unsubscribeAnswer.safeParse(answer.data);
  if (!status.success) throw new Error(`unsubscribe_newsletter answered ${JSON.stringify(answer.data)}`);
  const body: NewsletterUnsubscribeResponse = { status: status.data };
  return json(200, body);
}

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  try {
    if (request.method !== 'POST') {
      const refusal = failures.methodNotAllowed();
      const response = json(refusal.status, refusal.body());
      response.headers.set('Allow', 'POST');
      return response;
    }
    return await unsubscribe(request);
  } catch (error) {
    if (error instanceof Failure) return json(error.status, error.body());
    console.error('newsletter-unsubscribe failed:', error);
    return json(500, INTERNAL_ERROR);
  }
});
