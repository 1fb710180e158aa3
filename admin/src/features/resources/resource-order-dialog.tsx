import { REORDER_FEEDBACK } from '@admin/components/content/reorder-feedback';
import { SortableList } from '@admin/components/ui/sortable-list';
import { PublicationBadge } from '@admin/components/content/publication-badge';
import { Dialog } from '@admin/components/ui/dialog';
import { EmptyState, ErrorState, Skeleton } from '@admin/components/ui/states';
import { describeError } from '@admin/lib/errors';
import { RESOURCES, useResourceOrder } from './api/list-resources';
import { useReorderContent } from '@admin/lib/content-resource/order';
import { isResourceType, RESOURCE_TYPES } from './resource-file';

function OrderList() {
  const order = useResourceOrder();
  const reorder = useReorderContent(RESOURCES);
  if (order.isPending) return <Skeleton className="h-40" />;
  if (order.isError)
    return <ErrorState message={describeError(order.error)} onRetry={() => void order.refetch()} />;
  if (order.data.length === 0) return <EmptyState title="No resources yet." />;
  return (
    <SortableList
      label="Resources in their order on the site"
      items={order.data}
      itemName={(resource) => resource.title}
      disabled={reorder.isPending}
      renderItem={(resource) => (
        <span className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium text-ink-950">{resource.title}</span>
          <span className="text-ink-700">
            {isResourceType(resource.type) ? RESOURCE_TYPES[resource.type] : ''}
          </span>
          <PublicationBadge status={resource.status} publishedAt={resource.published_at} />
        </span>
      )}
      onReorder={(ids) => reorder.mutate(ids, REORDER_FEEDBACK)}
    />
  );
}

/** Every resource in one list to drag (or move with Space and the arrows) into the site's order. */
export function ResourceOrderDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Order of resources"
      description="Drag a resource by its handle, or focus the handle and use Space and the arrow keys. Each move is saved at once."
      className="max-w-xl"
    >
      {open && <OrderList />}
    </Dialog>
  );
}
