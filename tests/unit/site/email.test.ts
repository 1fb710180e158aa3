import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from '../../../src/lib/email.ts';
import { checkNewsletterEmail } from '../../../src/lib/newsletter/subscribe.ts';

describe('the email rule', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.com', "o'brien@example.ie"])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'plain',
    'a@b',
    '@example.com',
    'a@.',
    'two@@example.com',
    'a b@example.com',
    'a@exa mple.com',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('refuses addresses longer than the database stores', () => {
    const local = 'x'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length);
    expect(isValidEmail(`${local}@example.com`)).toBe(true);
    expect(isValidEmail(`${local}x@example.com`)).toBe(false);
  });

  it('lowercases and trims before checking, so case and spaces never matter', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM \n')).toBe('jane.doe@example.com');
    expect(checkNewsletterEmail('  Jane.Doe@Example.COM ')).toEqual({
      ok: true,
      email: 'jane.doe@example.com',
    });
    fc.assert(
      fc.property(fc.emailAddress(), fc.string({ unit: fc.constantFrom(' ', '\t') }), (email, pad) => {
        const checked = checkNewsletterEmail(`${pad}${email.toUpperCase()}${pad}`);
        return checked.ok && checked.email === email.toLowerCase();
      }),
    );
  });

  it('answers an invalid email with the catalogue toast', () => {
    expect(checkNewsletterEmail('nope')).toEqual({
      ok: false,
      toast: {
        title: 'Invalid email',
        description: 'Please enter a valid email address',
        variant: 'destructive',
      },
    });
  });
});
