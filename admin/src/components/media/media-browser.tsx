import { useCallback } from 'react';
import { Pagination } from '@admin/components/data-table/pagination';
import { SearchBox } from '@admin/components/data-table/search-box';
import { EmptyState, ErrorState, Skeleton } from '@admin/components/ui/states';
import { describeError } from '@admin/lib/errors';
import { type MediaAsset, type MediaListQuery, useMediaAssets } from './api/list-media-assets';
import { MediaGrid } from './media-grid';

interface MediaBrowserProps {
  query: MediaListQuery;
  onQueryChange: (query: MediaListQuery) => void;
  selected: string | null;
  onSelect: (asset: MediaAsset) => void;
  onActivate?: (asset: MediaAsset) => void;
}

function GridSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-busy="true">
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} className="aspect-video" />
      ))}
    </div>
  );
}

/** Search, a page of thumbnails, and the pages: the library, however large it grows. */
export function MediaBrowser({ query, onQueryChange, selected, onSelect, onActivate }: MediaBrowserProps) {
  const list = useMediaAssets(query);
  const onSearch = useCallback(
    (search: string) => onQueryChange({ ...query, search, page: 1 }),
    [onQueryChange, query],
  );
  return (
    <div className="space-y-3">
      <SearchBox label="Search by alt text or file name" value={query.search} onSearch={onSearch} />
      {list.isPending ? (
        <GridSkeleton />
      ) : list.isError ? (
        <ErrorState
          title="The media library could not be loaded"
          message={describeError(list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.rows.length === 0 ? (
        <EmptyState title={query.search ? 'No images match this search.' : 'No images yet.'}>
          {query.search ? 'Try other words, or clear the search.' : 'Upload the first one.'}
        </EmptyState>
      ) : (
        <div aria-busy={list.isPlaceholderData || undefined}>
          <MediaGrid
            label="Images"
            assets={list.data.rows}
            selected={selected}
            onSelect={onSelect}
            {...(onActivate ? { onActivate } : {})}
          />
        </div>
      )}
      {list.data && (list.data.total > query.pageSize || query.page > 1) && (
        <Pagination
          page={query.page}
          pageSize={query.pageSize}
          total={list.data.total}
          onPage={(page) => onQueryChange({ ...query, page })}
        />
      )}
    </div>
  );
}
