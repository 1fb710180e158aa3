import { Secret, TOTP } from 'otpauth';

const totp = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

/** The current code of a TOTP secret, as an authenticator app would show it (SHA-1, 6 digits, 30 s). */
export const totpCode = (secret: string): string => totp(secret).generate();

/** A code the factor refuses now: none of the three it accepts around this moment (one step of skew). */
export function wrongTotpCode(secret: string): string {
  const now = Date.now();
  const accepted = [-30_000, 0, 30_000].map((shift) => totp(secret).generate({ timestamp: now + shift }));
  return ['000000', '111111', '222222', '333333'].find((code) => !accepted.includes(code)) ?? '444444';
}
