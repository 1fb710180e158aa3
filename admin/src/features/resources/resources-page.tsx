import { PageHeader } from '@admin/components/ui/page-header';
import type { ResourceFilter } from './api/list-resources';
import { FaqSection } from './faq-section';
import { ResourcesSection } from './resources-section';

interface ResourcesPageProps {
  filter: ResourceFilter;
  onFilterChange: (filter: ResourceFilter) => void;
}

/** /admin/resources: downloadable resources (files or links) and the FAQ list. */
export function ResourcesPage({ filter, onFilterChange }: ResourcesPageProps) {
  return (
    <>
      <PageHeader
        title="Resources"
        description="Downloads and links for visitors, and the frequently asked questions."
      />
      <div className="space-y-10">
        <ResourcesSection filter={filter} onFilterChange={onFilterChange} />
        <FaqSection />
      </div>
    </>
  );
}
