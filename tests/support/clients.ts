import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { inject } from 'vitest';
import ws from 'ws';
import './provided.ts';

// Node 20 has no global WebSocket; supabase-js's realtime client needs one to be constructed.
const noSession = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: ws as unknown as typeof WebSocket },
};

export const restUrl = () => `${inject('restUrl')}/rest/v1`;

export interface StackAddress {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

/** The project's shared stack (from its global setup). */
export const sharedStack = (): StackAddress => ({
  url: inject('restUrl'),
  anonKey: inject('anonKey'),
  serviceRoleKey: inject('serviceRoleKey'),
});

/** A supabase-js client for any stack, anonymous or with the service-role key. */
export function clientFor(stack: StackAddress, key: 'anon' | 'service' = 'anon') {
  return createClient(stack.url, key === 'anon' ? stack.anonKey : stack.serviceRoleKey, noSession);
}

export const anonClient = () => clientFor(sharedStack(), 'anon');
export const serviceClient = () => clientFor(sharedStack(), 'service');

/** A signed access token like the ones GoTrue issues (role `authenticated` unless told otherwise). */
export async function accessToken(
  claims: Record<string, unknown>,
  options: { expiresAt?: string | number; secret?: string } = {},
): Promise<string> {
  return new SignJWT({ role: 'authenticated', aud: 'authenticated', ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(options.expiresAt ?? '1h')
    .sign(new TextEncoder().encode(options.secret ?? inject('jwtSecret')));
}

/** A client acting as the signed-in user `sub`. */
export async function userClient(sub: string) {
  const token = await accessToken({ sub, email: `${sub}@example.test` });
  return createClient(inject('restUrl'), inject('anonKey'), {
    ...noSession,
    accessToken: () => Promise.resolve(token),
  });
}

/** A raw request to the REST API (for what the client library does not expose). */
export async function rest(
  path: string,
  init: RequestInit & { key?: 'anon' | 'service' } = {},
): Promise<Response> {
  const { key = 'anon', ...rest } = init;
  const apikey = key === 'anon' ? inject('anonKey') : inject('serviceRoleKey');
  const headers = new Headers(rest.headers);
  if (!headers.has('apikey')) headers.set('apikey', apikey);
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${apikey}`);
  return fetch(`${restUrl()}${path}`, { ...rest, headers });
}
