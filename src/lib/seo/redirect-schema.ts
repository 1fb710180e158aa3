/**
 * The redirect form (admin: SEO management → redirects). The patterns and lengths are the CHECKs on
 * public.redirects (supabase/migrations/*_seo_and_links.sql); the form adds what keeps a rule
 * working on every host: no trailing slash on the old address (the site has none), no redirect of
 * the admin itself, and no rule that leads back to where it starts.
 */
import * as z from 'zod/v4-mini';
import { characterCount } from '../forms/fields.ts';
import { firstBroken, hasControlCharacter } from './text-rules.ts';

export const REDIRECT_LIMITS = { fromPath: 300, toPath: 500 } as const;
export const REDIRECT_STATUS_CODES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUS_CODES)[number];

/** redirects.from_path: a path without spaces, query or fragment… */
export const FROM_PATH_PATTERN = /^\/[^\s?#]*$/;
/** …and without a ".." segment. */
export const PARENT_SEGMENT_PATTERN = /(^|\/)\.\.(\/|$)/;
/** redirects.to_path: a path on this site, or a web address. */
export const TO_LOCAL_PATTERN = /^\/[^\s]*$/;
export const TO_URL_PATTERN = /^https?:\/\/[^\s]+$/;

/** The database's rule for from_path. */
export const isStoredFromPath = (value: string): boolean =>
  FROM_PATH_PATTERN.test(value) &&
  !PARENT_SEGMENT_PATTERN.test(value) &&
  characterCount(value) <= REDIRECT_LIMITS.fromPath;

/** The database's rule for to_path. */
export const isStoredToPath = (value: string): boolean =>
  (TO_LOCAL_PATTERN.test(value) || TO_URL_PATTERN.test(value)) &&
  characterCount(value) <= REDIRECT_LIMITS.toPath;

export const isRedirectStatus = (value: number): value is RedirectStatus =>
  (REDIRECT_STATUS_CODES as readonly number[]).includes(value);

/** "/old/" and "/old" are one address on this site (trailingSlash: never). */
export const withoutTrailingSlash = (path: string): string =>
  path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;

/** The path part of a target on this site ("/contact" of "/contact/?a=1#b"), or null for another site. */
export function localTargetPath(to: string): string | null {
  if (!to.startsWith('/')) return null;
  return withoutTrailingSlash(to.split(/[?#]/, 1)[0] ?? to);
}

/** A target on this site with its trailing slash dropped ("/contact/?a=1" → "/contact?a=1"). */
export function tidyTarget(to: string): string {
  const path = localTargetPath(to);
  return path === null ? to : path + to.slice(to.split(/[?#]/, 1)[0]?.length ?? 0);
}

/** The admin's own addresses: redirecting them would lock everyone out of the admin. */
export const isAdminPath = (path: string): boolean => /^\/admin(\/|$)/.test(path);

/** A rule that sends a visitor back to the address it redirects from. */
export const leadsBack = (from: string, to: string): boolean =>
  localTargetPath(to) === withoutTrailingSlash(from);

/** "//host/x" and "/\host/x" lead a browser to another site: not a path on this one. */
export const isProtocolRelative = (value: string): boolean => /^\/[/\\]/.test(value);

function isWebAddress(value: string): boolean {
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

const STATUS_MESSAGE = 'Choose 301 (moved for good) or 302 (moved for now)';

export const redirectSchema = z
  .object({
    from_path: z.string().check(
      z.trim(),
      z.overwrite(withoutTrailingSlash),
      firstBroken([
        [(value) => value.startsWith('/'), 'Start the old address with /, like /old-page'],
        [
          (value) => isStoredFromPath(value) && !hasControlCharacter(value),
          `Enter a path without spaces, "?", "#" or ".." (at most ${REDIRECT_LIMITS.fromPath} characters)`,
        ],
        [(value) => !isAdminPath(value), 'The admin’s addresses cannot be redirected'],
      ]),
    ),
    to_path: z.string().check(
      z.trim(),
      z.overwrite(tidyTarget),
      z.refine(
        (value) =>
          isStoredToPath(value) &&
          !hasControlCharacter(value) &&
          !isProtocolRelative(value) &&
          (value.startsWith('/') || isWebAddress(value)),
        `Enter a path on this site like /contact, or a full address starting with https:// (at most ${REDIRECT_LIMITS.toPath} characters)`,
      ),
    ),
    status_code: z.coerce.number({ error: STATUS_MESSAGE }).check(z.refine(isRedirectStatus, STATUS_MESSAGE)),
    is_active: z.boolean(),
  })
  .check(
    z.refine((values) => !leadsBack(values.from_path, values.to_path), {
      path: ['to_path'],
      error: 'The redirect must lead to a different address',
    }),
  );

export type RedirectInput = z.input<typeof redirectSchema>;
export type RedirectValues = z.output<typeof redirectSchema>;

export const EMPTY_REDIRECT: RedirectInput = {
  from_path: '',
  to_path: '',
  status_code: 301,
  is_active: true,
};
