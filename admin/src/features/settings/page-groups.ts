import { STATIC_ROUTES } from '@lib/routes';

const groupOf = (pageName: string): string => {
  if (pageName.startsWith('services')) return 'Services';
  if (pageName.startsWith('resource')) return 'Resources';
  return 'Main pages';
};

const GROUP_ORDER = ['Main pages', 'Services', 'Resources'];

/**
 * Every public page with a visibility switch (the route table's pages and any stored row), in
 * the route table's order and grouped; a page without a stored row is visible.
 */
export function visibilityGroups(rows: readonly { page_name: string; is_visible: boolean }[]) {
  const stored = new Map(rows.map((row) => [row.page_name, row.is_visible]));
  const known = STATIC_ROUTES.flatMap((route) =>
    route.pageName ? [{ pageName: route.pageName, label: route.label, path: route.path }] : [],
  );
  const extra = rows
    .filter((row) => !known.some((page) => page.pageName === row.page_name))
    .map((row) => ({ pageName: row.page_name, label: row.page_name, path: `/${row.page_name}` }));
  const pages = [...known, ...extra].map((page) => ({
    ...page,
    isVisible: stored.get(page.pageName) ?? true,
  }));
  return GROUP_ORDER.map((title) => ({
    title,
    pages: pages.filter((page) => groupOf(page.pageName) === title),
  })).filter((group) => group.pages.length > 0);
}
