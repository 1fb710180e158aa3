/**
 * The SEO form of one route (admin: SEO management). Each rule is page_seo's CHECK on the same
 * column (supabase/migrations/*_seo_and_links.sql), so what passes is stored; empty text comes out
 * as null, which means "the page's own title / description". Meta texts are kept on one line.
 */
import * as z from 'zod/v4-mini';
import type { Tables } from '@lib/database.types';
import { characterCount } from '@lib/forms/fields';
import { SEO_LIMITS } from './limits';
import { firstBroken, hasControlCharacter, oneLine } from '@lib/seo/text-rules';

/** page_seo.route: "/" or lowercase slug segments ("/services/ai-marketing"). */
export const ROUTE_PATTERN = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;
/** page_seo.canonical_url (the database compares case-sensitively, so "HTTPS://" is refused). */
export const CANONICAL_URL_PATTERN = /^https?:\/\/[^\s]+$/;

const atMost = (max: number) => (value: string) => characterCount(value) <= max;
const noControlCharacters = (value: string) => !hasControlCharacter(value);
const emptyToNull = (value: string): string | null => (value === '' ? null : value);

const metaText = (max: number, label: string) =>
  z.pipe(
    z.string().check(
      z.overwrite(oneLine),
      firstBroken([
        [noControlCharacters, `Remove the control characters from the ${label}`],
        [atMost(max), `Keep the ${label} to ${max} characters or fewer`],
      ]),
    ),
    z.transform(emptyToNull),
  );

export function isCanonicalUrl(value: string): boolean {
  if (!CANONICAL_URL_PATTERN.test(value) || characterCount(value) > SEO_LIMITS.canonicalUrl) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

export const isSeoRoute = (value: string): boolean =>
  ROUTE_PATTERN.test(value) && characterCount(value) <= SEO_LIMITS.route;

export const pageSeoSchema = z
  .object({
    route: z
      .string()
      .check(
        z.trim(),
        z.refine(
          isSeoRoute,
          'Enter a page address like /about or /services/seo (lowercase letters, digits and -)',
        ),
      ),
    title: metaText(SEO_LIMITS.title.max, 'title'),
    description: metaText(SEO_LIMITS.description.max, 'description'),
    og_image_path: z.pipe(
      z.string().check(
        z.trim(),
        firstBroken([
          [noControlCharacters, 'Choose the image again from the media library'],
          [atMost(SEO_LIMITS.ogImagePath), 'Choose an image with a shorter file name'],
        ]),
      ),
      z.transform(emptyToNull),
    ),
    og_image_alt: metaText(SEO_LIMITS.ogImageAlt, 'image description'),
    canonical_url: z.pipe(
      z.string().check(
        z.trim(),
        z.refine(
          (value) => value === '' || isCanonicalUrl(value),
          `Enter a full address starting with https:// (at most ${SEO_LIMITS.canonicalUrl} characters), or leave it empty`,
        ),
      ),
      z.transform(emptyToNull),
    ),
    noindex: z.boolean(),
  })
  .check(
    z.refine((values) => values.og_image_path === null || values.og_image_alt !== null, {
      path: ['og_image_alt'],
      error: 'Describe the image for people who cannot see it',
    }),
  );

export type PageSeoInput = z.input<typeof pageSeoSchema>;
export type PageSeoValues = z.output<typeof pageSeoSchema>;

type PageSeoRow = Pick<
  Tables<'page_seo'>,
  'route' | 'title' | 'description' | 'og_image_path' | 'og_image_alt' | 'canonical_url' | 'noindex'
>;

/** The form's starting values for a stored row (or a route without one yet). */
export function pageSeoFormValues(route: string, row?: PageSeoRow | null): PageSeoInput {
  return {
    route: row?.route ?? route,
    title: row?.title ?? '',
    description: row?.description ?? '',
    og_image_path: row?.og_image_path ?? '',
    og_image_alt: row?.og_image_alt ?? '',
    canonical_url: row?.canonical_url ?? '',
    noindex: row?.noindex ?? false,
  };
}
