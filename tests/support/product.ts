import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { expect, inject } from 'vitest';
import ws from 'ws';
import type { Database } from '../../src/lib/database.types.ts';
import { PASSWORD } from './accounts.ts';
import './provided.ts';

export type Role = 'anon' | 'no_role' | 'editor' | 'admin';
export const ROLES: readonly Role[] = ['anon', 'no_role', 'editor', 'admin'];

let nextAddress = Math.floor(Math.random() * 50_000);
/** A client address of its own (the stacks under test trust X-Forwarded-For), so rate limits stay per test. */
export function freshAddress(): string {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

function client(key: string, address = freshAddress()) {
  return createClient<Database>(inject('productUrl'), key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
    global: { headers: { 'X-Forwarded-For': address } },
  });
}

export type ProductClient = ReturnType<typeof client>;

/** The product stack as a visitor (anon key, optionally from a given address) or with the service-role key. */
export const productAnon = (address?: string) => client(inject('anonKey'), address);
export const productService = () => client(inject('serviceRoleKey'));

export interface Member {
  id: string;
  email: string;
  client: ProductClient;
  accessToken: string;
}

/** A signed-in user of the product stack with `role` (no_role: signed in, without a staff role). */
export async function member(role: Exclude<Role, 'anon'>): Promise<Member> {
  const email = `${role.replace('_', '-')}-${randomUUID()}@example.test`;
  const service = productService();
  const created = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  expect(created.error).toBeNull();
  const id = created.data.user?.id ?? '';
  if (role !== 'no_role') {
    const granted = await service.from('user_roles').insert({ user_id: id, role });
    expect(granted.error).toBeNull();
  }
  const signedIn = client(inject('anonKey'));
  const session = await signedIn.auth.signInWithPassword({ email, password: PASSWORD });
  expect(session.error).toBeNull();
  return { id, email, client: signedIn, accessToken: session.data.session?.access_token ?? '' };
}
