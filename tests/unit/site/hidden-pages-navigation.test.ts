import { describe, expect, it } from 'vitest';
import { headerNavigation } from '../../../src/islands/header/nav-model.ts';
import { isShown, pageNameOf, STATIC_ROUTES } from '../../../src/lib/routes.ts';
import { breadcrumbTrail } from '../../../src/lib/seo/breadcrumbs.ts';
import { breadcrumbList } from '../../../src/lib/seo/structured-data.ts';

const SITE = 'https://growdigital.example/';

describe('the switch a path is under', () => {
  it('is each listed route’s own, service pages included, and the blog’s for its further pages', () => {
    for (const route of STATIC_ROUTES) expect(pageNameOf(route.path), route.path).toBe(route.pageName);
    expect(pageNameOf('/services/digital-marketing')).toBe('services/digital-marketing');
    expect(pageNameOf('/services/digital-marketing/seo')).toBe('services/digital-marketing/seo');
    expect(pageNameOf('/blog/page/2')).toBe('blog');
  });

  it('is none for content items and archives, which a page switch does not hide (seed §2)', () => {
    for (const path of [
      '/blog/why-seo-takes-time',
      '/blog/category/seo',
      '/careers/client-services-intern-summer-2027',
      '/case-studies/harborview-dental',
      '/portfolio/lone-oak',
      '/video/dQw4w9WgXcQ',
      '/privacy-policy',
      '/404',
    ])
      expect(pageNameOf(path), path).toBeUndefined();
    expect(isShown('/careers/client-services-intern-summer-2027', new Set(['careers']))).toBe(true);
    expect(isShown('/careers', new Set(['careers']))).toBe(false);
  });
});

describe('the header without the hidden pages', () => {
  it('has every link while nothing is hidden', () => {
    const nav = headerNavigation(new Set());
    expect(nav.allServices?.path).toBe('/services');
    expect(nav.groups.map((group) => group.path)).toEqual([
      '/services/digital-marketing',
      '/services/performance-marketing',
      '/services/ai-marketing',
    ]);
    expect(nav.links.map((link) => link.path)).toEqual(['/case-studies', '/about', '/contact']);
    expect(nav.cta?.path).toBe('/book-discovery');
  });

  it('names a hidden group without linking it, keeps its shown services, and drops hidden links and the call to action', () => {
    const nav = headerNavigation(
      new Set([
        'services',
        'services/ai-marketing',
        'services/ai-marketing/lead-scoring',
        'about',
        'book-discovery',
      ]),
    );
    expect(nav.allServices).toBeNull();
    const ai = nav.groups.find((group) => group.label === 'AI Marketing');
    expect(ai?.path).toBeNull();
    expect(ai?.services.map((service) => service.path)).toEqual([
      '/services/ai-marketing/ai-chatbots',
      '/services/ai-marketing/email-automation',
      '/services/ai-marketing/custom-automations',
    ]);
    expect(nav.links.map((link) => link.path)).toEqual(['/case-studies', '/contact']);
    expect(nav.cta).toBeNull();
  });

  it('leaves out a group whose page and services are all hidden', () => {
    const hidden = new Set([
      'services/ai-marketing',
      'services/ai-marketing/ai-chatbots',
      'services/ai-marketing/email-automation',
      'services/ai-marketing/lead-scoring',
      'services/ai-marketing/custom-automations',
    ]);
    expect(headerNavigation(hidden).groups.map((group) => group.label)).toEqual([
      'Digital Marketing',
      'Performance Marketing',
    ]);
  });
});

describe('breadcrumbs through a hidden page', () => {
  it('name the hidden page without a link, and leave it out of the BreadcrumbList', () => {
    const trail = breadcrumbTrail('/careers/seo-lead', 'SEO Lead', new Set(['careers']));
    expect(trail).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Careers', path: null },
      { name: 'SEO Lead', path: '/careers/seo-lead' },
    ]);
    expect(breadcrumbList(SITE, trail).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: SITE },
      { '@type': 'ListItem', position: 2, name: 'SEO Lead', item: `${SITE}careers/seo-lead` },
    ]);
  });

  it('follow the friendly names’ targets: /video/{id} under a hidden Videos page', () => {
    expect(breadcrumbTrail('/video/dQw4w9WgXcQ', 'A video', new Set(['videos']))[1]).toEqual({
      name: 'Videos',
      path: null,
    });
  });
});
