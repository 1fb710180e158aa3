import * as z from 'zod/v4-mini';
import { useUrlParams } from '@admin/components/data-table/use-url-params';
import type { PortfolioItemFilters } from '@admin/features/portfolio/api/list-portfolio-items';
import { PortfolioItemsPage } from '@admin/features/portfolio/portfolio-items-page';
import { PORTFOLIO_CATEGORIES } from '@admin/features/portfolio/schema';

const publication = z.enum(['draft', 'scheduled', 'published']);
const featured = z.enum(['yes', 'no']);
const yesNo = (flag: boolean | undefined) => (flag === undefined ? null : flag ? 'yes' : 'no');
const category = z.enum(PORTFOLIO_CATEGORIES);

/** `?status=`, `?category=` and `?featured=yes|no` filter the list; anything else is ignored. */
export function Component() {
  const [params, changeParams] = useUrlParams();
  const status = publication.safeParse(params.get('status'));
  const flag = featured.safeParse(params.get('featured'));
  const kind = category.safeParse(params.get('category'));
  const filters: PortfolioItemFilters = {
    publication: status.success ? status.data : undefined,
    featured: flag.success ? flag.data === 'yes' : undefined,
    category: kind.success ? kind.data : undefined,
  };
  // Only the filters named in `next` change.
  const onFiltersChange = (next: Partial<PortfolioItemFilters>) =>
    changeParams({
      ...('publication' in next ? { status: next.publication } : {}),
      ...('category' in next ? { category: next.category } : {}),
      ...('featured' in next ? { featured: yesNo(next.featured) } : {}),
      page: null,
    });
  return <PortfolioItemsPage filters={filters} onFiltersChange={onFiltersChange} />;
}
