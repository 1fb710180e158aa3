import * as SwitchPrimitive from '@radix-ui/react-switch';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { SortableList } from '@admin/components/ui/sortable-list';
import { Badge } from '@admin/components/ui/badge';
import { Button } from '@admin/components/ui/button';
import { Card } from '@admin/components/ui/card';
import { QueryView } from '@admin/components/ui/query-view';
import { EmptyState, Skeleton } from '@admin/components/ui/states';
import { toast } from '@admin/components/ui/toast-store';
import { type DialogResource, type DialogRow, groupRows } from '@admin/lib/content-resource/dialog-resource';
import { useOrderedRows, useReorderContent, useSetContentFlag } from '@admin/lib/content-resource/order';
import { capitalised } from '@admin/lib/content-resource/resource';
import { describeSaveError } from '@admin/lib/errors';
import { outcomeToasts } from '@admin/lib/outcome-toasts';
import { ContentDialogEditor } from './content-dialog-editor';
import { DeleteDialog } from './delete-dialog';

/**
 * A dialog resource's section: its items (by group) in their order on the site, each with a
 * switch that shows or hides it, Edit and Delete; "Add {one}" opens the same dialog editor.
 */
export function ContentDialogList<Row extends DialogRow, Input extends FieldValues, Values>({
  resource,
}: {
  resource: DialogResource<Row, Input, Values>;
}) {
  const { names, list, errors } = resource;
  const many = capitalised(names.many);
  const rows = useOrderedRows<Row>(resource.table, list.select, [
    ...(list.groupBy ? [[list.groupBy] as const] : []),
    ['sort_order'],
    [list.thenBy],
  ]);
  const reorder = useReorderContent(resource);
  const setPublished = useSetContentFlag(resource, 'is_published');
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const titleId = useId();
  const notChanged = (error: unknown) =>
    toast({ title: 'Not changed', description: describeSaveError(error, errors), variant: 'error' });
  const renderRow = (row: Row) => (
    <div className="flex flex-wrap items-center gap-3" data-testid={list.rowTestId(row)}>
      <div className="min-w-0 flex-1 basis-64">
        <list.Summary row={row} />
      </div>
      {!row.is_published && <Badge>Hidden</Badge>}
      <div className="flex items-center gap-1">
        <SwitchPrimitive.Root
          aria-label={list.publishedLabel(row)}
          checked={row.is_published}
          onCheckedChange={(value) => setPublished.mutate({ id: row.id, value }, { onError: notChanged })}
          className="relative h-6 w-11 shrink-0 rounded-full bg-ink-400 transition-colors data-[state=checked]:bg-brand-700"
        >
          <SwitchPrimitive.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
        </SwitchPrimitive.Root>
        {(
          [
            ['Edit', Pencil, () => setEditing(row)],
            ['Delete', Trash2, () => setDeleting(row)],
          ] as const
        ).map(([action, Icon, onClick]) => (
          <Button
            key={action}
            variant="ghost"
            size="sm"
            aria-label={`${action} ${list.label(row)}`}
            onClick={onClick}
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
          </Button>
        ))}
      </div>
    </div>
  );
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-base font-semibold text-ink-950">
            {list.title}
          </h2>
          <p className="text-sm text-ink-700">{list.description}</p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add {names.one}
        </Button>
      </div>
      <QueryView
        query={rows}
        loading={<Skeleton className="h-48" />}
        errorTitle={`The ${names.many} could not be loaded`}
        empty={
          <Card>
            <EmptyState title={`No ${names.many} yet.`}>{list.emptyHint}</EmptyState>
          </Card>
        }
      >
        {(data) =>
          groupRows(list.groupBy, data).map((group) => (
            <Card
              key={group.name ?? ''}
              className="p-0"
              aria-label={group.name === null ? undefined : `${many}: ${group.name}`}
            >
              {group.name !== null && (
                <h3 className="border-b border-ink-100 px-4 py-3 text-sm font-semibold text-ink-950">
                  {group.name} <span className="font-normal text-ink-700">({group.rows.length})</span>
                </h3>
              )}
              <SortableList
                label={
                  group.name === null
                    ? `${many} in their order on the site`
                    : `${many} in ${group.name}, in their order`
                }
                items={group.rows}
                itemName={list.name}
                disabled={reorder.isPending}
                renderItem={renderRow}
                onReorder={(ids) =>
                  reorder.mutate(
                    ids,
                    outcomeToasts({ done: 'Order saved', failed: 'Order not saved', refusals: errors }),
                  )
                }
              />
            </Card>
          ))
        }
      </QueryView>
      <ContentDialogEditor
        resource={resource}
        editing={editing}
        rows={rows.data ?? []}
        onClose={() => setEditing(null)}
      />
      <DeleteDialog
        resource={resource}
        item={deleting && { id: deleting.id, title: list.name(deleting) }}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
