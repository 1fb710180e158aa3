import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type RouteObject, useParams } from 'react-router-dom';
import * as z from 'zod/v4-mini';
import { NotFoundPage } from '@admin/features/not-found/not-found-page';
import type {
  ContentListRow,
  ContentResource,
  OrderedRow,
  PublicationState,
} from '@admin/lib/content-resource/resource';
import type { ContentTable } from '@admin/lib/content-resource/table';
import { ContentEditorPage } from '@admin/components/content-resource/content-editor-page';
import { ContentListPage } from '@admin/components/content-resource/content-list-page';
import { ContentOrderPage } from '@admin/components/content-resource/content-order-page';

const itemId = z.uuid();

/**
 * An area's routes from its feature module (loaded when first visited): the list at the area's
 * index, `new`, `order` (when the resource has an order) and `:id` (an id that is not a UUID
 * cannot be an item: not found).
 */
export function contentRoutes<
  T extends ContentTable,
  Row extends ContentListRow,
  Input extends FieldValues,
  Values,
  Ordered extends OrderedRow & PublicationState,
>(load: () => Promise<{ resource: ContentResource<T, Row, Input, Values, Ordered> }>) {
  const page = (
    render: (resource: ContentResource<T, Row, Input, Values, Ordered>) => ReactNode,
  ): NonNullable<RouteObject['lazy']> => {
    // One component however often the route loads: `new` and `:id` share it, so React keeps the form.
    let Component: (() => ReactNode) | undefined;
    return async () => {
      const { resource } = await load();
      Component ??= () => render(resource);
      return { Component };
    };
  };
  const editor = page((resource) => <EditRoute resource={resource} />);
  const index = page((resource) =>
    resource.list.Page ? <resource.list.Page /> : <ContentListPage resource={resource} />,
  );
  const children: RouteObject[] = [
    { path: 'new', lazy: editor },
    {
      path: 'order',
      lazy: page((resource) =>
        resource.order ? <ContentOrderPage resource={resource} /> : <NotFoundPage />,
      ),
    },
    { path: ':id', lazy: editor },
  ];
  return { index, children };
}

function EditRoute<T extends ContentTable, Input extends FieldValues, Values>({
  resource,
}: {
  resource: Parameters<typeof ContentEditorPage<T, Input, Values>>[0]['resource'];
}) {
  const { id } = useParams();
  if (id === undefined) return <ContentEditorPage resource={resource} id={null} />;
  const parsed = itemId.safeParse(id);
  return parsed.success ? <ContentEditorPage resource={resource} id={parsed.data} /> : <NotFoundPage />;
}
