import { useState } from 'react';
import { Button } from '@admin/components/ui/button';
import { Dialog } from '@admin/components/ui/dialog';
import { cn } from '@admin/lib/cn';
import type { MediaAsset, MediaListQuery } from './media-api';
import { MediaBrowser } from './media-browser';
import { MediaUploadPanel } from './media-upload-panel';

export interface PickedImage {
  path: string;
  alt: string;
}

interface MediaLibraryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (image: PickedImage) => void;
  /** The image chosen now, shown selected. */
  current?: string | null;
}

const FIRST_PAGE: MediaListQuery = { page: 1, pageSize: 12, search: '' };

function ViewSwitch({
  view,
  onView,
}: {
  view: 'library' | 'upload';
  onView: (view: 'library' | 'upload') => void;
}) {
  const option = (value: 'library' | 'upload', label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onView(value)}
      className={cn(
        'rounded-md px-3 py-1.5 text-sm font-medium',
        view === value ? 'bg-white text-ink-950 shadow-card' : 'text-ink-700 hover:text-ink-950',
      )}
    >
      {label}
    </button>
  );
  return (
    <div className="mb-4 inline-flex gap-1 rounded-lg bg-ink-100 p-1">
      {option('library', 'Library')}
      {option('upload', 'Upload new')}
    </div>
  );
}

function LibraryView({ current, onPick }: { current: string | null; onPick: (image: PickedImage) => void }) {
  const [query, setQuery] = useState(FIRST_PAGE);
  const [selected, setSelected] = useState<MediaAsset | null>(null);
  const pick = (asset: MediaAsset) => onPick({ path: asset.path, alt: asset.alt_text });
  return (
    <div className="space-y-4">
      <MediaBrowser
        query={query}
        onQueryChange={setQuery}
        selected={selected?.path ?? current}
        onSelect={setSelected}
        onActivate={pick}
      />
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-ink-200 pt-4">
        <p className="min-w-0 flex-1 truncate text-sm text-ink-700" aria-live="polite">
          {selected ? `Selected: ${selected.file_name}` : 'Select an image.'}
        </p>
        <Button disabled={!selected} onClick={() => selected && pick(selected)}>
          Use this image
        </Button>
      </div>
    </div>
  );
}

/** The media library as a picker: choose an image in it, or upload a new one and use that. */
export function MediaLibraryDialog({ open, onOpenChange, onPick, current = null }: MediaLibraryDialogProps) {
  const [view, setView] = useState<'library' | 'upload'>('library');
  const pick = (image: PickedImage) => {
    onPick(image);
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Media library"
      description="Choose an image, or upload a new one."
      className="max-w-4xl"
    >
      <ViewSwitch view={view} onView={setView} />
      {view === 'library' ? (
        <LibraryView current={current} onPick={pick} />
      ) : (
        <MediaUploadPanel onUploaded={(asset) => pick({ path: asset.path, alt: asset.alt_text })} />
      )}
    </Dialog>
  );
}
