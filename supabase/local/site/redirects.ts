import path from 'node:path';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { watchedFile } from './watched-file.ts';

/** The statuses a `_redirects` line may redirect with; 200 (a rewrite) and the rest are not redirects. */
const REDIRECT_STATUSES = [301, 302, 303, 307, 308] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export interface RedirectRule {
  kind: 'redirect';
  /** The exact path it answers, as written ("/old", percent-encoded). */
  from: string;
  /** Where it sends the visitor: a path or a full address. */
  to: string;
  status: RedirectStatus;
}

/** A rewrite (Netlify's): the address keeps its URL and answers with the page at `to` and `status`. */
export interface RewriteRule {
  kind: 'rewrite';
  from: string;
  /** A page of the site: a path to an .html file. */
  to: string;
  status: RewriteStatus;
}

export type HostRule = RedirectRule | RewriteRule;

const isRedirectStatus = (status: number): status is RedirectStatus =>
  (REDIRECT_STATUSES as readonly number[]).includes(status);

/** What a rewrite may answer with: 200, or an error status (Netlify's 404 page, maintenance's 503). */
type RewriteStatus = ContentfulStatusCode;
const isRewriteStatus = (status: number): status is RewriteStatus =>
  status === 200 || (Number.isInteger(status) && status >= 400 && status <= 599);

/**
 * The rules of a `_redirects` file (Netlify's format: `from to [status][!]`, `#` comments): the
 * redirects, and the rewrites to a page of the site. Only exact paths: a line with a wildcard or a
 * `:placeholder` in its source, a rewrite to anything but an .html file, or anything malformed is
 * left to whatever else serves the path (the admin's fallback is one).
 */
export function parseRedirects(text: string): HostRule[] {
  const rules: HostRule[] = [];
  for (const line of text.split('\n')) {
    const [from, to, code = '301', ...rest] = line.trim().split(/\s+/);
    if (!from?.startsWith('/') || to === undefined || (rest[0] !== undefined && !rest[0].startsWith('#')))
      continue;
    if (from.includes('*') || from.includes('/:')) continue;
    const status = code.startsWith('#') ? 301 : Number(code.replace(/!$/, ''));
    if (isRedirectStatus(status)) rules.push({ kind: 'redirect', from, to, status });
    else if (isRewriteStatus(status) && to.startsWith('/') && to.endsWith('.html'))
      rules.push({ kind: 'rewrite', from, to, status });
  }
  return rules;
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** What a request path and a rule's source are compared by: decoded, without a trailing slash. */
export function redirectKey(pathname: string): string {
  const key = decoded(pathname);
  return key.length > 1 ? key.replace(/\/+$/, '') || '/' : key;
}

/** The address to send the visitor to: the rule's target, with the request's query string kept. */
export function redirectLocation(to: string, search: string): string {
  const query = search.replace(/^\?/, '');
  if (query === '') return to;
  const hashAt = to.indexOf('#');
  const [target, hash] = hashAt < 0 ? [to, ''] : [to.slice(0, hashAt), to.slice(hashAt)];
  return `${target}${target.includes('?') ? '&' : '?'}${query}${hash}`;
}

/** The file a rewrite answers with, inside `distDir` whatever its target says. */
export const rewriteFile = (distDir: string, rule: RewriteRule): string =>
  path.join(distDir, path.posix.normalize(`/${decoded(rule.to)}`));

/** The rules by the key they answer; the first rule for an address wins, as on the hosts. */
export function redirectTable(rules: readonly HostRule[]): Map<string, HostRule> {
  const table = new Map<string, HostRule>();
  for (const rule of rules) {
    const key = redirectKey(rule.from);
    if (!table.has(key)) table.set(key, rule);
  }
  return table;
}

/**
 * The rules of `distDir/_redirects`, read again whenever the file changes (a publish writes a
 * new build), none while there is no such file.
 */
export function redirectsOf(distDir: string): () => Promise<Map<string, HostRule>> {
  return watchedFile(
    path.join(distDir, '_redirects'),
    (text) => redirectTable(parseRedirects(text)),
    new Map(),
  );
}
