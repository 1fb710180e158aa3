/**
 * Where a visit came from (UTM parameters, ad click ids, the external referrer and the landing
 * page), captured on the visit's first page and sent with every form the visitor submits, so
 * staff can see which campaign brought a lead even when it converts several pages later.
 */

export const ATTRIBUTION_STORAGE_KEY = 'visitAttribution';
/** The visit's first page as src/scripts/first-page.ts keeps it at once: `{ href, referrer }`. */
export const FIRST_PAGE_KEY = 'visitFirstPage';
export const ATTRIBUTION_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
] as const;
export type AttributionKey = (typeof ATTRIBUTION_PARAMS)[number] | 'referrer' | 'landing_page';
export type Attribution = Partial<Record<AttributionKey, string>>;

const KEYS: readonly AttributionKey[] = [...ATTRIBUTION_PARAMS, 'referrer', 'landing_page'];
const MAX_VALUE_LENGTH = 300;
/** The database stores at most 4000 bytes of it; its jsonb text adds a space per key and value. */
export const ATTRIBUTION_MAX_BYTES = 4000;
const BYTE_BUDGET = ATTRIBUTION_MAX_BYTES - 2 * KEYS.length - 64;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const clip = (value: string) => value.trim().slice(0, MAX_VALUE_LENGTH);
const byteLength = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/** The referrer when it is another site's (a page of our own is not a source), else null. */
export function externalReferrer(referrer: string, ownOrigin: string): string | null {
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === ownOrigin ? null : url.href;
  } catch {
    return null;
  }
}

/** The attribution of a page view: its campaign parameters, the external referrer and its path. */
export function attributionFrom(location: { href: string }, referrer: string): Attribution {
  const url = new URL(location.href);
  const attribution: Attribution = {};
  for (const param of ATTRIBUTION_PARAMS) {
    const value = clip(url.searchParams.get(param) ?? '');
    if (value !== '') attribution[param] = value;
  }
  const source = externalReferrer(referrer, url.origin);
  if (source) attribution.referrer = clip(source);
  attribution.landing_page = clip(url.pathname);
  return withinByteLimit(attribution);
}

/** Drops the largest values, one at a time, until the whole fits what the database stores. */
export function withinByteLimit(attribution: Attribution): Attribution {
  const entries = Object.entries(attribution).sort(([, a], [, b]) => byteLength(b) - byteLength(a));
  while (entries.length > 0 && byteLength(Object.fromEntries(entries)) > BYTE_BUDGET) entries.shift();
  return Object.fromEntries(KEYS.flatMap((key) => entries.filter(([entryKey]) => entryKey === key)));
}

interface PageView {
  href: string;
  referrer: string;
}

/** The visit's first page as kept by src/scripts/first-page.ts, or null. */
function firstPageOf(storage: Pick<Storage, 'getItem'>): PageView | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(FIRST_PAGE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { href, referrer } = stored as Record<string, unknown>;
    return typeof href === 'string' && typeof referrer === 'string' ? { href, referrer } : null;
  } catch {
    return null;
  }
}

/**
 * Records the visit's attribution, once, from its first page (kept at once by first-page.ts, so a
 * visitor who moved on before this ran keeps it; else the page this runs on): later pages of the
 * same visit leave it as it was.
 */
export function captureAttribution(
  storage: KeyValueStorage | null,
  location: { href: string },
  referrer: string,
): void {
  if (!storage) return;
  try {
    if (storage.getItem(ATTRIBUTION_STORAGE_KEY) !== null) return;
    const first = firstPageOf(storage) ?? { href: location.href, referrer };
    storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(attributionFrom(first, first.referrer)));
  } catch {
    // Storage full or refused: the visit simply goes unattributed.
  }
}

/** The visit's attribution as recorded (only known keys with text values), or {} when there is none. */
export function currentAttribution(storage: Pick<Storage, 'getItem'> | null): Attribution {
  let stored: unknown;
  try {
    const recorded = storage?.getItem(ATTRIBUTION_STORAGE_KEY) ?? null;
    // A form sent before after-load.ts recorded it: the first page tells it all the same.
    const first = recorded === null && storage ? firstPageOf(storage) : null;
    if (first) return attributionFrom(first, first.referrer);
    stored = JSON.parse(recorded ?? '{}');
  } catch {
    return {};
  }
  if (typeof stored !== 'object' || stored === null) return {};
  const attribution: Attribution = {};
  for (const key of KEYS) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') attribution[key] = clip(value);
  }
  return withinByteLimit(attribution);
}

/** The tab's sessionStorage, or null where the browser refuses access to it. */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
