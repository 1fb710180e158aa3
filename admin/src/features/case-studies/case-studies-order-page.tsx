import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PublicationBadge } from '@admin/components/content/publication-badge';
import { SortableList } from '@admin/components/content/sortable-list';
import { Button } from '@admin/components/ui/button';
import { Card, CardHeader } from '@admin/components/ui/card';
import { PageHeader } from '@admin/components/ui/page-header';
import { EmptyState, ErrorState, Skeleton } from '@admin/components/ui/states';
import { Switch } from '@admin/components/ui/switch';
import { toast } from '@admin/components/ui/toast-store';
import { describeError, describeSaveError } from '@admin/lib/errors';
import {
  inSiteOrder,
  type OrderedCaseStudy,
  useOrderedCaseStudies,
  useReorderCaseStudies,
  useSetCaseStudyFeatured,
} from './api/ordered-case-studies';
import { CASE_STUDY_ERRORS } from './error-messages';
import { CASE_STUDIES_PATH } from './paths';

/** /admin/case-studies/order: the site's order (featured first) by drag and drop, and the featured flag. */
export function CaseStudiesOrderPage() {
  const ordered = useOrderedCaseStudies();
  const reorder = useReorderCaseStudies();
  const setFeatured = useSetCaseStudyFeatured();
  const rows = inSiteOrder(ordered.data ?? []);
  const featured = rows.filter((row) => row.featured);
  const others = rows.filter((row) => !row.featured);
  const busy = reorder.isPending || setFeatured.isPending;

  const onReorder = (group: 'featured' | 'others', ids: string[]) => {
    const all =
      group === 'featured'
        ? [...ids, ...others.map((row) => row.id)]
        : [...featured.map((row) => row.id), ...ids];
    reorder.mutate(all, {
      onSuccess: () => toast({ title: 'Order saved', variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Order not saved',
          description: describeSaveError(error, CASE_STUDY_ERRORS),
          variant: 'error',
        }),
    });
  };
  const onFeatured = (row: OrderedCaseStudy, value: boolean) =>
    setFeatured.mutate(
      { id: row.id, featured: value },
      {
        onError: (error) =>
          toast({
            title: 'Not changed',
            description: describeSaveError(error, CASE_STUDY_ERRORS),
            variant: 'error',
          }),
      },
    );
  const renderItem = (row: OrderedCaseStudy) => (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <p className="truncate font-medium text-ink-950">{row.title}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
          {row.client} <PublicationBadge status={row.status} publishedAt={row.published_at} />
        </p>
      </div>
      <Switch
        label="Featured"
        labelContext={row.title}
        checked={row.featured}
        disabled={busy}
        onCheckedChange={(value) => onFeatured(row, value)}
      />
    </div>
  );
  const group = (key: 'featured' | 'others', title: string, items: OrderedCaseStudy[], empty: string) => (
    <Card aria-labelledby={`order-${key}`} className="p-0">
      <div className="p-5 pb-0">
        <CardHeader id={`order-${key}`} title={`${title} (${String(items.length)})`} />
      </div>
      {items.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <SortableList
          label={`${title} case studies in their order on the site`}
          items={items}
          renderItem={renderItem}
          itemName={(row) => row.title}
          onReorder={(ids) => onReorder(key, ids)}
          disabled={busy}
        />
      )}
    </Card>
  );
  return (
    <>
      <PageHeader
        title="Order of case studies"
        description="The site lists featured case studies first, then the others, each in the order below. Drag a row by its handle, or focus the handle and use Space and the arrow keys."
        actions={
          <Button asChild variant="secondary">
            <Link to={CASE_STUDIES_PATH}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All case studies
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
          title="The case studies could not be loaded"
          message={describeError(ordered.error)}
          onRetry={() => void ordered.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState title="No case studies yet." />
      ) : (
        <div className="space-y-6">
          {group('featured', 'Featured', featured, 'None is featured. Switch one on below to show it first.')}
          {group('others', 'Not featured', others, 'Every case study is featured.')}
        </div>
      )}
    </>
  );
}
