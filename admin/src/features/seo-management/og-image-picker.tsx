import { Folder, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@admin/components/ui/button';
import { ErrorState, Skeleton } from '@admin/components/ui/states';
import { cn } from '@admin/lib/cn';
import { describeError } from '@admin/lib/errors';
import { mediaImageUrl, useMediaImages } from './api/media-images';

interface OgImagePickerProps {
  /** The chosen path in the media bucket, '' for none. */
  value: string;
  onChange: (path: string) => void;
  /** The alt text typed so far, for the thumbnail. */
  alt: string;
}

const parentOf = (folder: string) => folder.split('/').slice(0, -1).join('/');

function Gallery({ value, onPick }: { value: string; onPick: (path: string) => void }) {
  const [folder, setFolder] = useState(parentOf(value));
  const media = useMediaImages(folder, true);
  if (media.isPending)
    return (
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-busy="true">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="aspect-video" />
        ))}
      </div>
    );
  if (media.isError)
    return (
      <ErrorState
        title="The media library could not be loaded"
        message={describeError(media.error)}
        onRetry={() => void media.refetch()}
      />
    );
  const { folders, images } = media.data;
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink-700">
        Media library{folder ? ` / ${folder}` : ''}
        {folder && (
          <Button variant="ghost" size="sm" className="ml-2" onClick={() => setFolder(parentOf(folder))}>
            Up one folder
          </Button>
        )}
      </p>
      {folders.length === 0 && images.length === 0 ? (
        <p className="text-sm text-ink-700">No images here yet. Upload them in the media library.</p>
      ) : (
        <ul className="grid max-h-64 grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-4" aria-label="Images">
          {folders.map((path) => (
            <li key={path}>
              <button
                type="button"
                onClick={() => setFolder(path)}
                className="flex aspect-video w-full flex-col items-center justify-center gap-1 rounded-md border border-ink-200 text-xs text-ink-800 hover:bg-ink-50"
              >
                <Folder className="h-5 w-5" aria-hidden="true" />
                {path.split('/').at(-1)}
              </button>
            </li>
          ))}
          {images.map((image) => (
            <li key={image.path}>
              <button
                type="button"
                aria-pressed={image.path === value}
                aria-label={image.name}
                onClick={() => onPick(image.path)}
                className={cn(
                  'block w-full overflow-hidden rounded-md border-2',
                  image.path === value ? 'border-brand-700' : 'border-transparent hover:border-ink-300',
                )}
              >
                <img src={image.url} alt="" loading="lazy" className="aspect-video w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The Open Graph image: a thumbnail of the chosen one, and a gallery of the media bucket to pick from. */
export function OgImagePicker({ value, onChange, alt }: OgImagePickerProps) {
  const [browsing, setBrowsing] = useState(false);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink-900">Open Graph image</legend>
      <div className="flex items-center gap-3">
        {value ? (
          <img
            src={mediaImageUrl(value)}
            alt={alt}
            className="h-16 w-28 rounded-md border border-ink-200 object-cover"
          />
        ) : (
          <span className="flex h-16 w-28 items-center justify-center rounded-md border border-dashed border-ink-300 text-ink-600">
            <ImageOff className="h-5 w-5" aria-hidden="true" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm text-ink-800" data-testid="og-image-path">
            {value || 'No image: the site’s default is shared.'}
          </p>
          <div className="mt-1 flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={browsing}
              onClick={() => setBrowsing(!browsing)}
            >
              {browsing ? 'Close library' : 'Choose image'}
            </Button>
            {value && (
              <Button variant="ghost" size="sm" onClick={() => onChange('')}>
                Remove image
              </Button>
            )}
          </div>
        </div>
      </div>
      {browsing && (
        <Gallery
          value={value}
          onPick={(path) => {
            onChange(path);
            setBrowsing(false);
          }}
        />
      )}
    </fieldset>
  );
}
