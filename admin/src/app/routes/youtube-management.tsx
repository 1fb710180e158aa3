import { useUrlParams } from '@admin/components/data-table/use-url-params';
import type { VideoFilter } from '@admin/features/youtube-management/api/list-videos';
import { VideosPage } from '@admin/features/youtube-management/videos-page';

/** `?q=` searches the videos, `?category=` shows one category. */
export function Component() {
  const [params, changeParams] = useUrlParams();
  const filter: VideoFilter = {
    search: (params.get('q') ?? '').slice(0, 200),
    category: (params.get('category') ?? '').slice(0, 60),
  };
  const setFilter = (next: VideoFilter) =>
    changeParams({
      q: next.search.trim() ? next.search : null,
      category: next.category.trim() ? next.category : null,
    });
  return <VideosPage filter={filter} onFilterChange={setFilter} />;
}
