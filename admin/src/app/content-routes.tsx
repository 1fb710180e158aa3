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
import { ContentEditorPage, NewContentPage } from '@admin/components/content-resource/content-editor-page';
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
  const page =
    (
      render: (resource: ContentResource<T, Row, Input, Values, Ordered>) => ReactNode,
    ): NonNullable<RouteObject['lazy']> =>
    async () => {
      const { resource } = await load();
      return { Component: () => render(resource) };
    };
  const index = page((resource) =>
    resource.list.Page ? <resource.list.Page /> : <ContentListPage resource={resource} />,
  );
  const children: RouteObject[] = [
    { path: 'new', lazy: page((resource) => <NewContentPage resource={resource} />) },
    {
      path: 'order',
      lazy: page((resource) =>
        resource.order ? <ContentOrderPage resource={resource} /> : <NotFoundPage />,
      ),
    },
    { path: ':id', lazy: page((resource) => <EditRoute resource={resource} />) },
  ];
  return { index, children };
}

function EditRoute<T extends ContentTable, Input extends FieldValues, Values>({
  resource,
}: {
  resource: Parameters<typeof ContentEditorPage<T, Input, Values>>[0]['resource'];
}) {
  const parsed = itemId.safeParse(useParams().id);
  return parsed.success ? (
    <ContentEditorPage key={parsed.data} resource={resource} id={parsed.data} />
  ) : (
    <NotFoundPage />
  );
}
