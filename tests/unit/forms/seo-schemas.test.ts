import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/v4-mini';
import { SEO_LIMITS } from '../../../admin/src/lib/seo/limits.ts';
import {
  CANONICAL_URL_PATTERN,
  pageSeoFormValues,
  pageSeoSchema,
  ROUTE_PATTERN,
} from '../../../admin/src/lib/seo/page-seo-schema.ts';
import {
  EMPTY_REDIRECT,
  FROM_PATH_PATTERN,
  PARENT_SEGMENT_PATTERN,
  REDIRECT_LIMITS,
  REDIRECT_STATUS_CODES,
  redirectSchema,
  TO_LOCAL_PATTERN,
  TO_URL_PATTERN,
} from '../../../src/lib/seo/redirect-schema.ts';

const migration = fs.readFileSync(
  new URL('../../../supabase/migrations/20261122000700_seo_and_links.sql', import.meta.url),
  'utf8',
);
/** The text of the CHECK on `column` in the page_seo or redirects definition. */
const checkOf = (column: string) =>
  new RegExp(`\\n  ${column} [^\\n]*check \\((.*)\\),?\\n`).exec(migration)?.[1] ?? `no check on ${column}`;
/** A JS pattern as the SQL writes it. */
const sql = (pattern: RegExp) => pattern.source.replaceAll('\\/', '/');

describe('the SEO form rules are the database rules (read from the migration)', () => {
  it('uses the same patterns', () => {
    expect(checkOf('route')).toContain(`route ~ '${sql(ROUTE_PATTERN)}'`);
    expect(checkOf('canonical_url')).toContain(`canonical_url ~ '${sql(CANONICAL_URL_PATTERN)}'`);
    expect(checkOf('from_path')).toContain(`from_path ~ '${sql(FROM_PATH_PATTERN)}'`);
    expect(checkOf('from_path')).toContain(`from_path !~ '${sql(PARENT_SEGMENT_PATTERN)}'`);
    expect(checkOf('to_path')).toContain(`to_path ~ '${sql(TO_LOCAL_PATTERN)}'`);
    expect(checkOf('to_path')).toContain(`to_path ~ '${sql(TO_URL_PATTERN)}'`);
  });

  it('uses the same lengths and statuses', () => {
    expect(checkOf('route')).toContain(`char_length(route) <= ${SEO_LIMITS.route}`);
    expect(checkOf('title')).toContain(`char_length(title) <= ${SEO_LIMITS.title.max}`);
    expect(checkOf('description')).toContain(`char_length(description) <= ${SEO_LIMITS.description.max}`);
    expect(checkOf('og_image_path')).toContain(`char_length(og_image_path) <= ${SEO_LIMITS.ogImagePath}`);
    expect(checkOf('og_image_alt')).toContain(`char_length(og_image_alt) <= ${SEO_LIMITS.ogImageAlt}`);
    expect(checkOf('canonical_url')).toContain(`char_length(canonical_url) <= ${SEO_LIMITS.canonicalUrl}`);
    expect(checkOf('from_path')).toContain(`char_length(from_path) <= ${REDIRECT_LIMITS.fromPath}`);
    expect(checkOf('to_path')).toContain(`char_length(to_path) <= ${REDIRECT_LIMITS.toPath}`);
    expect(checkOf('status_code')).toContain(`status_code in (${REDIRECT_STATUS_CODES.join(', ')})`);
    expect(migration).toContain('check (from_path <> to_path)');
  });
});

const seo = (values: Partial<Record<keyof ReturnType<typeof pageSeoFormValues>, unknown>>) =>
  pageSeoSchema.safeParse({ ...pageSeoFormValues('/about'), ...values });
const seoErrors = (values: Parameters<typeof seo>[0]) => {
  const result = seo(values);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

describe('the page SEO form', () => {
  it('stores empty texts as null (the page’s own) and meta texts on one line', () => {
    const result = seo({ title: '  Grow\n  Digital \t', description: '', noindex: true });
    expect(result.success && result.data).toEqual({
      route: '/about',
      title: 'Grow Digital',
      description: null,
      og_image_path: null,
      og_image_alt: null,
      canonical_url: null,
      noindex: true,
    });
  });

  it('turns a stored row into form values and back', () => {
    const stored = {
      route: '/services/seo',
      title: 'SEO services',
      description: null,
      og_image_path: 'og/seo.png',
      og_image_alt: 'A chart going up',
      canonical_url: 'https://growdigital.example/services/seo',
      noindex: false,
    };
    const values = pageSeoFormValues('/ignored', stored);
    expect(values.description).toBe('');
    const result = pageSeoSchema.safeParse(values);
    expect(result.success && result.data).toEqual(stored);
    expect(pageSeoFormValues('/contact').route).toBe('/contact');
  });

  it('accepts routes of lowercase slug segments only', () => {
    for (const route of ['/', '/about', '/services/ai-marketing/lead-scoring', '/blog/2026-plan'])
      expect(seo({ route }).success, route).toBe(true);
    for (const route of [
      '',
      'about',
      '/About',
      '/about/',
      '/a--b',
      '/-a',
      '/a_b',
      '//a',
      `/${'a'.repeat(200)}`,
    ])
      expect(seo({ route }).success, route).toBe(false);
  });

  it('limits the title to 70 and the description to 170 characters, counted as the database counts', () => {
    expect(seo({ title: '😀'.repeat(70), description: 'é'.repeat(170) }).success).toBe(true);
    expect(seoErrors({ title: 'x'.repeat(71) }).title).toEqual(['Keep the title to 70 characters or fewer']);
    expect(seoErrors({ description: 'x'.repeat(171) }).description).toEqual([
      'Keep the description to 170 characters or fewer',
    ]);
    expect(seoErrors({ title: 'Tab\u0000stop' }).title).toEqual([
      'Remove the control characters from the title',
    ]);
  });

  it('asks for alt text when an Open Graph image is chosen', () => {
    expect(seoErrors({ og_image_path: 'og/home.png' }).og_image_alt).toEqual([
      'Describe the image for people who cannot see it',
    ]);
    expect(seo({ og_image_path: 'og/home.png', og_image_alt: 'Our team' }).success).toBe(true);
    expect(seo({ og_image_alt: 'Alt without an image' }).success).toBe(true);
  });

  it('takes a canonical URL only as a full http(s) address, as the database does', () => {
    expect(seo({ canonical_url: 'https://growdigital.example/about' }).success).toBe(true);
    expect(seo({ canonical_url: ' http://growdigital.example ' }).success).toBe(true);
    for (const canonical_url of [
      'growdigital.example/about',
      'HTTPS://growdigital.example',
      'https://',
      'https://grow digital.example',
      'ftp://growdigital.example',
      `https://growdigital.example/${'a'.repeat(480)}`,
    ])
      expect(seo({ canonical_url }).success, canonical_url).toBe(false);
  });
});

const redirect = (values: Partial<Record<keyof typeof EMPTY_REDIRECT, unknown>>) =>
  redirectSchema.safeParse({ ...EMPTY_REDIRECT, from_path: '/old', to_path: '/new', ...values });
const redirectErrors = (values: Parameters<typeof redirect>[0]) => {
  const result = redirect(values);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

describe('the redirect form', () => {
  it('stores a trimmed rule without trailing slashes', () => {
    const result = redirect({
      from_path: ' /old-page/ ',
      to_path: ' /contact/?from=old ',
      status_code: '302',
    });
    expect(result.success && result.data).toEqual({
      from_path: '/old-page',
      to_path: '/contact?from=old',
      status_code: 302,
      is_active: true,
    });
  });

  it('accepts paths on this site and full web addresses as targets', () => {
    for (const to_path of ['/', '/blog/post?x=1#top', 'https://partner.example/a?b=c', 'http://docs.example'])
      expect(redirect({ to_path }).success, to_path).toBe(true);
    for (const to_path of [
      '',
      'contact',
      'partner.example',
      'https://',
      'mailto:hello@example.com',
      '/with space',
      '//evil.example/x',
      '/\\evil.example',
      `/${'a'.repeat(500)}`,
    ])
      expect(redirect({ to_path }).success, to_path).toBe(false);
  });

  it('takes old addresses the database takes, except the admin’s', () => {
    for (const from_path of ['/', '/old', '/café', '/deals/*', '/a..b', `/${'é'.repeat(299)}`])
      expect(redirect({ from_path }).success, from_path).toBe(true);
    for (const from_path of ['', 'old', '/a b', '/a?b', '/a#b', '/..', '/a/../b', `/${'a'.repeat(300)}`])
      expect(redirect({ from_path }).success, from_path).toBe(false);
    expect(redirectErrors({ from_path: '/admin' }).from_path).toEqual([
      'The admin’s addresses cannot be redirected',
    ]);
    expect(redirect({ from_path: '/admin/users' }).success).toBe(false);
    expect(redirectErrors({ from_path: 'old page' }).from_path).toEqual([
      'Start the old address with /, like /old-page',
    ]);
    expect(redirect({ from_path: '/administration' }).success).toBe(true);
  });

  it('refuses a rule that leads back to where it starts', () => {
    for (const [from_path, to_path] of [
      ['/same', '/same'],
      ['/same/', '/same'],
      ['/same', '/same/?utm=1'],
      ['/', '/#top'],
    ])
      expect(redirectErrors({ from_path, to_path }).to_path, `${from_path} → ${to_path}`).toEqual([
        'The redirect must lead to a different address',
      ]);
  });

  it('takes 301 and 302 only', () => {
    expect(redirect({ status_code: 301 }).success).toBe(true);
    for (const status_code of [200, 307, 308, '', 'permanent'])
      expect(redirectErrors({ status_code }).status_code, String(status_code)).toEqual([
        'Choose 301 (moved for good) or 302 (moved for now)',
      ]);
  });
});
