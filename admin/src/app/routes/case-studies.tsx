import * as z from 'zod/v4-mini';
import { useUrlParams } from '@admin/components/data-table/use-url-params';
import type { CaseStudyFilters } from '@admin/features/case-studies/api/list-case-studies';
import { CaseStudiesPage } from '@admin/features/case-studies/case-studies-page';

const publication = z.enum(['draft', 'scheduled', 'published']);
const featured = z.enum(['yes', 'no']);
const yesNo = (flag: boolean | undefined) => (flag === undefined ? null : flag ? 'yes' : 'no');

/** `?status=draft|scheduled|published` and `?featured=yes|no` filter the list; anything else is ignored. */
export function Component() {
  const [params, changeParams] = useUrlParams();
  const status = publication.safeParse(params.get('status'));
  const flag = featured.safeParse(params.get('featured'));
  const filters: CaseStudyFilters = {
    publication: status.success ? status.data : undefined,
    featured: flag.success ? flag.data === 'yes' : undefined,
  };
  // Only the filters named in `next` change.
  const onFiltersChange = (next: Partial<CaseStudyFilters>) =>
    changeParams({
      ...('publication' in next ? { status: next.publication } : {}),
      ...('featured' in next ? { featured: yesNo(next.featured) } : {}),
      page: null,
    });
  return <CaseStudiesPage filters={filters} onFiltersChange={onFiltersChange} />;
}
