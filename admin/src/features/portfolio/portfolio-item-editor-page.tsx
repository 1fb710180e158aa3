import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@admin/components/ui/button';
import { PageHeader } from '@admin/components/ui/page-header';
import { EmptyState, ErrorState, Skeleton } from '@admin/components/ui/states';
import { describeError } from '@admin/lib/errors';
import { usePortfolioItem } from './api/get-portfolio-item';
import { PortfolioItemForm } from './portfolio-item-form';
import { PORTFOLIO_PATH } from './paths';

const backLink = (
  <Button asChild variant="secondary">
    <Link to={PORTFOLIO_PATH}>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All portfolio items
    </Link>
  </Button>
);

/** /admin/portfolio/new */
export function NewPortfolioItemPage() {
  return (
    <>
      <PageHeader title="New portfolio item" actions={backLink} />
      <PortfolioItemForm row={null} />
    </>
  );
}

/** /admin/portfolio/:id */
export function EditPortfolioItemPage({ id }: { id: string }) {
  const portfolioItem = usePortfolioItem(id);
  if (portfolioItem.isPending)
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-64" />
      </div>
    );
  if (portfolioItem.isError)
    return (
      <ErrorState
        title="The portfolio item could not be loaded"
        message={describeError(portfolioItem.error)}
        onRetry={() => void portfolioItem.refetch()}
      />
    );
  if (!portfolioItem.data)
    return (
      <>
        <PageHeader title="Portfolio item not found" actions={backLink} />
        <EmptyState title="This portfolio item does not exist, or it was deleted." />
      </>
    );
  return (
    <>
      <PageHeader title={`Edit: ${portfolioItem.data.title}`} actions={backLink} />
      <PortfolioItemForm key={portfolioItem.data.id} row={portfolioItem.data} />
    </>
  );
}
