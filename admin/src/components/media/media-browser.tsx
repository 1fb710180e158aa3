import { type KeyboardEvent, useCallback } from 'react';
import { Pagination } from '@admin/components/data-table/pagination';
import { SearchBox } from '@admin/components/data-table/search-box';
import { QueryView } from '@admin/components/ui/query-view';
import { EmptyState, Skeleton } from '@admin/components/ui/states';
import { cn } from '@admin/lib/cn';
import { publicFileUrl } from '@admin/lib/media-url';
import { type MediaAsset, type MediaListQuery, useMediaAssets } from './media-api';

interface MediaBrowserProps {
  query: MediaListQuery;
  onQueryChange: (query: MediaListQuery) => void;
  selected: string | null;
  onSelect: (asset: MediaAsset) => void;
  /** Double click or Enter twice: choose it at once. */
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
export function MediaBrowser({ query, onQueryChange, ...choosing }: MediaBrowserProps) {
  const list = useMediaAssets(query);
  const onSearch = useCallback(
    (search: string) => onQueryChange({ ...query, search, page: 1 }),
    [onQueryChange, query],
  );
  return (
    <div className="space-y-3">
      <SearchBox label="Search by alt text or file name" value={query.search} onSearch={onSearch} />
      <QueryView query={list} loading={<GridSkeleton />} errorTitle="The media library could not be loaded">
        {(data) =>
          data.rows.length === 0 ? (
            <EmptyState title={query.search ? 'No images match this search.' : 'No images yet.'}>
              {query.search ? 'Try other words, or clear the search.' : 'Upload the first one.'}
            </EmptyState>
          ) : (
            <div aria-busy={list.isPlaceholderData || undefined}>
              <MediaGrid assets={data.rows} {...choosing} />
            </div>
          )
        }
      </QueryView>
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

type MediaGridProps = Omit<MediaBrowserProps, 'query' | 'onQueryChange'> & { assets: MediaAsset[] };

const MOVES: Record<string, (index: number, columns: number) => number> = {
  ArrowRight: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  ArrowDown: (index, columns) => index + columns,
  ArrowUp: (index, columns) => index - columns,
  Home: () => 0,
  End: () => Number.MAX_SAFE_INTEGER,
};

/** Arrow keys move between thumbnails as they are laid out (the row length follows the screen). */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const move = MOVES[event.key];
  if (!move) return;
  const items = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-media-item]'),
  );
  const index = items.findIndex((item) => item === document.activeElement);
  if (index < 0) return;
  const top = items[0]?.offsetTop;
  const columns = Math.max(1, items.filter((item) => item.offsetTop === top).length);
  const next = Math.min(items.length - 1, Math.max(0, move(index, columns)));
  event.preventDefault();
  items[next]?.focus();
}

/** The library's images as a grid of thumbnails; one may be selected. */
function MediaGrid({ assets, selected, onSelect, onActivate }: MediaGridProps) {
  return (
    <ul
      aria-label="Images"
      onKeyDown={moveFocus}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
    >
      {assets.map((asset) => {
        const isSelected = asset.path === selected;
        return (
          <li key={asset.path}>
            <button
              type="button"
              data-media-item
              aria-pressed={isSelected}
              onClick={() => (isSelected && onActivate ? onActivate(asset) : onSelect(asset))}
              onDoubleClick={() => onActivate?.(asset)}
              className={cn(
                'block w-full overflow-hidden rounded-lg border-2 bg-white text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2',
                isSelected ? 'border-brand-700' : 'border-ink-200 hover:border-ink-400',
              )}
            >
              <img
                src={publicFileUrl('media', asset.path)}
                alt={asset.alt_text}
                loading="lazy"
                className="aspect-video w-full bg-ink-100 object-cover"
              />
              <span className="block truncate px-2 py-1.5 text-xs text-ink-800">{asset.file_name}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
