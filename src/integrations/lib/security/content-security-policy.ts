/**
 * The Content-Security-Policy of the public site and of the admin, as pure functions of what the
 * build found. Scripts run only from the site itself, by hash (the inline scripts of the built
 * pages) and from the tag manager. Styles allow 'unsafe-inline' here because the GTM no-script
 * fallback sets style attributes and the admin's libraries add <style> elements at run time (and
 * `_headers` sends this policy to the admin too); each site page narrows its style elements to its
 * own by hash with a <meta> policy of its own (style-policy.ts).
 */
import { type PageSources, scriptHashSource } from './page-sources.ts';

/** Directive name → sources, in the order they are written. */
export type CspDirectives = Readonly<Record<string, readonly string[]>>;

/**
 * Google's documented sources for Tag Manager with Google Analytics 4
 * (developers.google.com/tag-platform/security/guides/csp). Images are covered by `https:`.
 */
export const TAG_MANAGER_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  /** The container's no-script fallback iframe. */
  frame: ['https://www.googletagmanager.com'],
} as const;

/** Where the video facade loads the player from (src/scripts/video-facade.ts). */
export const YOUTUBE_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * Images: the site's own, data:/blob: URLs, the storage API, and any https address, because
 * Markdown bodies (src/lib/markdown/render.ts) may show images from the project's storage
 * (whatever its scheme) and from any https host.
 */
const imageSources = (api: string) => ["'self'", 'data:', 'blob:', 'https:', api];

/** What the site's policy is built from. */
export interface SitePolicyInput {
  /** PUBLIC_SUPABASE_URL of the build. */
  supabaseUrl: string;
  /** Every page's sources, merged: one policy serves every path. */
  sources: PageSources;
}

const unique = (values: Iterable<string>) => [...new Set(values)];
const sorted = (values: readonly string[]) => [...values].sort();
const apiOrigin = (supabaseUrl: string) => new URL(supabaseUrl).origin;

export function sitePolicy({ supabaseUrl, sources }: SitePolicyInput): CspDirectives {
  const api = apiOrigin(supabaseUrl);
  // Sorted, so that the same pages always give the same policy.
  const hashes = sorted(unique(sources.inlineScripts.map(scriptHashSource)));
  return {
    'default-src': ["'self'"],
    'script-src': unique([
      "'self'",
      ...hashes,
      ...TAG_MANAGER_SOURCES.script,
      ...sorted(sources.scriptOrigins),
    ]),
    'style-src': unique(["'self'", "'unsafe-inline'", ...sorted(sources.styleOrigins)]),
    'img-src': imageSources(api),
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", api, ...TAG_MANAGER_SOURCES.connect]),
    'frame-src': unique([
      YOUTUBE_PLAYER_ORIGIN,
      ...TAG_MANAGER_SOURCES.frame,
      ...sorted(sources.frameOrigins),
    ]),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Same-origin framing stays possible (a page preview inside the admin); other sites cannot frame it.
    'frame-ancestors': ["'self'"],
  };
}

/**
 * The admin's policy: its own bundle only (Vite emits no inline script), the API, images from
 * storage and upload previews (blob:), thumbnails from i.ytimg.com and Markdown previews (https:),
 * no tag manager, no frames, and never framed. Every source it allows the site allows too, so a
 * host that sends both policies to /admin (both are enforced) behaves as if it sent this one.
 */
export function adminPolicy(supabaseUrl: string): CspDirectives {
  const api = apiOrigin(supabaseUrl);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': imageSources(api),
    'font-src': ["'self'"],
    'connect-src': ["'self'", api],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}
