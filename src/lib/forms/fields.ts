/**
 * Field rules the public forms and the admin share. Each matches the database's CHECK on the same
 * column (supabase/migrations/*_inboxes.sql), so what passes here is stored, and each failure has
 * a message a visitor can act on. Optional text comes out as null when left empty.
 */
import * as z from 'zod/v4-mini';
import '../zod-config.ts';
import { isValidEmail, normalizeEmail } from '../email.ts';

export const LIMITS = {
  nameMin: 2,
  nameMax: 120,
  company: 120,
  subject: 150,
  messageMin: 10,
  messageMax: 5000,
  goals: 2000,
  coverLetter: 5000,
  url: 300,
  services: 20,
} as const;

export const PHONE_PATTERN = /^[+0-9 ().-]{6,30}$/;
const WEB_ADDRESS_PATTERN = /^https?:\/\/[^\s]+$/i;
const LINKEDIN_PATTERN = /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/\S+$/i;

const count = (n: number) => n.toLocaleString('en-US');
const emptyToNull = (value: string): string | null => (value === '' ? null : value);

/** Length as the database's char_length counts it: code points, so "é" or "😀" is one, not two UTF-16 units. */
export const characterCount = (value: string): number => Array.from(value).length;
const atLeast = (min: number) => (value: string) => characterCount(value) >= min;
const atMost = (max: number) => (value: string) => characterCount(value) <= max;

/** A name of 2 to 120 characters. */
export const personName = z
  .string()
  .check(
    z.trim(),
    z.refine(atLeast(1), 'Enter your name'),
    z.refine(atLeast(LIMITS.nameMin), `Enter at least ${LIMITS.nameMin} characters for your name`),
    z.refine(atMost(LIMITS.nameMax), `Keep your name to ${LIMITS.nameMax} characters or fewer`),
  );

/** The email rule of src/lib/email.ts, lowercased and trimmed as stored. */
export const emailAddress = z.pipe(
  z.pipe(z.string(), z.transform(normalizeEmail)),
  z
    .string()
    .check(z.minLength(1, 'Enter your email address'), z.refine(isValidEmail, 'Enter a valid email address')),
);

/** Optional free text of at most `max` characters. */
export const optionalText = (max: number, label: string) =>
  z.pipe(
    z.string().check(z.trim(), z.refine(atMost(max), `Keep ${label} to ${count(max)} characters or fewer`)),
    z.transform(emptyToNull),
  );

/** Optional phone number: digits, spaces and + ( ) . - only, 6 to 30 characters. */
export const optionalPhone = z.pipe(
  z.string().check(
    z.trim(),
    z.refine(
      (value) => value === '' || PHONE_PATTERN.test(value),
      'Enter a valid phone number (6 to 30 digits, spaces and + ( ) - . only)',
    ),
  ),
  z.transform(emptyToNull),
);

const trimmed = z.string().check(z.trim());

/** "example.com" means "https://example.com": visitors rarely type the scheme. */
export function withScheme(address: string): string {
  if (/^https?:\/\//i.test(address)) return address;
  return /^[a-z][a-z0-9+.-]*:/i.test(address) ? address : `https://${address}`;
}

/** An http(s) address with a dotted host name, no spaces, within the stored length. */
export function isWebAddress(address: string): boolean {
  if (!WEB_ADDRESS_PATTERN.test(address) || characterCount(address) > LIMITS.url) return false;
  try {
    const host = new URL(address).hostname;
    return /^[^.]+(\.[^.]+)+$/.test(host);
  } catch {
    return false;
  }
}

/** Optional website or portfolio address (the scheme is added when missing). */
export const optionalWebAddress = (message: string) =>
  z.pipe(
    trimmed,
    z.transform((value: string, ctx) => {
      if (value === '') return null;
      const address = withScheme(value);
      if (isWebAddress(address)) return address;
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }),
  );

/** Optional LinkedIn profile: https://linkedin.com/… or https://xx.linkedin.com/… (http is upgraded). */
export const optionalLinkedInUrl = z.pipe(
  trimmed,
  z.transform((value: string, ctx) => {
    if (value === '') return null;
    const address = withScheme(value).replace(/^http:\/\//i, 'https://');
    if (LINKEDIN_PATTERN.test(address) && isWebAddress(address)) return address;
    ctx.issues.push({
      code: 'custom',
      message: 'Enter your LinkedIn profile address, like https://www.linkedin.com/in/your-name',
      input: value,
    });
    return z.NEVER;
  }),
);

/** A message of 10 to 5,000 characters. */
export const messageText = z
  .string()
  .check(
    z.trim(),
    z.refine(atLeast(1), 'Enter your message'),
    z.refine(atLeast(LIMITS.messageMin), `Write at least ${LIMITS.messageMin} characters so we can help`),
    z.refine(
      atMost(LIMITS.messageMax),
      `Keep your message to ${count(LIMITS.messageMax)} characters or fewer`,
    ),
  );

/** Who is writing: the name, email, phone and company the contact and discovery-call forms ask. */
export const contactDetails = {
  name: personName,
  email: emailAddress,
  phone: optionalPhone,
  company: optionalText(LIMITS.company, 'the company name'),
};

/** The contact details of an empty form. */
export const EMPTY_CONTACT_DETAILS = { name: '', email: '', phone: '', company: '' };
