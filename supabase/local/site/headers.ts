import path from 'node:path';
import { watchedFile } from './watched-file.ts';

/**
 * The `_headers` file of a build (Netlify's and Cloudflare Pages' format), applied the way those
 * hosts apply it: every rule whose path matches the request applies, in file order; a header set
 * by several matching rules (or twice in one) is sent once with the values joined by ", ";
 * `! Name` (Cloudflare) drops what earlier rules set for that name.
 */
export interface HeaderRule {
  path: string;
  matches: (pathname: string) => boolean;
  /** Header lines in order: a value to add, or null to drop the name. */
  lines: { name: string; value: string | null }[];
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** `*` (a splat) matches anything, slashes included; `:name` one path segment. */
function pathMatcher(pattern: string): (pathname: string) => boolean {
  const source = pattern
    .split(/(\*|:[A-Za-z0-9_]+)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
    .join('');
  const regex = new RegExp(`^${source}$`);
  return (pathname) => regex.test(pathname);
}

/**
 * The rules of a `_headers` file: a line starting with "/" opens a rule, indented `Name: value`
 * lines follow, `#` starts a comment. Rules for absolute URLs (another host) are left out.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      current = line.startsWith('/') ? { path: line, matches: pathMatcher(line), lines: [] } : undefined;
      if (current) rules.push(current);
      continue;
    }
    if (!current) continue;
    if (line.startsWith('!')) {
      current.lines.push({ name: line.slice(1).trim().toLowerCase(), value: null });
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    current.lines.push({
      name: line.slice(0, colon).trim().toLowerCase(),
      value: line.slice(colon + 1).trim(),
    });
  }
  return rules;
}

/** The headers the rules give a request path, by lower-case name. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!rule.matches(pathname)) continue;
    for (const { name, value } of rule.lines) {
      if (value === null) headers.delete(name);
      else headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value);
    }
  }
  return headers;
}

/** The rules of `distDir/_headers`, read again whenever the file changes; none while there is none. */
export function headerRulesOf(distDir: string): () => Promise<HeaderRule[]> {
  return watchedFile(path.join(distDir, '_headers'), parseHeadersFile, []);
}
