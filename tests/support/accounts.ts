import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { clientFor, type StackAddress } from './clients.ts';

export const PASSWORD = 'correct horse battery staple';

/** A unique, confirmed user created through the admin API, and a client signed in as them. */
export async function signedInUser(
  stack: StackAddress,
  options: { userMetadata?: Record<string, unknown> } = {},
) {
  const email = `user-${randomUUID()}@example.test`;
  const admin = clientFor(stack, 'service');
  const created = await admin.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: options.userMetadata ?? {},
  });
  expect(created.error).toBeNull();
  const client = clientFor(stack);
  const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(signedIn.error).toBeNull();
  const session = signedIn.data.session;
  if (!session) throw new Error('no session');
  return { email, id: session.user.id, client, session };
}

export interface Mail {
  to: string;
  kind: string;
  subject: string;
  link: string;
  otp: string;
}

/** The emails the stack "sent" to an address, newest first (its mail catcher). */
export async function outbox(stack: StackAddress, to: string): Promise<Mail[]> {
  const response = await fetch(`${stack.url}/_local/outbox?to=${encodeURIComponent(to)}`, {
    headers: { Authorization: `Bearer ${stack.serviceRoleKey}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Mail[];
}

/** The claims of a JWT (not verified: the stack did that). */
export function claimsOf(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
