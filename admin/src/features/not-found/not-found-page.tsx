import { Link } from 'react-router-dom';
import { Button } from '@admin/components/ui/button';
import { PageHeader } from '@admin/components/ui/page-header';
import { paths } from '@admin/config/paths';

export function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" description="There is no admin page at this address." />
      <Button asChild variant="secondary">
        <Link to={paths.dashboard}>Go to the dashboard</Link>
      </Button>
    </>
  );
}
