/**
 * The rules a static host needs besides the files: the redirects staff manage in the admin, and the
 * admin's single-page fallback. Written at build into `_redirects` (Netlify, Cloudflare Pages) and
 * `vercel.json` (Vercel); the local site server reads `_redirects` back, so it behaves as a host.
 */
import type { Tables } from '../../lib/database.types.ts';
import {
  isAdminPath,
  isProtocolRelative,
  isRedirectStatus,
  isStoredFromPath,
  isStoredToPath,
  localTargetPath,
  type RedirectStatus,
  tidyTarget,
  withoutTrailingSlash,
} from '../../lib/seo/redirect-schema.ts';
import { hasControlCharacter } from '../../lib/seo/text-rules.ts';

export type RedirectRow = Pick<Tables<'redirects'>, 'from_path' | 'to_path' | 'status_code'>;

/** One redirect as the hosts get it: `from` an exact path, both in their percent-encoded URL form. */
export interface HostRedirect {
  from: string;
  to: string;
  status: RedirectStatus;
}

/**
 * Why a row is left out: `invalid` breaks the table's own rules (only possible for rows stored
 * before a rule existed), `admin` would lock everyone out of the admin, `duplicate` repeats an
 * address an earlier row already redirects, `loop` leads (perhaps through other rules) back to itself.
 */
export type SkipReason = 'invalid' | 'admin' | 'duplicate' | 'loop';

export interface SkippedRedirect {
  row: RedirectRow;
  reason: SkipReason;
}

/** The admin is a single-page app under /admin: its deep links are answered by its index.html. */
export const ADMIN_FALLBACK = { from: '/admin/*', to: '/admin/index.html' } as const;

const BASE = 'http://host.invalid';

/** A path as a browser requests it: non-ASCII and the like percent-encoded, "." segments resolved. */
const encodedPath = (path: string): string => withoutTrailingSlash(new URL(BASE + path).pathname);

/** The target in its URL form, or null when it cannot be one. */
function encodedTarget(to: string): string | null {
  if (isProtocolRelative(to)) return null;
  try {
    if (!to.startsWith('/')) return new URL(to).href;
    const url = new URL(BASE + tidyTarget(to));
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

const isWellFormed = (row: RedirectRow): boolean =>
  isStoredFromPath(row.from_path) &&
  isStoredToPath(row.to_path) &&
  !hasControlCharacter(row.from_path + row.to_path) &&
  isRedirectStatus(row.status_code);

/** Whether a rule's local target leads, through other rules, back to the address it starts from. */
function loopsBack(start: HostRedirect, byFrom: ReadonlyMap<string, { redirect: HostRedirect }>): boolean {
  const seen = new Set<string>();
  for (let at: HostRedirect | undefined = start; at;) {
    const next = localTargetPath(at.to);
    if (next === start.from) return true;
    if (next === null || seen.has(next)) return false;
    seen.add(next);
    at = byFrom.get(next)?.redirect;
  }
  return false;
}

/**
 * The active rows as host rules, ordered by address (so a rebuild writes the same files), with the
 * rows no host should get and why.
 */
export function hostRedirects(rows: readonly RedirectRow[]): {
  redirects: HostRedirect[];
  skipped: SkippedRedirect[];
} {
  const skipped: SkippedRedirect[] = [];
  const byFrom = new Map<string, { redirect: HostRedirect; row: RedirectRow }>();
  const sorted = [...rows].sort((a, b) =>
    a.from_path < b.from_path ? -1 : a.from_path > b.from_path ? 1 : 0,
  );
  for (const row of sorted) {
    const to = encodedTarget(row.to_path);
    if (!isWellFormed(row) || to === null) {
      skipped.push({ row, reason: 'invalid' });
      continue;
    }
    const from = encodedPath(row.from_path);
    if (isAdminPath(from)) skipped.push({ row, reason: 'admin' });
    else if (byFrom.has(from)) skipped.push({ row, reason: 'duplicate' });
    else byFrom.set(from, { redirect: { from, to, status: row.status_code as RedirectStatus }, row });
  }
  const looping = [...byFrom.values()].filter(({ redirect }) => loopsBack(redirect, byFrom));
  for (const { redirect, row } of looping) {
    byFrom.delete(redirect.from);
    skipped.push({ row, reason: 'loop' });
  }
  return { redirects: [...byFrom.values()].map(({ redirect }) => redirect), skipped };
}

/** The part of a target after its origin ("/a?b" of "https://x.example/a?b"). */
function splitOrigin(to: string): [origin: string, rest: string] {
  if (to.startsWith('/')) return ['', to];
  const url = new URL(to);
  return [url.origin, to.slice(url.origin.length)];
}

/**
 * `_redirects` reads "*" as a wildcard and ":name" as a placeholder; percent-encoded they are
 * plain characters, so each rule matches its one address exactly.
 */
const literalSource = (path: string) => path.replaceAll('*', '%2A').replaceAll(':', '%3A');
const literalTarget = (to: string) => {
  const [origin, rest] = splitOrigin(to);
  return origin + rest.replaceAll(':', '%3A');
};

/** The status every page answers while the site is built in maintenance mode. */
export const MAINTENANCE_STATUS = 503;

/**
 * A page's own file as the target of a rewrite: Netlify renders a rewrite's target with the
 * rule's status, and `!` applies the rule although a file exists at the address.
 */
const maintenanceRule = (page: string) => {
  const source = literalSource(encodedPath(page));
  return `${source} ${source === '/' ? '' : source}/index.html ${String(MAINTENANCE_STATUS)}!`;
};

/**
 * `_redirects` for Netlify and Cloudflare Pages: the redirects first; then, when the site is built
 * in maintenance mode, one rule per page (`maintenancePages`) that answers it with 503; then the
 * admin's fallback. Cloudflare Pages skips the 503 rules: it cannot rewrite with a status.
 */
export function redirectsFile(
  redirects: readonly HostRedirect[],
  maintenancePages: readonly string[] = [],
): string {
  return [
    '# Written by the site build from the redirects managed in the admin (SEO management).',
    '# Change them there and publish; edits here are replaced by the next build.',
    ...redirects.map(
      (redirect) => `${literalSource(redirect.from)} ${literalTarget(redirect.to)} ${redirect.status}`,
    ),
    ...(maintenancePages.length > 0
      ? [
          '# Maintenance mode was on when the site was built: each page answers 503 with its own file',
          '# (the maintenance screen for visitors, the site for signed-in staff).',
          ...maintenancePages.map(maintenanceRule),
        ]
      : []),
    '# The admin is a single-page app: its deep links load its index.html.',
    `${ADMIN_FALLBACK.from} ${ADMIN_FALLBACK.to} 200`,
    '',
  ].join('\n');
}

export interface VercelConfig {
  $schema: string;
  cleanUrls: boolean;
  trailingSlash: boolean;
  redirects: { source: string; destination: string; statusCode: RedirectStatus }[];
  rewrites: { source: string; destination: string }[];
}

/** Vercel matches sources with path-to-regexp: its special characters are escaped to match themselves. */
const vercelSource = (path: string) => path.replace(/[\\:*?+(){}[\]]/g, '\\$&');

/** `vercel.json`: the same redirects with their exact status, the admin's fallback, and the site's URL style. */
export function vercelConfig(redirects: readonly HostRedirect[]): VercelConfig {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    cleanUrls: true,
    trailingSlash: false,
    redirects: redirects.map((redirect) => ({
      source: vercelSource(redirect.from),
      destination: literalTarget(redirect.to),
      statusCode: redirect.status,
    })),
    rewrites: [{ source: '/admin/(.*)', destination: ADMIN_FALLBACK.to }],
  };
}
