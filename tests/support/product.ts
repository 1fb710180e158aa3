import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { expect, inject } from 'vitest';
import ws from 'ws';
import type { Database } from '../../src/lib/database.types.ts';
import { PASSWORD } from './accounts.ts';
import type { StackAddress } from './clients.ts';
import { totpCode } from './totp.ts';
import './provided.ts';

export type Role = 'anon' | 'no_role' | 'editor' | 'admin';
export const ROLES: readonly Role[] = ['anon', 'no_role', 'editor', 'admin'];

let nextAddress = Math.floor(Math.random() * 50_000);
/** A client address of its own (the stacks under test trust X-Forwarded-For), so rate limits stay per test. */
export function freshAddress(): string {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

/** The shared product stack (from the global setup); tests that need one of their own pass theirs. */
export const productStack = (): StackAddress => ({
  url: inject('productUrl'),
  anonKey: inject('anonKey'),
  serviceRoleKey: inject('serviceRoleKey'),
});

function client(key: string, address = freshAddress(), url = inject('productUrl')) {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
    global: { headers: { 'X-Forwarded-For': address } },
  });
}

export type ProductClient = ReturnType<typeof client>;

/** The product stack as a visitor (anon key, optionally from a given address) or with the service-role key. */
export const productAnon = (address?: string, stack = productStack()) =>
  client(stack.anonKey, address, stack.url);
export const productService = (stack = productStack()) => client(stack.serviceRoleKey, undefined, stack.url);
/** A visitor's client of a product stack of a test's own (sign in with it to act as someone). */
export const productAnonAt = (stack: StackAddress) => client(stack.anonKey, undefined, stack.url);

export interface Member {
  id: string;
  email: string;
  client: ProductClient;
  accessToken: string;
}

/** A signed-in user of the product stack with `role` (no_role: signed in, without a staff role). */
export async function member(role: Exclude<Role, 'anon'>, stack = productStack()): Promise<Member> {
  const email = `${role.replace('_', '-')}-${randomUUID()}@example.test`;
  const service = productService(stack);
  const created = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  expect(created.error).toBeNull();
  const id = created.data.user?.id ?? '';
  if (role !== 'no_role') {
    const granted = await service.from('user_roles').insert({ user_id: id, role });
    expect(granted.error).toBeNull();
  }
  const signedIn = client(stack.anonKey, undefined, stack.url);
  const session = await signedIn.auth.signInWithPassword({ email, password: PASSWORD });
  expect(session.error).toBeNull();
  return { id, email, client: signedIn, accessToken: session.data.session?.access_token ?? '' };
}

/** Turns on TOTP two-factor for a member (their session becomes aal2); returns the factor and its secret. */
export async function enrolTotp(m: Member): Promise<{ factorId: string; secret: string }> {
  const enrolled = await m.client.auth.mfa.enroll({ factorType: 'totp' });
  expect(enrolled.error).toBeNull();
  const factorId = enrolled.data?.id ?? '';
  const secret = enrolled.data?.totp.secret ?? '';
  const verified = await m.client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) });
  expect(verified.error).toBeNull();
  return { factorId, secret };
}
