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

const ALLOWED: Record<string, readonly string[]> = {
  return: ['minimal', 'headers-only', 'representation'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
  params: ['single-object'],
};

/** Reads every `Prefer` header (comma-separated `key=value` tokens); unknown tokens are ignored. */
export function parsePreferences(headers: Headers): Preferences {
  const prefs: Preferences & Record<string, unknown> = {};
  const raw = headers.get('prefer') ?? '';
  for (const token of raw.split(',')) {
    const [key, value] = token.split('=').map((part) => part.trim());
    if (!key || value === undefined) continue;
    if (key === 'max-affected') {
      if (/^\d+$/.test(value)) prefs.maxAffected = Number(value);
    } else if (key === 'timezone') {
      prefs.timezone = value;
    } else if (ALLOWED[key]?.includes(value)) {
      prefs[key] = value;
    }
  }
  return prefs;
}

/** The `Preference-Applied` header for what was honoured, in PostgREST's order. */
export function preferenceApplied(applied: Preferences): string | undefined {
  const parts: string[] = [];
  if (applied.resolution) parts.push(`resolution=${applied.resolution}`);
  if (applied.missing) parts.push(`missing=${applied.missing}`);
  if (applied.return) parts.push(`return=${applied.return}`);
  if (applied.count) parts.push(`count=${applied.count}`);
  if (applied.params) parts.push(`params=${applied.params}`);
  if (applied.tx) parts.push(`tx=${applied.tx}`);
  if (applied.handling) parts.push(`handling=${applied.handling}`);
  if (applied.timezone) parts.push(`timezone=${applied.timezone}`);
  if (applied.maxAffected !== undefined) parts.push(`max-affected=${applied.maxAffected}`);
  return parts.length ? parts.join(', ') : undefined;
}
