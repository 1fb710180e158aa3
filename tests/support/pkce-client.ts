import { createClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import ws from 'ws';
import type { StackAddress } from './clients.ts';

/** supabase-js stores the verifier as JSON, marked `/recovery` for a password recovery. */
const verifierIn = (stored: string): string => (JSON.parse(stored) as string).split('/')[0] ?? '';

/**
 * A supabase-js client with `flowType: 'pkce'`, keeping what it stores (the code verifier) in a map
 * the test can read, as a browser keeps it in localStorage.
 */
export function pkceClient(stack: StackAddress) {
  const stored = new Map<string, string>();
  let lastVerifier = '';
  const client = createClient(stack.url, stack.anonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key) => stored.get(key) ?? null,
        setItem: (key, value) => {
          if (key.endsWith('-code-verifier')) lastVerifier = verifierIn(value);
          stored.set(key, value);
        },
        removeItem: (key) => void stored.delete(key),
      },
    },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  /** The code verifier supabase-js keeps for the flow it started (without its `/recovery` mark). */
  const codeVerifier = (): string => {
    const entry = [...stored].find(([key]) => key.endsWith('-code-verifier'));
    return entry ? verifierIn(entry[1]) : '';
  };
  /** The last code verifier supabase-js created, even one it has since dropped. */
  const lastCodeVerifier = (): string => lastVerifier;
  return { client, codeVerifier, lastCodeVerifier };
}

/** Follows an emailed link as a browser would, to where GoTrue redirects (303). */
export async function followLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

/** A raw `POST /auth/v1/token?grant_type=pkce`, for what supabase-js does not send twice. */
export async function pkceGrant(
  stack: StackAddress,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${stack.url}/auth/v1/token?grant_type=pkce`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
