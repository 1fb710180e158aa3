import { describe, expect, it } from 'vitest';
import { visibilityGroups } from '../../../admin/src/features/settings/page-groups.ts';
import { VISIBILITY_PAGE_NAMES } from '../../../src/lib/routes.ts';

describe('page visibility groups', () => {
  it('lists every public page once, grouped, with the stored state or visible when there is no row', () => {
    const groups = visibilityGroups([
      { page_name: 'careers', is_visible: false },
      { page_name: 'legacy-page', is_visible: false },
    ]);
    expect(groups.map((group) => group.title)).toEqual(['Main pages', 'Services', 'Resources']);
    const pages = groups.flatMap((group) => group.pages);
    expect(pages.map((page) => page.pageName).sort()).toEqual(
      [...VISIBILITY_PAGE_NAMES, 'legacy-page'].sort(),
    );
    expect(pages.find((page) => page.pageName === 'careers')).toMatchObject({
      label: 'Careers',
      isVisible: false,
    });
    expect(pages.find((page) => page.pageName === 'home')).toMatchObject({ path: '/', isVisible: true });
    const services = groups.find((group) => group.title === 'Services')?.pages ?? [];
    expect(services.every((page) => page.pageName.startsWith('services'))).toBe(true);
    const resources = groups.find((group) => group.title === 'Resources')?.pages ?? [];
    expect(resources.map((page) => page.pageName)).toEqual([
      'resource-center',
      'resources/downloads',
      'resources/faq',
    ]);
  });
});
