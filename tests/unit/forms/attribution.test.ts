import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_MAX_BYTES,
  ATTRIBUTION_STORAGE_KEY,
  attributionFrom,
  captureAttribution,
  currentAttribution,
  externalReferrer,
  FIRST_PAGE_KEY,
  withinByteLimit,
} from '../../../src/lib/attribution.ts';

/** A sessionStorage of our own. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    items,
  };
}

const SITE = 'https://growdigital.example';

describe('visit attribution', () => {
  it('reads the campaign parameters, click ids, external referrer and landing page', () => {
    const location = {
      href: `${SITE}/services/digital-marketing/seo?utm_source=google&utm_medium=cpc&utm_campaign=spring+sale&utm_term=seo%20agency&utm_content=ad-1&gclid=Cj0KCQ&fbclid=IwAR&page=2`,
    };
    expect(attributionFrom(location, 'https://www.google.com/')).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring sale',
      utm_term: 'seo agency',
      utm_content: 'ad-1',
      gclid: 'Cj0KCQ',
      fbclid: 'IwAR',
      referrer: 'https://www.google.com/',
      landing_page: '/services/digital-marketing/seo',
    });
  });

  it('leaves out empty parameters and our own pages as referrers', () => {
    expect(attributionFrom({ href: `${SITE}/?utm_source=&utm_medium=%20` }, `${SITE}/blog`)).toEqual({
      landing_page: '/',
    });
    expect(externalReferrer('', SITE)).toBeNull();
    expect(externalReferrer('android-app://com.google.android.gm/', SITE)).toBeNull();
    expect(externalReferrer('https://growdigital.example.evil.io/', SITE)).toBe(
      'https://growdigital.example.evil.io/',
    );
  });

  it('is captured on the first page of a visit only', () => {
    const storage = memoryStorage();
    captureAttribution(storage, { href: `${SITE}/blog?utm_source=newsletter` }, 'https://mail.example.com/');
    captureAttribution(storage, { href: `${SITE}/contact?utm_source=other` }, `${SITE}/blog`);
    expect(currentAttribution(storage)).toEqual({
      utm_source: 'newsletter',
      referrer: 'https://mail.example.com/',
      landing_page: '/blog',
    });
  });

  it('comes from the first page the page script kept, when the visitor moved on before it was recorded', () => {
    const firstPage = {
      href: `${SITE}/services?utm_source=newsletter&gclid=g-1`,
      referrer: 'https://www.google.com/',
    };
    const storage = memoryStorage({ [FIRST_PAGE_KEY]: JSON.stringify(firstPage) });
    const expected = {
      utm_source: 'newsletter',
      gclid: 'g-1',
      referrer: 'https://www.google.com/',
      landing_page: '/services',
    };
    // A form sent on the second page before anything was recorded already carries it.
    expect(currentAttribution(storage)).toEqual(expected);
    captureAttribution(storage, { href: `${SITE}/contact?utm_source=other` }, `${SITE}/services`);
    expect(currentAttribution(storage)).toEqual(expected);
    // The page script, built apart, keeps it under the same key.
    expect(readFileSync('src/scripts/first-page.ts', 'utf8')).toContain(`'${FIRST_PAGE_KEY}'`);
  });

  it('is {} when nothing was captured, storage is unavailable or what is stored is not ours', () => {
    expect(currentAttribution(memoryStorage())).toEqual({});
    expect(currentAttribution(null)).toEqual({});
    expect(currentAttribution(memoryStorage({ [ATTRIBUTION_STORAGE_KEY]: '{not json' }))).toEqual({});
    expect(currentAttribution(memoryStorage({ [ATTRIBUTION_STORAGE_KEY]: '"a string"' }))).toEqual({});
    expect(
      currentAttribution(
        memoryStorage({
          [ATTRIBUTION_STORAGE_KEY]: JSON.stringify({ utm_source: 'x', admin: true, gclid: 42, notes: 'hi' }),
        }),
      ),
    ).toEqual({ utm_source: 'x' });
  });

  it('survives storage that refuses to be written', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('QuotaExceededError');
      },
    };
    expect(() => {
      captureAttribution(refusing, { href: `${SITE}/` }, '');
    }).not.toThrow();
  });

  it('always fits the 4000 bytes the database stores, dropping the longest values first', () => {
    const long = '€'.repeat(300);
    const params = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid']
      .map((key) => `${key}=${encodeURIComponent(long)}`)
      .join('&');
    const attribution = attributionFrom(
      { href: `${SITE}/${'p'.repeat(400)}?${params}` },
      `https://r.example/${long}`,
    );
    const jsonbText = JSON.stringify(attribution).replaceAll('":"', '": "').replaceAll('","', '", "');
    expect(new TextEncoder().encode(jsonbText).length).toBeLessThanOrEqual(ATTRIBUTION_MAX_BYTES);
    expect(attribution.landing_page).toBe(`/${'p'.repeat(299)}`);
    expect(withinByteLimit({ utm_source: 'a' })).toEqual({ utm_source: 'a' });
  });
});
