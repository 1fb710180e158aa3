import bcrypt from 'bcryptjs';
import { AuthError } from './errors.ts';

/** GoTrue's bcrypt cost. */
const COST = 10;

/**
 * A bcrypt hash in the `$2a$` form GoTrue (Go's bcrypt) stores. `$2a$` and `$2b$` hash the same for
 * passwords of at most 72 bytes, which the policy enforces.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = (await bcrypt.genSalt(COST)).replace(/^\$2b\$/, '$2a$');
  return bcrypt.hash(password, salt);
}

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  return bcrypt.compare(password, hash);
}

/** A hash to compare against when there is no user, so a missing account takes as long as a wrong password. */
export const DECOY_HASH = bcrypt.hashSync('decoy password that never matches', bcrypt.genSaltSync(COST));

/** The password policy: at least `minLength` characters, at most bcrypt's 72 bytes. */
export function assertStrongPassword(password: unknown, minLength: number): asserts password is string {
  if (typeof password !== 'string')
    throw new AuthError(422, 'weak_password', 'Password is required', {
      weak_password: { reasons: ['length'] },
    });
  if (Array.from(password).length < minLength) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (Buffer.byteLength(password) > 72) {
    throw new AuthError(422, 'weak_password', 'Password cannot be longer than 72 characters', {
      weak_password: { reasons: ['length'] },
    });
  }
}
