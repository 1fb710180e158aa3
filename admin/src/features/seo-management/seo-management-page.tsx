import { PageHeader } from '@admin/components/ui/page-header';
import { RedirectsSection } from './redirects-section';
import { SeoPagesSection } from './seo-pages-section';

/** /admin/seo-management: each public page's search settings, with the audit, and the redirects. */
export function SeoManagementPage() {
  return (
    <>
      <PageHeader
        title="SEO"
        description="Titles, descriptions and share images per page, and redirects from old addresses."
      />
      <div className="space-y-8">
        <SeoPagesSection />
        <RedirectsSection />
      </div>
    </>
  );
}
