import { ApiError } from './errors.ts';

export interface Preferences {
  return?: 'minimal' | 'headers-only' | 'representation';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  tx?: 'commit' | 'rollback';
  params?: 'single-object';
  timezone?: string;
}

export interface PreferenceOptions {
  /** Whether `tx=` may override the configured transaction end (db-tx-end `*-allow-override`). */
  txOverride?: boolean;
  /** The time zone names PostgreSQL knows (pg_timezone_names); undefined accepts any name. */
  timezones?: ReadonlySet<string> | undefined;
}

const ALLOWED: Record<string, readonly string[]> = {
  return: ['minimal', 'headers-only', 'representation'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
  params: ['single-object'],
};

/** Every token of every `Prefer` header (RFC 7240: comma-separated, any number of headers). */
function tokensOf(headers: Headers): string[] {
  return (headers.get('prefer') ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
}

const maxAffectedOf = (token: string) => {
  const value = token.slice('max-affected='.length);
  return /^\d+$/.test(value) ? Number(value) : undefined;
};

/** Reads the `Prefer` headers as PostgREST does: the first occurrence of a preference wins. */
export function parsePreferences(headers: Headers, options: PreferenceOptions = {}): Preferences {
  const prefs: Record<string, unknown> = {};
  const setOnce = (key: string, value: unknown) => {
    if (value !== undefined && !(key in prefs)) prefs[key] = value;
  };
  for (const token of tokensOf(headers)) {
    const eq = token.indexOf('=');
    if (eq < 0) continue;
    const key = token.slice(0, eq);
    const value = token.slice(eq + 1);
    if (key === 'max-affected') setOnce('maxAffected', maxAffectedOf(token));
    else if (key === 'timezone') setOnce(key, (options.timezones?.has(value) ?? true) ? value : undefined);
    else if (key === 'tx' && !options.txOverride) continue;
    else if (ALLOWED[key]?.includes(value)) setOnce(key, value);
  }
  return prefs;
}

/** The tokens PostgREST does not recognise (an unknown time zone among them), in the order sent. */
export function invalidPreferences(headers: Headers, options: PreferenceOptions = {}): string[] {
  return tokensOf(headers).filter((token) => {
    const eq = token.indexOf('=');
    const [key, value] = eq < 0 ? [token, ''] : [token.slice(0, eq), token.slice(eq + 1)];
    if (key === 'max-affected') return false;
    if (key === 'timezone') return !(options.timezones?.has(value) ?? true);
    return !ALLOWED[key]?.includes(value);
  });
}

/** `Prefer: handling=strict` turns unrecognised preferences into an error (PGRST122). */
export function assertPreferencesValid(prefs: Preferences, invalid: string[]): void {
  if (prefs.handling !== 'strict' || invalid.length === 0) return;
  throw new ApiError(
    400,
    'PGRST122',
    'Invalid preferences given with handling=strict',
    `Invalid preferences: ${invalid.join(', ')}`,
  );
}

/** The `Preference-Applied` header for what was honoured, in PostgREST's order. */
export function preferenceApplied(applied: Preferences): string | undefined {
  const parts: string[] = [];
  if (applied.resolution) parts.push(`resolution=${applied.resolution}`);
  if (applied.missing) parts.push(`missing=${applied.missing}`);
  if (applied.return) parts.push(`return=${applied.return}`);
  if (applied.params) parts.push(`params=${applied.params}`);
  if (applied.count) parts.push(`count=${applied.count}`);
  if (applied.tx) parts.push(`tx=${applied.tx}`);
  if (applied.handling) parts.push(`handling=${applied.handling}`);
  if (applied.timezone) parts.push(`timezone=${applied.timezone}`);
  if (applied.maxAffected !== undefined) parts.push(`max-affected=${applied.maxAffected}`);
  return parts.length ? parts.join(', ') : undefined;
}

/** Which preferences a kind of request can honour (PostgREST's response builders). */
const RELEVANT = {
  read: ['count', 'tx', 'handling', 'timezone'],
  insert: ['resolution', 'missing', 'return', 'count', 'tx', 'handling', 'timezone'],
  update: ['missing', 'return', 'count', 'tx', 'handling', 'timezone', 'maxAffected'],
  put: ['return', 'count', 'tx', 'handling', 'timezone'],
  delete: ['return', 'count', 'tx', 'handling', 'timezone', 'maxAffected'],
  rpc: ['params', 'count', 'tx', 'handling', 'timezone', 'maxAffected'],
} as const satisfies Record<string, readonly (keyof Preferences)[]>;

export type RequestKind = keyof typeof RELEVANT;

/**
 * The `Preference-Applied` value for one kind of request: the preferences it honoured, with
 * max-affected only under handling=strict, and without `notApplied` (resolution when no upsert ran).
 */
export function appliedFor(
  kind: RequestKind,
  prefs: Preferences,
  notApplied: readonly (keyof Preferences)[] = [],
): string | undefined {
  const applied: Preferences = {};
  for (const key of RELEVANT[kind]) {
    if (notApplied.includes(key) || (key === 'maxAffected' && prefs.handling !== 'strict')) continue;
    Object.assign(applied, { [key]: prefs[key] });
  }
  return preferenceApplied(applied);
}

/** Whether the total is counted for a write's Content-Range (exact and estimated; planned is not). */
export const countsWrites = (prefs: Preferences) => prefs.count === 'exact' || prefs.count === 'estimated';
