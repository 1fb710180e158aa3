import { describe, expect, it } from 'vitest';
import {
  emailAddress,
  isWebAddress,
  messageText,
  optionalLinkedInUrl,
  optionalPhone,
  optionalText,
  optionalWebAddress,
  personName,
  withScheme,
} from '../../../src/lib/forms/fields.ts';
import type * as z from 'zod/v4-mini';

/** The first message the rule gives for `value`, or the parsed value when it passes. */
function check(
  rule: z.ZodMiniType,
  value: unknown,
): { ok: true; value: unknown } | { ok: false; message: string } {
  const result = rule.safeParse(value);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, message: result.error.issues[0]?.message ?? '' };
}

describe('shared field rules', () => {
  it('asks for a name of 2 to 120 characters, trimmed', () => {
    expect(check(personName, '   ')).toEqual({ ok: false, message: 'Enter your name' });
    expect(check(personName, ' J ')).toEqual({
      ok: false,
      message: 'Enter at least 2 characters for your name',
    });
    expect(check(personName, '  Jo Smith ')).toEqual({ ok: true, value: 'Jo Smith' });
    expect(check(personName, 'x'.repeat(121))).toEqual({
      ok: false,
      message: 'Keep your name to 120 characters or fewer',
    });
  });

  it('asks for an email, lowercased and trimmed, in the shape src/lib/email.ts allows', () => {
    expect(check(emailAddress, '  ')).toEqual({ ok: false, message: 'Enter your email address' });
    for (const bad of ['plain', 'a@b', 'a b@example.com', `${'x'.repeat(250)}@example.com`])
      expect(check(emailAddress, bad)).toEqual({ ok: false, message: 'Enter a valid email address' });
    expect(check(emailAddress, '  Jo.Smith@Example.COM ')).toEqual({
      ok: true,
      value: 'jo.smith@example.com',
    });
  });

  it('takes an optional phone number in the database pattern, empty as null', () => {
    expect(check(optionalPhone, '')).toEqual({ ok: true, value: null });
    expect(check(optionalPhone, ' +1 (512) 555-0142 ')).toEqual({ ok: true, value: '+1 (512) 555-0142' });
    for (const bad of ['12345', 'call me', '+1 512 555 0142 ext. 4', '1'.repeat(31)])
      expect(check(optionalPhone, bad)).toEqual({
        ok: false,
        message: 'Enter a valid phone number (6 to 30 digits, spaces and + ( ) - . only)',
      });
  });

  it('limits optional text and stores empty text as null', () => {
    const company = optionalText(120, 'the company name');
    expect(check(company, '   ')).toEqual({ ok: true, value: null });
    expect(check(company, ' Acme ')).toEqual({ ok: true, value: 'Acme' });
    expect(check(company, 'x'.repeat(121))).toEqual({
      ok: false,
      message: 'Keep the company name to 120 characters or fewer',
    });
    expect(check(optionalText(5000, 'your cover letter'), 'x'.repeat(5001))).toEqual({
      ok: false,
      message: 'Keep your cover letter to 5,000 characters or fewer',
    });
  });

  it('asks for a message of 10 to 5,000 characters', () => {
    expect(check(messageText, ' ')).toEqual({ ok: false, message: 'Enter your message' });
    expect(check(messageText, 'Too short')).toEqual({
      ok: false,
      message: 'Write at least 10 characters so we can help',
    });
    expect(check(messageText, '  Ten chars!  ')).toEqual({ ok: true, value: 'Ten chars!' });
    expect(check(messageText, 'x'.repeat(5001))).toEqual({
      ok: false,
      message: 'Keep your message to 5,000 characters or fewer',
    });
  });

  it('adds https:// to a web address typed without one, and refuses what is not a website', () => {
    expect(withScheme('example.com')).toBe('https://example.com');
    expect(withScheme('http://example.com')).toBe('http://example.com');
    expect(withScheme('mailto:a@b.co')).toBe('mailto:a@b.co');
    const website = optionalWebAddress('Enter a valid website address');
    expect(check(website, '')).toEqual({ ok: true, value: null });
    expect(check(website, ' acme.co.uk/about ')).toEqual({ ok: true, value: 'https://acme.co.uk/about' });
    expect(check(website, 'HTTP://Acme.com')).toEqual({ ok: true, value: 'HTTP://Acme.com' });
    for (const bad of [
      'acme',
      'my site.com',
      'mailto:a@b.co',
      'ftp://files.example.com',
      `a.co/${'x'.repeat(300)}`,
    ])
      expect(check(website, bad)).toEqual({ ok: false, message: 'Enter a valid website address' });
    expect(isWebAddress('https://localhost')).toBe(false);
  });

  it('takes a LinkedIn address on linkedin.com or a two- or three-letter subdomain, as https', () => {
    expect(check(optionalLinkedInUrl, '')).toEqual({ ok: true, value: null });
    expect(check(optionalLinkedInUrl, 'linkedin.com/in/jo')).toEqual({
      ok: true,
      value: 'https://linkedin.com/in/jo',
    });
    expect(check(optionalLinkedInUrl, 'http://www.linkedin.com/in/jo')).toEqual({
      ok: true,
      value: 'https://www.linkedin.com/in/jo',
    });
    expect(check(optionalLinkedInUrl, 'https://uk.linkedin.com/in/jo')).toEqual({
      ok: true,
      value: 'https://uk.linkedin.com/in/jo',
    });
    for (const bad of [
      'https://linkedin.com/',
      'https://evil-linkedin.com/in/jo',
      'https://linkedin.com.evil.io/in/jo',
      'https://jobs.company.linkedin.com/x',
      'https://example.com/in/jo',
    ])
      expect(check(optionalLinkedInUrl, bad)).toEqual({
        ok: false,
        message: 'Enter your LinkedIn profile address, like https://www.linkedin.com/in/your-name',
      });
  });
});

describe('lengths are counted as the database counts them', () => {
  it('counts an emoji as one character', () => {
    expect(check(messageText, 'aaaaaa😀aa')).toEqual({
      ok: false,
      message: 'Write at least 10 characters so we can help',
    });
    expect(check(messageText, 'aaaaaaa😀aa')).toEqual({ ok: true, value: 'aaaaaaa😀aa' });
    expect(check(personName, '😀')).toEqual({
      ok: false,
      message: 'Enter at least 2 characters for your name',
    });
    expect(check(personName, '😀'.repeat(120))).toEqual({ ok: true, value: '😀'.repeat(120) });
  });
});
