import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { hostRedirects } from '../../../src/integrations/lib/host-rules.ts';
import { pageSeoSchema } from '../../../admin/src/lib/seo/page-seo-schema.ts';
import { redirectSchema } from '../../../src/lib/seo/redirect-schema.ts';
import { productService } from '../../support/product.ts';

/**
 * Whatever the SEO and redirect forms accept, the database stores (and the build writes for the
 * hosts): random, often nearly valid input goes through each schema, and every value it lets
 * through is inserted as the service role, so only the CHECK constraints judge. Each sample gets
 * an address of its own (a unique first segment), so samples never collide on the unique keys.
 */
const service = productService();
const run = randomUUID().slice(0, 8);
let sample = 0;
const nextPrefix = (letter: string) => `/${letter}${run}-${String((sample += 1))}`;
const stored = { routes: [] as string[], redirects: [] as string[] };
afterAll(async () => {
  await service.from('page_seo').delete().in('route', stored.routes);
  await service.from('redirects').delete().in('id', stored.redirects);
});

const RUNS = 400;
const letters = [
  'a',
  'z',
  'Z',
  'é',
  '😀',
  '字',
  '0',
  '9',
  ' ',
  ' ',
  '\t',
  '\n',
  '\u00a0',
  '\u2028',
  '\u0000',
];
const symbols = ['-', '_', '.', '/', ':', '*', '%', '?', '#', '\\', '"', "'", '(', '=', '&'];
const text = (maxLength: number) => fc.string({ unit: fc.constantFrom(...letters, ...symbols), maxLength });
/** A text a few characters either side of a limit, counted as the database counts (an emoji is one). */
const nearLimit = (limit: number) =>
  fc
    .tuple(
      fc.integer({ min: limit - 3, max: limit + 3 }),
      fc.constantFrom('é', '😀', 'a'),
      fc.constantFrom('', ' '),
    )
    .map(([n, unit, pad]) => `${pad}${unit.repeat(n)}${pad}`);
const words = (maxLength: number, minLength = 0) =>
  fc.string({ unit: fc.constantFrom('a', 'Z', 'é', '😀', ' ', '-', ',', '.', '|'), minLength, maxLength });
/** What a person would type, texts at the limit, and anything: so both sides of each rule are tried. */
const metaText = (limit: number, minLength = 0) =>
  fc.oneof(
    { arbitrary: words(limit, minLength), weight: 5 },
    { arbitrary: nearLimit(limit), weight: 3 },
    { arbitrary: text(limit + 10), weight: 1 },
  );
/** The rest of a path after its unique first segment. */
const pathTail = (limit: number) =>
  fc.oneof(
    {
      arbitrary: fc
        .array(fc.string({ unit: fc.constantFrom('a', 'b', '1', '-'), minLength: 1, maxLength: 12 }), {
          maxLength: 4,
        })
        .map((segments) => segments.map((segment) => `/${segment}`).join('')),
      weight: 5,
    },
    {
      arbitrary: fc.constantFrom(
        '/',
        '//',
        '/..',
        '/../a',
        '/a/..',
        '/..a',
        '/a..',
        '/.',
        '/a?b',
        '/a#b',
        '/a b',
        '/A',
        '/a_b',
        '/-a',
        '/a-',
        '/a--b',
        '/é',
        '/*',
        '/:id',
        '/%20',
        '\\a',
        '/a\u0000',
      ),
      weight: 3,
    },
    { arbitrary: nearLimit(limit - 12).map((tail) => `/${tail}`), weight: 2 },
    {
      arbitrary: fc.string({
        unit: fc.constantFrom('a', 'A', '-', '/', '.', '..', 'é', '*', ':', '?', '#', ' ', '_', '\u0000'),
        maxLength: 20,
      }),
      weight: 1,
    },
  );
const webUrl = fc.webUrl({ withQueryParameters: true, withFragments: true });

describe('the SEO forms never let through what the database refuses', () => {
  it('page SEO', async () => {
    // Every field plausible but one, pushed to and past its rule: most samples are stored.
    const plausible = fc.record({
      tail: fc.constant(''),
      title: words(70),
      description: words(170),
      og_image_path: fc.constantFrom('', 'og/home.png', 'social/é 1.png'),
      og_image_alt: words(200, 1),
      canonical_url: fc.oneof(fc.constant(''), webUrl),
      noindex: fc.boolean(),
    });
    const pushed = fc.oneof(
      fc.constant({}),
      pathTail(200).map((tail) => ({ tail })),
      metaText(70).map((title) => ({ title })),
      metaText(170).map((description) => ({ description })),
      fc.oneof(nearLimit(300), text(20)).map((og_image_path) => ({ og_image_path })),
      metaText(200).map((og_image_alt) => ({ og_image_alt })),
      fc
        .oneof(
          fc.integer({ min: 493, max: 503 }).map((n) => `https://growdigital.example/${'p'.repeat(n - 28)}`),
          text(40),
          webUrl.map((url) => url.toUpperCase()),
        )
        .map((canonical_url) => ({ canonical_url })),
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(plausible, pushed, async (base, push) => {
        const { tail, ...fields } = { ...base, ...push };
        const parsed = pageSeoSchema.safeParse({ route: nextPrefix('p') + tail, ...fields });
        if (!parsed.success) return;
        accepted += 1;
        const { error } = await service.from('page_seo').insert(parsed.data);
        expect(error, JSON.stringify(parsed.data)).toBeNull();
        stored.routes.push(parsed.data.route);
      }),
      { numRuns: RUNS },
    );
    expect(accepted).toBeGreaterThan(RUNS / 3);
  });

  it('redirects, which the build then writes for the hosts as they are', async () => {
    const localTarget = pathTail(512).map((tail) => `/${tail.replace(/^\//, '')}`);
    const plausible = fc.record({
      tail: fc
        .array(fc.string({ unit: fc.constantFrom('a', 'b', '1', '-'), minLength: 1, maxLength: 12 }), {
          maxLength: 3,
        })
        .map((segments) => segments.map((segment) => `/${segment}`).join('')),
      to: fc.oneof(fc.constantFrom('/', '/contact', '/blog/post?x=1#top'), webUrl),
      status_code: fc.constantFrom(301, 302, '301', '302'),
      is_active: fc.boolean(),
    });
    const pushed = fc.oneof(
      fc.constant({}),
      pathTail(300).map((tail) => ({ tail })),
      localTarget.map((to) => ({ to })),
      fc
        .oneof(
          text(30),
          fc.constantFrom(
            '//evil.example/x',
            '/\\evil.example',
            'https://',
            'HTTPS://x.example',
            'mailto:a@b.example',
          ),
        )
        .map((to) => ({ to })),
      fc.constantFrom('', '/', '?x=1', '/?x=1', '#top').map((rest) => ({ to: null, sameAsFrom: rest })),
      fc.constantFrom(200, 307, 308, '', 'x').map((status_code) => ({ status_code })),
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(plausible, pushed, async (base, push) => {
        const { tail, to, status_code, is_active } = { ...base, ...push };
        const from_path = nextPrefix('r') + tail;
        const to_path = to ?? from_path + ('sameAsFrom' in push ? push.sameAsFrom : '');
        const parsed = redirectSchema.safeParse({ from_path, to_path, status_code, is_active });
        if (!parsed.success) return;
        accepted += 1;
        const { data, error } = await service.from('redirects').insert(parsed.data).select('id').single();
        expect(error, JSON.stringify(parsed.data)).toBeNull();
        stored.redirects.push(data?.id ?? '');
        expect(hostRedirects([parsed.data]).skipped, JSON.stringify(parsed.data)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    expect(accepted).toBeGreaterThan(RUNS / 3);
  });
});
