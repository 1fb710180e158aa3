import type { ReactNode } from 'react';
import { PublicationBadge } from '@admin/components/content/publication-badge';
import { SortableList } from '@admin/components/ui/sortable-list';
import { Card, CardHeader } from '@admin/components/ui/card';
import { PageHeader } from '@admin/components/ui/page-header';
import { EmptyState, ErrorState, Skeleton } from '@admin/components/ui/states';
import { Switch } from '@admin/components/ui/switch';
import { toast } from '@admin/components/ui/toast-store';
import {
  inSiteOrder,
  type OrderSource,
  useOrderedContent,
  useReorderContent,
  useSetContentFlag,
} from '@admin/lib/content-resource/order';
import {
  capitalised,
  type ContentNames,
  type OrderDescription,
  type OrderedRow,
  type PublicationState,
} from '@admin/lib/content-resource/resource';
import { describeError, describeSaveError, type SaveErrorMessages } from '@admin/lib/errors';
import { BackToList } from './content-editor-page';

type Row = OrderedRow & PublicationState;

interface ContentOrderPageProps<Ordered extends Row> {
  resource: OrderSource & {
    path: string;
    names: ContentNames;
    errors: SaveErrorMessages;
    order?: OrderDescription<Ordered> | undefined;
  };
}

/** `/admin/<path>/order`: the site's order by drag and drop, and the resource's flag (featured). */
export function ContentOrderPage<Ordered extends Row>({ resource }: ContentOrderPageProps<Ordered>) {
  const { order, names, errors } = resource;
  const ordered = useOrderedContent<Ordered>(resource);
  const reorder = useReorderContent(resource);
  const flagColumn = order?.flag?.column ?? '';
  const setFlag = useSetContentFlag(resource, flagColumn);
  if (!order) return null;
  const { flag } = order;
  const rows = inSiteOrder(resource, ordered.data ?? []);
  const busy = reorder.isPending || setFlag.isPending;
  const flagged = (row: Ordered) => row[flagColumn] === true;

  const onReorder = (ids: string[]) =>
    reorder.mutate(ids, {
      onSuccess: () => toast({ title: 'Order saved', variant: 'success' }),
      onError: (error) =>
        toast({ title: 'Order not saved', description: describeSaveError(error, errors), variant: 'error' }),
    });
  const onFlag = (row: Ordered, value: boolean) =>
    setFlag.mutate(
      { id: row.id, value },
      {
        onError: (error) =>
          toast({ title: 'Not changed', description: describeSaveError(error, errors), variant: 'error' }),
      },
    );
  const renderItem = (row: Ordered) => (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <p className="truncate font-medium text-ink-950">{row.title}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
          {order.describe(row)} <PublicationBadge status={row.status} publishedAt={row.published_at} />
        </p>
      </div>
      {flag && (
        <Switch
          label={flag.label}
          labelContext={row.title}
          checked={flagged(row)}
          disabled={busy}
          onCheckedChange={(value) => onFlag(row, value)}
        />
      )}
    </div>
  );
  const sortable = (items: Ordered[], label: string, onItems: (ids: string[]) => void) => (
    <SortableList
      label={label}
      items={items}
      renderItem={renderItem}
      itemName={(row) => row.title}
      onReorder={onItems}
      disabled={busy}
    />
  );

  let content: ReactNode;
  if (flag?.groups) {
    const { groups } = flag;
    const on = rows.filter(flagged);
    const off = rows.filter((row) => !flagged(row));
    const group = (key: 'on' | 'off', items: Ordered[], empty: string, ids: (mine: string[]) => string[]) => (
      <Card aria-labelledby={`order-${key}`} className="p-0">
        <div className="p-5 pb-0">
          <CardHeader id={`order-${key}`} title={`${groups[key]} (${String(items.length)})`} />
        </div>
        {items.length === 0 ? (
          <EmptyState title={empty} />
        ) : (
          sortable(items, `${groups[key]} ${names.many} in their order on the site`, (mine) =>
            onReorder(ids(mine)),
          )
        )}
      </Card>
    );
    content = (
      <div className="space-y-6">
        {group('on', on, groups.emptyOn, (mine) => [...mine, ...off.map((row) => row.id)])}
        {group('off', off, groups.emptyOff, (mine) => [...on.map((row) => row.id), ...mine])}
      </div>
    );
  } else {
    content = (
      <Card className="p-0">
        {sortable(rows, `${capitalised(names.many)} in their order on the site`, onReorder)}
      </Card>
    );
  }

  return (
    <>
      <PageHeader
        title={order.title}
        description={order.description}
        actions={<BackToList resource={resource} />}
      />
      {ordered.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : ordered.isError ? (
        <ErrorState
          title={order.errorTitle}
          message={describeError(ordered.error)}
          onRetry={() => void ordered.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState title={`No ${names.many} yet.`} />
      ) : (
        content
      )}
    </>
  );
}
