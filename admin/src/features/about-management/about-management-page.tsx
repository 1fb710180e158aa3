import { PageHeader } from '@admin/components/ui/page-header';
import { QueryView } from '@admin/components/ui/query-view';
import { Skeleton } from '@admin/components/ui/states';
import { AboutForm } from './about-form';
import { useAboutContent } from './api/about-content';
import { TeamSection } from './team-members';

/** /admin/about-management: the about page's content and the team shown on it. */
export function AboutManagementPage() {
  const about = useAboutContent();
  return (
    <>
      <PageHeader
        title="About page"
        description="The story, values and numbers on /about, and the team. Changes show on the site with the next publish."
      />
      <div className="space-y-6">
        <QueryView
          query={about}
          loading={<Skeleton className="h-96" />}
          errorTitle="The about page could not be loaded"
        >
          {(row) => <AboutForm about={row} />}
        </QueryView>
        <TeamSection />
      </div>
    </>
  );
}
