import type { KeyboardEvent } from 'react';
import { cn } from '@admin/lib/cn';
import { publicFileUrl } from '@admin/lib/media-url';
import type { MediaAsset } from './api/list-media-assets';

interface MediaGridProps {
  label: string;
  assets: MediaAsset[];
  selected: string | null;
  onSelect: (asset: MediaAsset) => void;
  /** Double click or Enter twice: choose it at once. */
  onActivate?: (asset: MediaAsset) => void;
}

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
export function MediaGrid({ label, assets, selected, onSelect, onActivate }: MediaGridProps) {
  return (
    <ul
      aria-label={label}
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
