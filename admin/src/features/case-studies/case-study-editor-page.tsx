import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@admin/components/ui/button';
import { PageHeader } from '@admin/components/ui/page-header';
import { EmptyState, ErrorState, Skeleton } from '@admin/components/ui/states';
import { describeError } from '@admin/lib/errors';
import { useCaseStudy } from './api/get-case-study';
import { CaseStudyForm } from './case-study-form';
import { CASE_STUDIES_PATH } from './paths';

const backLink = (
  <Button asChild variant="secondary">
    <Link to={CASE_STUDIES_PATH}>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All case studies
    </Link>
  </Button>
);

/** /admin/case-studies/new */
export function NewCaseStudyPage() {
  return (
    <>
      <PageHeader title="New case study" actions={backLink} />
      <CaseStudyForm row={null} />
    </>
  );
}

/** /admin/case-studies/:id */
export function EditCaseStudyPage({ id }: { id: string }) {
  const caseStudy = useCaseStudy(id);
  if (caseStudy.isPending)
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-64" />
      </div>
    );
  if (caseStudy.isError)
    return (
      <ErrorState
        title="The case study could not be loaded"
        message={describeError(caseStudy.error)}
        onRetry={() => void caseStudy.refetch()}
      />
    );
  if (!caseStudy.data)
    return (
      <>
        <PageHeader title="Case study not found" actions={backLink} />
        <EmptyState title="This case study does not exist, or it was deleted." />
      </>
    );
  return (
    <>
      <PageHeader title={`Edit: ${caseStudy.data.title}`} actions={backLink} />
      <CaseStudyForm key={caseStudy.data.id} row={caseStudy.data} />
    </>
  );
}
