import { useUrlParams } from '@admin/components/data-table/use-url-params';
import type { ResourceFilter } from '@admin/features/resources/api/list-resources';
import { isResourceType } from '@admin/features/resources/resource-file';
import { ResourcesPage } from '@admin/features/resources/resources-page';

/** `?type=guide|template|…` and `?category=` filter the resources (with the table's own page, sort and search). */
export function Component() {
  const [params, changeParams] = useUrlParams();
  const type = params.get('type') ?? '';
  const filter: ResourceFilter = {
    type: isResourceType(type) ? type : undefined,
    category: (params.get('category') ?? '').slice(0, 60),
  };
  const setFilter = (next: ResourceFilter) =>
    changeParams({ type: next.type, category: next.category, page: null });
  return <ResourcesPage filter={filter} onFilterChange={setFilter} />;
}
