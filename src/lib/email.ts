/** The simple email shape the forms and the database both check: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** The longest address the database stores (RFC 5321's limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Lowercased and trimmed, as the email is checked and stored. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Whether a normalized email is non-empty, well-shaped and not too long. */
export const isValidEmail = (email: string): boolean =>
  email.length > 0 && email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
