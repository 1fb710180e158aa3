/**
 * The headers written for static hosts: `_headers` (Netlify, Cloudflare Pages; the local site
 * server reads it back) and the `headers` of `vercel.json`. The security headers every response
 * gets, and the cache policy of the content-hashed files (../cache-headers.ts).
 */
import { HASHED_ASSET_HEADERS, HASHED_ASSETS } from '../cache-headers.ts';
import { adminPolicy, serializeCsp, sitePolicy, type SitePolicyInput } from './content-security-policy.ts';

export type Header = readonly [name: string, value: string];

export interface SecurityHeaders {
  /** Every path, the admin included. */
  everywhere: Header[];
  /** The public site: every path but the admin's. */
  site: Header[];
  /** /admin and everything under it. */
  admin: Header[];
}

/**
 * Two years, every subdomain; not `preload`: the preload list is hard to leave and binds every
 * subdomain of the domain, which the agency may not all serve over HTTPS. The owner opts in.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Powerful features nothing on the site or in the admin uses, and the Topics API. Autoplay,
 * fullscreen, encrypted media, picture-in-picture and the like keep their default, so the
 * YouTube player the video facade embeds can still be granted them.
 */
export const PERMISSIONS_POLICY = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'bluetooth',
  'midi',
  'display-capture',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export function securityHeaders(input: SitePolicyInput): SecurityHeaders {
  return {
    everywhere: [
      ['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY],
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ['Permissions-Policy', PERMISSIONS_POLICY],
    ],
    site: [['Content-Security-Policy', serializeCsp(sitePolicy(input))]],
    admin: [
      ['Content-Security-Policy', serializeCsp(adminPolicy(input.supabaseUrl))],
      ['X-Frame-Options', 'DENY'],
    ],
  };
}

/** Cloudflare Pages ignores a `_headers` line longer than this. */
export const HEADERS_FILE_LINE_LIMIT = 2000;

const block = (path: string, headers: readonly Header[]) => [
  path,
  ...headers.map(([name, value]) => `  ${name}: ${value}`),
];

/**
 * `_headers`. These hosts apply every rule that matches and join same-named headers, and the
 * format cannot say "every path but /admin": an admin response gets the site's policy and the
 * admin's. Both are enforced, and the admin's allows nothing the site's does not, so together
 * they act as the admin's. `/admin` is written apart from `/admin/*`, which may not match it.
 * `maintenance` (Retry-After, when the site is built in maintenance mode) goes to every path too:
 * the format cannot single out the 503 answers, and other answers' clients ignore it. No rule but
 * the hashed files' sets Cache-Control, so theirs is never joined with another.
 */
export function headersFile(headers: SecurityHeaders, maintenance: readonly Header[] = []): string {
  return [
    '# Written by the site build (src/integrations/security-headers.ts); edits here are replaced.',
    ...block('/*', [...headers.everywhere, ...headers.site, ...maintenance]),
    ...block(HASHED_ASSETS.headersPath, HASHED_ASSET_HEADERS),
    ...block('/admin', headers.admin),
    ...block('/admin/*', headers.admin),
    '',
  ].join('\n');
}

export interface VercelHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

const vercelRule = (source: string, headers: readonly Header[]): VercelHeaderRule => ({
  source,
  headers: headers.map(([key, value]) => ({ key, value })),
});

/**
 * `headers` of `vercel.json`. Vercel lets the last matching rule win a header; the sources are
 * written so that the site's and the admin's policies never match the same path anyway (a
 * negative lookahead, in the path-to-regexp syntax Vercel's sources use).
 */
export function vercelHeaders(headers: SecurityHeaders): VercelHeaderRule[] {
  return [
    vercelRule('/(.*)', headers.everywhere),
    vercelRule('/((?!admin(?:/|$)).*)', headers.site),
    vercelRule('/admin', headers.admin),
    vercelRule('/admin/(.*)', headers.admin),
    vercelRule(HASHED_ASSETS.vercelSource, HASHED_ASSET_HEADERS),
  ];
}
