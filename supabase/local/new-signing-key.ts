import { generateKeyPairSync, type JsonWebKey, randomUUID } from 'node:crypto';
import type { AsymmetricAlgorithm } from './signing-keys.ts';

/**
 * A new private signing key as a JWK, in the shape `supabase gen signing-key` writes: a random UUID
 * `kid`, `use: "sig"`, `key_ops: ["sign", "verify"]`, `ext: true`.
 */
export function newSigningKey(algorithm: AsymmetricAlgorithm = 'ES256'): JsonWebKey & { kid: string } {
  const { privateKey } =
    algorithm === 'ES256'
      ? generateKeyPairSync('ec', { namedCurve: 'P-256' })
      : generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    kid: randomUUID(),
    use: 'sig',
    key_ops: ['sign', 'verify'],
    alg: algorithm,
    ext: true,
    ...privateKey.export({ format: 'jwk' }),
  };
}
