import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { SortableList } from '@admin/components/ui/sortable-list';
import { MediaField } from '@admin/components/media/media-field';
import { Button } from '@admin/components/ui/button';
import { type GalleryImage, LIMITS, type PortfolioItemInput } from './schema';

/** The project's gallery: images from the media library, each with its alt text, in the site's order. */
export function GalleryEditor() {
  const {
    control,
    formState: { errors },
  } = useFormContext<PortfolioItemInput>();
  const { field } = useController({ control, name: 'gallery' });
  const images = field.value;
  const [problem, setProblem] = useState<string | null>(null);
  const full = images.length >= LIMITS.gallery;
  const update = (next: GalleryImage[]) => {
    setProblem(null);
    field.onChange(next);
  };
  const replaceAt = (index: number, image: GalleryImage | null) =>
    update(
      image ? images.map((old, at) => (at === index ? image : old)) : images.filter((_, at) => at !== index),
    );
  const add = (image: GalleryImage | null) => {
    if (!image) return;
    if (images.some((other) => other.path === image.path))
      setProblem('This image is already in the gallery.');
    else update([...images, image]);
  };
  const items = images.map((image, index) => ({ ...image, id: image.path, index }));
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-ink-950">Gallery</legend>
      <p className="text-sm text-ink-600">
        {images.length} of at most {LIMITS.gallery} images, shown below the description in this order. Drag a
        row by its handle to move it.
      </p>
      {errors.gallery?.message && (
        <p className="text-sm font-medium text-red-700" role="alert">
          {errors.gallery.message}
        </p>
      )}
      {items.length > 0 && (
        <div className="rounded-lg border border-ink-200">
          <SortableList
            label="Gallery images in their order on the site"
            items={items}
            itemName={(item) => `gallery image ${String(item.index + 1)}`}
            onReorder={(ids) => update(ids.flatMap((id) => images.filter((image) => image.path === id)))}
            renderItem={(item) => (
              <div className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  <MediaField
                    label={`Gallery image ${String(item.index + 1)}`}
                    value={{ path: item.path, alt: item.alt }}
                    onChange={(image) => replaceAt(item.index, image)}
                    error={errors.gallery?.[item.index]?.alt?.message}
                  />
                </div>
                <Button variant="ghost" size="sm" onClick={() => replaceAt(item.index, null)}>
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  <span className="sr-only">Remove gallery image {item.index + 1}</span>
                </Button>
              </div>
            )}
          />
        </div>
      )}
      {full ? (
        <p className="text-sm text-ink-700">The gallery is full: remove an image to add another.</p>
      ) : (
        <MediaField
          label="Add an image to the gallery"
          value={null}
          onChange={add}
          error={problem ?? undefined}
        />
      )}
    </fieldset>
  );
}
