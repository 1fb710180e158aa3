import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { RouteObject } from 'react-router-dom';
import type {
  ContentListRow,
  ContentResource,
  OrderedRow,
  PublicationState,
} from '@admin/lib/content-resource/resource';
import type { ContentTable } from '@admin/lib/content-resource/table';
import type * as ContentRoutePages from './content-route-pages';

type Pages = typeof ContentRoutePages;

/**
 * An area's routes from its feature module (loaded, with the shared content pages, when first
 * visited): the list at the area's index, `new`, `order` (when the resource has an order) and `:id`
 * (an id that is not a UUID cannot be an item: not found).
 */
export function contentRoutes<
  T extends ContentTable,
  Row extends ContentListRow,
  Input extends FieldValues,
  Values,
  Ordered extends OrderedRow & PublicationState,
>(load: () => Promise<{ resource: ContentResource<T, Row, Input, Values, Ordered> }>) {
  const page = (
    render: (resource: ContentResource<T, Row, Input, Values, Ordered>, pages: Pages) => ReactNode,
  ): NonNullable<RouteObject['lazy']> => {
    // One component however often the route loads: `new` and `:id` share it, so React keeps the form.
    let Component: (() => ReactNode) | undefined;
    return async () => {
      const [{ resource }, pages] = await Promise.all([load(), import('./content-route-pages')]);
      Component ??= () => render(resource, pages);
      return { Component };
    };
  };
  const editor = page((resource, { EditRoute }) => <EditRoute resource={resource} />);
  const index = page((resource, { ContentListPage }) =>
    resource.list.Page ? <resource.list.Page /> : <ContentListPage resource={resource} />,
  );
  const children: RouteObject[] = [
    { path: 'new', lazy: editor },
    {
      path: 'order',
      lazy: page((resource, { ContentOrderPage, NotFoundPage }) =>
        resource.order ? <ContentOrderPage resource={resource} /> : <NotFoundPage />,
      ),
    },
    { path: ':id', lazy: editor },
  ];
  return { index, children };
}
