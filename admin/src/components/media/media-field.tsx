import { ImageOff } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@admin/components/ui/button';
import { Input } from '@admin/components/ui/field';
import { publicFileUrl } from '@admin/lib/media-url';
import { altTextProblem } from './alt-text-schema';
import { ALT_MAX } from './media-files';
import { MediaLibraryDialog, type PickedImage } from './media-library-dialog';

export type MediaFieldValue = PickedImage;

interface MediaFieldProps {
  label: string;
  value: MediaFieldValue | null;
  onChange: (value: MediaFieldValue | null) => void;
  /** The form's message for this image (its alt text, usually). */
  error?: string | undefined;
  hint?: ReactNode;
}

/**
 * An image from the media library with the alt text for this use: a thumbnail, the alt text
 * (prefilled from the library, required while an image is chosen), and choose, change and remove.
 */
export function MediaField({ label, value, onChange, error, hint }: MediaFieldProps) {
  const id = useId();
  const [browsing, setBrowsing] = useState(false);
  const [altTouched, setAltTouched] = useState(false);
  const message = error ?? (value && altTouched ? altTextProblem(value.alt) : undefined);
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="space-y-2" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="text-sm font-medium text-ink-900">{label}</legend>
      <div className="flex flex-wrap items-start gap-3">
        {value ? (
          <img
            src={publicFileUrl('media', value.path)}
            alt={value.alt}
            className="h-20 w-32 rounded-md border border-ink-200 bg-ink-100 object-cover"
          />
        ) : (
          <span className="flex h-20 w-32 items-center justify-center rounded-md border border-dashed border-ink-300 text-ink-600">
            <ImageOff className="h-5 w-5" aria-hidden="true" />
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          {value ? (
            <p className="truncate text-xs text-ink-600" title={value.path}>
              {value.path.split('/').at(-1)}
            </p>
          ) : (
            <p className="text-sm text-ink-700">No image chosen.</p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => setBrowsing(true)}>
              {value ? 'Change' : 'Choose image'}
            </Button>
            {value && (
              <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
                Remove
              </Button>
            )}
          </div>
        </div>
      </div>
      {value && (
        <div className="space-y-1.5">
          <label htmlFor={`${id}-alt`} className="block text-sm font-medium text-ink-900">
            Alt text
          </label>
          <Input
            id={`${id}-alt`}
            value={value.alt}
            maxLength={ALT_MAX}
            required
            aria-required="true"
            aria-invalid={message ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={(event) => onChange({ ...value, alt: event.target.value })}
            onBlur={() => setAltTouched(true)}
          />
        </div>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-600">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {message}
        </p>
      )}
      <MediaLibraryDialog
        open={browsing}
        onOpenChange={setBrowsing}
        current={value?.path ?? null}
        onPick={(image) => {
          setAltTouched(false);
          onChange(image);
        }}
      />
    </fieldset>
  );
}
