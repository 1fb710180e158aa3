import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { STATIC_ROUTES } from '../../src/lib/routes.ts';
import { HIDDEN_AT_BUILD_PAGE } from '../support/global-e2e.ts';
import { launchBrowser, openPage, siteUrl } from '../support/browser.ts';
import { sitemapPaths } from '../support/sitemap.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

interface Head {
  title: string;
  description: string | null;
  canonical: string | null;
  ogImage: string | null;
  robots: string | null;
  jsonLd: { '@graph': Record<string, unknown>[] };
}

async function headOf(pagePath: string): Promise<Head> {
  const html = await fs.readFile(
    path.join(inject('siteDir'), pagePath === '/' ? 'index.html' : `${pagePath}/index.html`),
    'utf8',
  );
  const pick = (re: RegExp) => re.exec(html)?.[1] ?? null;
  return {
    title: pick(/<title>([^<]*)<\/title>/) ?? '',
    description: pick(/<meta name="description" content="([^"]*)"/),
    canonical: pick(/<link rel="canonical" href="([^"]*)"/),
    ogImage: pick(/<meta property="og:image" content="([^"]*)"/),
    robots: pick(/<meta name="robots" content="([^"]*)"/),
    jsonLd: JSON.parse(
      pick(/<script type="application\/ld\+json">(.*?)<\/script>/s) ?? '{}',
    ) as Head['jsonLd'],
  };
}

describe('search engine foundations', () => {
  it('serves /sitemap.xml and robots.txt; the sitemap lists public pages, not /thank-you, /404 or a hidden page', async () => {
    const paths = await sitemapPaths();
    const expected = STATIC_ROUTES.filter((r) => r.inSitemap && r.pageName !== HIDDEN_AT_BUILD_PAGE).map(
      (r) => r.path,
    );
    expect(paths).toEqual(expect.arrayContaining(expected));
    expect(paths).not.toContain('/thank-you');
    expect(paths).not.toContain('/404');
    expect(paths).not.toContain(`/${HIDDEN_AT_BUILD_PAGE}`);
    const robots = await (await fetch(siteUrl('/robots.txt'))).text();
    expect(robots).toContain(`Sitemap: ${siteUrl('/sitemap.xml')}`);
    expect(robots).toContain('Disallow: /admin');
  });

  it('gives every page a unique title and description, a canonical URL and an Open Graph image', async () => {
    const paths = [...(await sitemapPaths()), '/thank-you'];
    const heads = await Promise.all(paths.map(headOf));
    expect(new Set(heads.map((h) => h.title)).size).toBe(paths.length);
    expect(new Set(heads.map((h) => h.description)).size).toBe(paths.length);
    heads.forEach((head, i) => {
      expect(head.canonical, paths[i]).toBe(siteUrl(paths[i] ?? ''));
      expect(head.ogImage, paths[i]).toMatch(/^http/);
      expect(head.description?.length, paths[i]).toBeGreaterThan(50);
    });
    expect((await headOf('/thank-you')).robots).toBe('noindex, follow');
  });

  it('applies the SEO overrides staff set in page_seo', async () => {
    const head = await headOf('/services/digital-marketing/seo');
    const { productService } = await import('../support/product.ts');
    const { data } = await productService()
      .from('page_seo')
      .select('title, description')
      .eq('route', '/services/digital-marketing/seo')
      .single();
    expect(head.title).toBe(data?.title);
    expect(head.description).toBe(data?.description);
  });

  it('describes the organisation and site everywhere, the trail on inner pages, and the service on service pages', async () => {
    const home = (await headOf('/')).jsonLd['@graph'];
    expect(home.map((n) => n['@type'])).toEqual(['ProfessionalService', 'WebSite']);
    expect(home[0]).toMatchObject({
      name: 'Grow Digital',
      telephone: '+1 (512) 555-0142',
      address: { addressLocality: 'Austin' },
    });

    const seo = (await headOf('/services/digital-marketing/seo')).jsonLd['@graph'];
    expect(seo.map((n) => n['@type'])).toEqual([
      'ProfessionalService',
      'WebSite',
      'BreadcrumbList',
      'Service',
    ]);
    const trail = (seo[2]?.itemListElement as { name: string; item: string }[]).map((c) => [c.name, c.item]);
    expect(trail).toEqual([
      ['Home', siteUrl('/')],
      ['Services', siteUrl('/services')],
      ['Digital Marketing', siteUrl('/services/digital-marketing')],
      ['SEO', siteUrl('/services/digital-marketing/seo')],
    ]);
    expect(seo[3]).toMatchObject({
      '@type': 'Service',
      name: 'SEO',
      serviceType: 'Digital Marketing',
      url: siteUrl('/services/digital-marketing/seo'),
    });
  });

  it('describes each content page type with the structured data search engines require', async () => {
    type Node = Record<string, unknown>;
    const node = async (pagePath: string, type: string): Promise<Node> => {
      const found = (await headOf(pagePath)).jsonLd['@graph'].find((n) => n['@type'] === type);
      expect(found, `${type} on ${pagePath}`).toBeDefined();
      return found ?? {};
    };
    const hasText = (n: Node, ...keys: string[]) => {
      for (const key of keys) expect(typeof n[key] === 'string' && n[key].length > 0, key).toBe(true);
    };
    const { productAnon } = await import('../support/product.ts');

    const post = await node('/blog/ai-lead-scoring-sales-trust', 'BlogPosting');
    hasText(post, 'headline', 'description', 'datePublished', 'dateModified');
    expect(post.author).toEqual({
      '@type': 'Person',
      name: 'Jonah Whitfield',
      url: expect.stringContaining('linkedin.com') as unknown,
    });
    expect(post.image).toMatch(/^http.*\/storage\/v1\/object\/public\/media\//);
    expect(post.mainEntityOfPage).toBe(siteUrl('/blog/ai-lead-scoring-sales-trust'));

    const { data: video } = await productAnon().from('videos').select('youtube_id').limit(1).single();
    const videoNode = await node(`/video/${video?.youtube_id ?? ''}`, 'VideoObject');
    hasText(videoNode, 'name', 'description', 'uploadDate', 'thumbnailUrl', 'embedUrl');
    expect(videoNode.thumbnailUrl).toContain(video?.youtube_id ?? '-');

    const faq = await node('/resources/faq', 'FAQPage');
    const questions = faq.mainEntity as {
      '@type': string;
      name: string;
      acceptedAnswer: { '@type': string; text: string };
    }[];
    expect(questions.length).toBeGreaterThanOrEqual(12);
    expect(
      questions.every(
        (q) =>
          q['@type'] === 'Question' &&
          q.name &&
          q.acceptedAnswer['@type'] === 'Answer' &&
          q.acceptedAnswer.text,
      ),
    ).toBe(true);

    const { data: job } = await productAnon().from('jobs').select('slug').limit(1).single();
    const jobNode = await node(`/careers/${job?.slug ?? ''}`, 'JobPosting');
    hasText(jobNode, 'title', 'description', 'datePosted', 'employmentType');
    expect(jobNode.description).toContain('<p>');
    expect(jobNode.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN']).toContain(jobNode.employmentType);
    expect((jobNode.hiringOrganization as Node).name).toBe('Grow Digital');
    expect(((jobNode.jobLocation as Node).address as Node).addressCountry).toBe('US');

    const study = await node('/case-studies/cobalt-ledger-ai-lead-scoring', 'Article');
    hasText(study, 'headline', 'datePublished', 'image');
    expect((study.about as Node).name).toBe('Cobalt Ledger');
  });

  it('answers any other path with the designed 404 page and a 404 status', async () => {
    const response = await fetch(siteUrl('/no/such/page'));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('We Could Not Find That Page');
    const { page, context } = await openPage(browser);
    await page.goto(siteUrl('/no/such/page'));
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    await context.close();
  });
});
