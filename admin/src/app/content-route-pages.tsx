/**
 * The pages of a content area (list, order, editor), loaded with the area's first visit, so the
 * entry (and the sign-in page with it) carries none of the forms, tables and drag-and-drop they need.
 */
import type { FieldValues } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import * as z from 'zod/v4-mini';
import { ContentEditorPage } from '@admin/components/content-resource/content-editor-page';
import { NotFoundPage } from '@admin/features/not-found/not-found-page';
import type { ContentTable } from '@admin/lib/content-resource/table';

export { ContentListPage } from '@admin/components/content-resource/content-list-page';
export { ContentOrderPage } from '@admin/components/content-resource/content-order-page';
export { NotFoundPage };

const itemId = z.uuid();

/** `new` (no id) or `:id`: an id that is not a UUID cannot be an item, so not found. */
export function EditRoute<T extends ContentTable, Input extends FieldValues, Values>({
  resource,
}: {
  resource: Parameters<typeof ContentEditorPage<T, Input, Values>>[0]['resource'];
}) {
  const { id } = useParams();
  if (id === undefined) return <ContentEditorPage resource={resource} id={null} />;
  const parsed = itemId.safeParse(id);
  return parsed.success ? <ContentEditorPage resource={resource} id={parsed.data} /> : <NotFoundPage />;
}
