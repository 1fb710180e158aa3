import {
  createPrivateKey,
  createPublicKey,
  type JsonWebKey,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import fs from 'node:fs';
import type { JWK } from 'jose';
import * as z from 'zod/v4-mini';

/** The asymmetric algorithms the Supabase CLI's `gen signing-key` writes keys for. */
export const ASYMMETRIC_ALGORITHMS = ['ES256', 'RS256'] as const;
export type AsymmetricAlgorithm = (typeof ASYMMETRIC_ALGORITHMS)[number];

/** One key of the signing keys file: its public half always, its private half when the file holds it. */
export interface SigningKey {
  kid: string;
  alg: AsymmetricAlgorithm;
  publicKey: KeyObject;
  /** Undefined for a key kept only to verify tokens it signed before (no `d`, or no `sign` in key_ops). */
  privateKey: KeyObject | undefined;
  /** What `/.well-known/jwks.json` publishes: the public members only, `use: "sig"`, `key_ops: ["verify"]`. */
  publicJwk: JWK;
}

/**
 * Everything that signs or verifies access tokens: the shared secret (HS256, and the anon and
 * service-role keys), and the asymmetric keys of `AUTH_SIGNING_KEYS_PATH`, if any.
 */
export interface JwtKeys {
  secret: string;
  signingKeys: readonly SigningKey[];
}

/** The key access tokens are signed with: the first asymmetric key that can sign, else none (HS256). */
export function activeSigningKey(keys: JwtKeys): (SigningKey & { privateKey: KeyObject }) | undefined {
  return keys.signingKeys.find((key): key is SigningKey & { privateKey: KeyObject } => !!key.privateKey);
}

const base64url = z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, 'must be base64url'));
const common = {
  kid: z.string().check(z.minLength(1)),
  use: z.optional(z.literal('sig')),
  key_ops: z.optional(z.array(z.string())),
  ext: z.optional(z.boolean()),
};
const ecKey = z.object({
  ...common,
  kty: z.literal('EC'),
  alg: z.literal('ES256'),
  crv: z.literal('P-256'),
  x: base64url,
  y: base64url,
  d: z.optional(base64url),
});
const rsaKey = z.object({
  ...common,
  kty: z.literal('RSA'),
  alg: z.literal('RS256'),
  n: base64url,
  e: base64url,
  d: z.optional(base64url),
  p: z.optional(base64url),
  q: z.optional(base64url),
  dp: z.optional(base64url),
  dq: z.optional(base64url),
  qi: z.optional(base64url),
});
const keyFile = z.array(z.union([ecKey, rsaKey])).check(z.minLength(1, 'the file holds no keys'));
type FileKey = z.output<typeof ecKey> | z.output<typeof rsaKey>;

function publicMembers(key: FileKey): JWK {
  const material = key.kty === 'EC' ? { crv: key.crv, x: key.x, y: key.y } : { n: key.n, e: key.e };
  return {
    kty: key.kty,
    kid: key.kid,
    alg: key.alg,
    use: 'sig',
    key_ops: ['verify'],
    ...(key.ext === undefined ? {} : { ext: key.ext }),
    ...material,
  };
}

/** Whether the public key verifies what the private key signs (Node does not check a JWK's `d` against its `x`/`y`). */
function isPair(privateKey: KeyObject, publicKey: KeyObject): boolean {
  const probe = Buffer.from('signing key pair check');
  return verify('sha256', probe, publicKey, sign('sha256', probe, privateKey));
}

function signingKeyOf(key: FileKey, problem: (message: string) => Error): SigningKey {
  const jwk = { ...key } as unknown as JsonWebKey;
  const canSign = key.d !== undefined && (key.key_ops === undefined || key.key_ops.includes('sign'));
  try {
    const privateKey = canSign ? createPrivateKey({ key: jwk, format: 'jwk' }) : undefined;
    const publicKey = createPublicKey({ key: jwk, format: 'jwk' });
    if (privateKey && !isPair(privateKey, publicKey))
      throw new Error('its private part "d" does not belong to its public part');
    if (key.kty === 'RSA' && (publicKey.asymmetricKeyDetails?.modulusLength ?? 0) < 2048)
      throw new Error('an RS256 key needs a modulus of at least 2048 bits');
    return { kid: key.kid, alg: key.alg, publicKey, privateKey, publicJwk: publicMembers(key) };
  } catch (error) {
    throw problem(`key "${key.kid}" is not a usable ${key.alg} key: ${(error as Error).message}`);
  }
}

/**
 * Reads a signing keys file as the Supabase CLI writes it (`supabase gen signing-key`): a JSON array
 * of private JWKs, ES256 or RS256, each with a `kid`. Throws with the file's name on any problem.
 */
export function readSigningKeys(file: string): SigningKey[] {
  const problem = (message: string) => new Error(`AUTH_SIGNING_KEYS_PATH (${file}): ${message}`);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw problem(`cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw problem('is not JSON');
  }
  const parsed = keyFile.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw problem(
      `must be a JSON array of ES256 (EC P-256) or RS256 private JWKs with a kid${first ? ` (${[...first.path].join('.') || 'file'}: ${first.message})` : ''}`,
    );
  }
  const keys = parsed.data.map((key) => signingKeyOf(key, problem));
  const kids = new Set(keys.map((key) => key.kid));
  if (kids.size !== keys.length) throw problem('two keys share a kid');
  if (!keys.some((key) => key.privateKey))
    throw problem('no key can sign (each lacks its private part "d" or "sign" in key_ops)');
  return keys;
}
