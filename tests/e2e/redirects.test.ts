import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { VercelConfig } from '../../src/integrations/lib/host-rules.ts';
import { launchBrowser, openPage, siteUrl } from '../support/browser.ts';
import { E2E_REDIRECTS } from '../support/e2e-redirects.ts';
import { productService } from '../support/product.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** The served site's answer without following redirects. */
const visit = (pathname: string) => fetch(siteUrl(pathname), { redirect: 'manual' });
const built = (file: string) => fs.readFile(path.join(inject('siteDir'), file), 'utf8');

describe('redirects managed in the admin', () => {
  it('are answered by the served site with their status and Location, before any file', async () => {
    const moved = await visit(E2E_REDIRECTS.moved.from_path);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/contact');

    const withQuery = await visit(`${E2E_REDIRECTS.moved.from_path}/?utm_source=newsletter`);
    expect(withQuery.status).toBe(301);
    expect(withQuery.headers.get('location')).toBe('/contact?utm_source=newsletter');

    const campaign = await visit(E2E_REDIRECTS.campaign.from_path);
    expect(campaign.status).toBe(302);
    expect(campaign.headers.get('location')).toBe('https://partner.example/landing?ref=grow');

    // A seeded demo redirect.
    const team = await visit('/team');
    expect(team.status).toBe(301);
    expect(team.headers.get('location')).toBe('/about');
  });

  it('leave out switched-off rules and rules added after the build', async () => {
    expect((await visit(E2E_REDIRECTS.inactive.from_path)).status).toBe(404);
    const service = productService();
    const late = { from_path: '/e2e-added-after-build', to_path: '/contact' };
    await service.from('redirects').insert(late).throwOnError();
    try {
      expect((await visit(late.from_path)).status).toBe(404);
    } finally {
      await service.from('redirects').delete().eq('from_path', late.from_path);
    }
  });

  it('take a visitor’s browser to the new page', async () => {
    const { page, context } = await openPage(browser);
    const response = await page.goto(siteUrl(`${E2E_REDIRECTS.moved.from_path}?ref=old-link`));
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/contact?ref=old-link');
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toBe(
      siteUrl(`${E2E_REDIRECTS.moved.from_path}?ref=old-link`),
    );
    await context.close();
  });

  it('are written for static hosts: _redirects and vercel.json, the admin fallback last', async () => {
    const lines = (await built('_redirects')).split('\n').filter((line) => line && !line.startsWith('#'));
    expect(lines).toContain('/e2e-old-contact /contact 301');
    expect(lines).toContain('/e2e-campaign https://partner.example/landing?ref=grow 302');
    expect(lines).toContain('/team /about 301');
    expect(lines.join('\n')).not.toContain(E2E_REDIRECTS.inactive.from_path);
    expect(lines.at(-1)).toBe('/admin/* /admin/index.html 200');

    const vercel = JSON.parse(await built('vercel.json')) as VercelConfig;
    expect(vercel).toMatchObject({ cleanUrls: true, trailingSlash: false });
    expect(vercel.redirects).toContainEqual({
      source: '/e2e-campaign',
      destination: 'https://partner.example/landing?ref=grow',
      statusCode: 302,
    });
    expect(vercel.redirects).toHaveLength(lines.length - 1);
    expect(vercel.rewrites).toEqual([{ source: '/admin/(.*)', destination: '/admin/index.html' }]);
  });
});
