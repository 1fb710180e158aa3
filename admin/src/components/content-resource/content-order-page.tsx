import { PublicationBadge } from '@admin/components/content/publication-badge';
import { SortableList } from '@admin/components/ui/sortable-list';
import { Card, CardHeader } from '@admin/components/ui/card';
import { PageHeader } from '@admin/components/ui/page-header';
import { QueryView } from '@admin/components/ui/query-view';
import { EmptyState, Skeleton } from '@admin/components/ui/states';
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
import { describeSaveError, type SaveErrorMessages } from '@admin/lib/errors';
import { outcomeToasts } from '@admin/lib/outcome-toasts';
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
  const busy = reorder.isPending || setFlag.isPending;
  const flagged = (row: Ordered) => row[flagColumn] === true;

  const onReorder = (ids: string[]) =>
    reorder.mutate(ids, outcomeToasts({ done: 'Order saved', failed: 'Order not saved', refusals: errors }));
  const notChanged = (error: unknown) =>
    toast({ title: 'Not changed', description: describeSaveError(error, errors), variant: 'error' });
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
          onCheckedChange={(value) => setFlag.mutate({ id: row.id, value }, { onError: notChanged })}
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
  /** With groups, flagged rows first: a group's new order goes before or after the other group's. */
  const content = (rows: Ordered[]) => {
    if (!flag?.groups)
      return (
        <Card className="p-0">
          {sortable(rows, `${capitalised(names.many)} in their order on the site`, onReorder)}
        </Card>
      );
    const { groups } = flag;
    const on = rows.filter(flagged);
    const off = rows.filter((row) => !flagged(row));
    const ids = (items: Ordered[]) => items.map((row) => row.id);
    const group = (
      key: 'on' | 'off',
      items: Ordered[],
      empty: string,
      whole: (mine: string[]) => string[],
    ) => (
      <Card aria-labelledby={`order-${key}`} className="p-0">
        <div className="p-5 pb-0">
          <CardHeader id={`order-${key}`} title={`${groups[key]} (${String(items.length)})`} />
        </div>
        {items.length === 0 ? (
          <EmptyState title={empty} />
        ) : (
          sortable(items, `${groups[key]} ${names.many} in their order on the site`, (mine) =>
            onReorder(whole(mine)),
          )
        )}
      </Card>
    );
    return (
      <div className="space-y-6">
        {group('on', on, groups.emptyOn, (mine) => [...mine, ...ids(off)])}
        {group('off', off, groups.emptyOff, (mine) => [...ids(on), ...mine])}
      </div>
    );
  };

  return (
    <>
      <PageHeader
        title={order.title}
        description={order.description}
        actions={<BackToList resource={resource} />}
      />
      <QueryView
        query={ordered}
        loading={
          <div className="space-y-2" aria-busy="true">
            {[1, 2, 3].map((line) => (
              <Skeleton key={line} className="h-12" />
            ))}
          </div>
        }
        errorTitle={order.errorTitle}
        empty={<EmptyState title={`No ${names.many} yet.`} />}
      >
        {(data) => content(inSiteOrder(resource, data))}
      </QueryView>
    </>
  );
}
