import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PublicationBadge } from '@admin/components/content/publication-badge';
import { SortableList } from '@admin/components/content/sortable-list';
import { Button } from '@admin/components/ui/button';
import { Card } from '@admin/components/ui/card';
import { PageHeader } from '@admin/components/ui/page-header';
import { EmptyState, ErrorState, Skeleton } from '@admin/components/ui/states';
import { Switch } from '@admin/components/ui/switch';
import { toast } from '@admin/components/ui/toast-store';
import { describeError, describeSaveError } from '@admin/lib/errors';
import {
  type OrderedPortfolioItem,
  useOrderedPortfolioItems,
  useReorderPortfolioItems,
  useSetPortfolioItemFeatured,
} from './api/ordered-portfolio-items';
import { PORTFOLIO_ERRORS } from './error-messages';
import { PORTFOLIO_PATH } from './paths';

/** /admin/portfolio/order: the order of the portfolio page by drag and drop, and the featured flag. */
export function PortfolioItemsOrderPage() {
  const ordered = useOrderedPortfolioItems();
  const reorder = useReorderPortfolioItems();
  const setFeatured = useSetPortfolioItemFeatured();
  const busy = reorder.isPending || setFeatured.isPending;
  const onReorder = (ids: string[]) =>
    reorder.mutate(ids, {
      onSuccess: () => toast({ title: 'Order saved', variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Order not saved',
          description: describeSaveError(error, PORTFOLIO_ERRORS),
          variant: 'error',
        }),
    });
  const onFeatured = (row: OrderedPortfolioItem, featured: boolean) =>
    setFeatured.mutate(
      { id: row.id, featured },
      {
        onError: (error) =>
          toast({
            title: 'Not changed',
            description: describeSaveError(error, PORTFOLIO_ERRORS),
            variant: 'error',
          }),
      },
    );
  const renderItem = (row: OrderedPortfolioItem) => (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <p className="truncate font-medium text-ink-950">{row.title}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
          {row.client} · {row.category}{' '}
          <PublicationBadge status={row.status} publishedAt={row.published_at} />
        </p>
      </div>
      <Switch
        label="Featured"
        labelContext={row.title}
        checked={row.featured}
        disabled={busy}
        onCheckedChange={(featured) => onFeatured(row, featured)}
      />
    </div>
  );
  return (
    <>
      <PageHeader
        title="Order of the portfolio"
        description="The portfolio page lists projects in this order, and its category filter keeps it. Drag a row by its handle, or focus the handle and use Space and the arrow keys."
        actions={
          <Button asChild variant="secondary">
            <Link to={PORTFOLIO_PATH}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All portfolio items
            </Link>
          </Button>
        }
      />
      {ordered.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : ordered.isError ? (
        <ErrorState
          title="The portfolio could not be loaded"
          message={describeError(ordered.error)}
          onRetry={() => void ordered.refetch()}
        />
      ) : ordered.data.length === 0 ? (
        <EmptyState title="No portfolio items yet." />
      ) : (
        <Card className="p-0">
          <SortableList
            label="Portfolio items in their order on the site"
            items={ordered.data}
            renderItem={renderItem}
            itemName={(row) => row.title}
            onReorder={onReorder}
            disabled={busy}
          />
        </Card>
      )}
    </>
  );
}
