import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { AuthConfig } from '../config.ts';

/** Supabase's API gateway serves the key set with a 10-minute cache, as long as auth-js keeps it. */
const JWKS_CACHE_CONTROL = 'public, max-age=600';

/**
 * GET /.well-known/jwks.json, as GoTrue answers it: the public half of each asymmetric signing key
 * (`use: "sig"`, `key_ops: ["verify"]`), never a private member and never the shared secret, so a
 * project signing with HS256 only gets `{"keys":[]}`.
 */
export function jwksRoute(app: Hono<{ Bindings: HttpBindings }>, config: Pick<AuthConfig, 'jwt'>): void {
  const body = { keys: config.jwt.signingKeys.map((key) => key.publicJwk) };
  app.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', JWKS_CACHE_CONTROL);
    return c.json(body);
  });
}
