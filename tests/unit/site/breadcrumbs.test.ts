import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, titleFromSlug } from '../../../src/lib/seo/breadcrumbs.ts';

describe('breadcrumb trail from a path', () => {
  it('names known routes from the route table', () => {
    expect(breadcrumbTrail('/services/performance-marketing/conversion-rate-optimization')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
      { name: 'Performance Marketing', path: '/services/performance-marketing' },
      {
        name: 'Conversion Rate Optimization',
        path: '/services/performance-marketing/conversion-rate-optimization',
      },
    ]);
  });

  it('uses friendly names for segments that are not pages, pointing where a visitor expects', () => {
    expect(breadcrumbTrail('/resources/downloads')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Resources', path: '/resource-center' },
      { name: 'Download Center', path: '/resources/downloads' },
    ]);
    expect(breadcrumbTrail('/video/dQw4w9WgXcQ', 'Our 2026 SEO checklist')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Videos', path: '/videos' },
      { name: 'Our 2026 SEO checklist', path: '/video/dQw4w9WgXcQ' },
    ]);
  });

  it('takes the current page title for the last crumb, and makes one from the slug otherwise', () => {
    expect(breadcrumbTrail('/blog/ai-lead-scoring', 'Why sales trusts AI lead scoring').at(-1)).toEqual({
      name: 'Why sales trusts AI lead scoring',
      path: '/blog/ai-lead-scoring',
    });
    expect(breadcrumbTrail('/case-studies/harborview-dental').at(-1)?.name).toBe('Harborview Dental');
    expect(breadcrumbTrail('/case-studies/harborview-dental')[1]).toEqual({
      name: 'Case Studies',
      path: '/case-studies',
    });
  });

  it('is just Home for the home page, and ignores trailing slashes', () => {
    expect(breadcrumbTrail('/')).toEqual([{ name: 'Home', path: '/' }]);
    expect(breadcrumbTrail('/about/')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'About Us', path: '/about' },
    ]);
    expect(titleFromSlug('email-automation')).toBe('Email Automation');
  });
});
