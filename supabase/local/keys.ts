import { SignJWT } from 'jose';

/** Expiry the Supabase CLI gives its demo keys (2032-10-22), kept so the default keys match it byte for byte. */
const DEMO_KEY_EXPIRY = 1983812996;

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

async function demoKey(role: 'anon' | 'service_role', secret: string): Promise<string> {
  return new SignJWT({ iss: 'supabase-demo', role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(DEMO_KEY_EXPIRY)
    .sign(new TextEncoder().encode(secret));
}

/** The anon and service-role keys for a JWT secret, signed the way the Supabase CLI signs its local ones. */
export async function apiKeysFor(secret: string): Promise<ApiKeys> {
  return { anonKey: await demoKey('anon', secret), serviceRoleKey: await demoKey('service_role', secret) };
}
