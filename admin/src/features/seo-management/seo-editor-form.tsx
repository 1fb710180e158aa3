import { zodResolver } from '@hookform/resolvers/zod';
import { Folder, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { oneLine } from '@lib/seo/text-rules';
import { SEO_LIMITS } from '@admin/lib/seo/limits';
import {
  type PageSeoInput,
  pageSeoFormValues,
  pageSeoSchema,
  type PageSeoValues,
} from '@admin/lib/seo/page-seo-schema';
import { SeoLengthHint } from '@admin/components/forms/seo-fields';
import { DialogFormActions } from '@admin/components/forms/dialog-form-actions';
import { EditorForm } from '@admin/components/forms/editor-form';
import { SwitchField } from '@admin/components/forms/switch-field';
import { TextFields } from '@admin/components/forms/text-fields';
import { useSavingForm } from '@admin/components/forms/use-saving-form';
import { Button } from '@admin/components/ui/button';
import { Field, Input, Textarea } from '@admin/components/ui/field';
import { QueryView } from '@admin/components/ui/query-view';
import { Skeleton } from '@admin/components/ui/states';
import { toast } from '@admin/components/ui/toast-store';
import { cn } from '@admin/lib/cn';
import { publicFileUrl } from '@admin/lib/media-url';
import { friendlySaveError, type PageSeoRow, useMediaImages, useSavePageSeo } from './api';

interface SeoEditorFormProps {
  route: string;
  row: PageSeoRow | null;
  /** Closes the editor, saved or not. */
  onDone: () => void;
}

/** One route's meta tags: validated per field, previewed as typed, saved into page_seo. */
export function SeoEditorForm({ route, row, onDone }: SeoEditorFormProps) {
  const save = useSavePageSeo();
  const { form, onSubmit, saving } = useSavingForm<PageSeoInput, PageSeoValues, unknown>({
    resolver: zodResolver(pageSeoSchema),
    defaultValues: pageSeoFormValues(route, row),
    mode: 'onTouched',
    save: save.mutateAsync,
    onSaved: () => {
      toast({ title: 'Saved', description: `Search settings for ${route} are saved.`, variant: 'success' });
      onDone();
    },
    describeError: friendlySaveError,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [title, description, imagePath, imageAlt] = useWatch({
    control,
    name: ['title', 'description', 'og_image_path', 'og_image_alt'],
  });
  return (
    <EditorForm onSubmit={onSubmit} className="space-y-5">
      <Field label="Title" hint={<SeoLengthHint field="title" value={title} />} error={errors.title?.message}>
        {(control) => <Input {...control} {...register('title')} />}
      </Field>
      <Field
        label="Description"
        hint={<SeoLengthHint field="description" value={description} />}
        error={errors.description?.message}
      >
        {(control) => <Textarea rows={3} {...control} {...register('description')} />}
      </Field>
      <SearchPreview route={route} title={title} description={description} />
      <Controller
        control={control}
        name="og_image_path"
        render={({ field, fieldState }) => (
          <div>
            <OgImagePicker value={field.value} onChange={field.onChange} alt={imageAlt} />
            {fieldState.error && (
              <p className="mt-1 text-sm font-medium text-red-700">{fieldState.error.message}</p>
            )}
          </div>
        )}
      />
      <TextFields
        form={form}
        fields={[
          {
            name: 'og_image_alt',
            label: 'Image description (alt text)',
            hint: imagePath
              ? 'Required with an image: what it shows, for people who cannot see it.'
              : undefined,
          },
          {
            name: 'canonical_url',
            label: 'Canonical URL',
            type: 'url',
            placeholder: 'https://…',
            hint: 'Only when another address is the original of this page; usually empty.',
          },
        ]}
      />
      <SwitchField
        control={control}
        name="noindex"
        label="Hide from search engines (noindex)"
        description="The page stays online but asks search engines not to list it."
      />
      <DialogFormActions onCancel={onDone} pending={saving}>
        Save
      </DialogFormActions>
    </EditorForm>
  );
}

/** Cuts text to about `max` characters at a word boundary with "…", as search results do. */
function truncateLikeGoogle(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  const cut = characters.slice(0, max).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:–-]+$/, '')} …`;
}

/** "https://example.com/services/seo" → "example.com › services › seo". */
function breadcrumbUrl(origin: string, route: string): string {
  const host = new URL(origin).host;
  return [host, ...route.split('/').filter(Boolean)].join(' › ');
}

interface SearchPreviewProps {
  route: string;
  title: string;
  description: string;
}

/** How the page could look in Google's results: title, address and description, truncated alike. */
function SearchPreview({ route, title, description }: SearchPreviewProps) {
  const shownTitle = oneLine(title);
  const shownDescription = oneLine(description);
  return (
    <figure className="rounded-lg border border-ink-200 bg-white p-4" data-testid="search-preview">
      <figcaption className="mb-2 text-xs font-medium uppercase tracking-wide text-ink-700">
        Search result preview
      </figcaption>
      <p className="truncate text-sm text-ink-800" data-testid="preview-url">
        {breadcrumbUrl(window.location.origin, route)}
      </p>
      <p className="text-lg leading-snug text-[#1a0dab]" data-testid="preview-title">
        {shownTitle
          ? truncateLikeGoogle(shownTitle, SEO_LIMITS.title.recommendedMax)
          : 'The page’s own title'}
      </p>
      <p className="text-sm text-ink-800" data-testid="preview-description">
        {shownDescription
          ? truncateLikeGoogle(shownDescription, SEO_LIMITS.description.recommendedMax)
          : 'The page’s own description'}
      </p>
    </figure>
  );
}

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
  return (
    <QueryView
      query={useMediaImages(folder)}
      loading={
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-busy="true">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="aspect-video" />
          ))}
        </div>
      }
      errorTitle="The media library could not be loaded"
    >
      {({ folders, images }) => (
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
            <ul
              className="grid max-h-64 grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-4"
              aria-label="Images"
            >
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
      )}
    </QueryView>
  );
}

/** The Open Graph image: a thumbnail of the chosen one, and a gallery of the media bucket to pick from. */
function OgImagePicker({ value, onChange, alt }: OgImagePickerProps) {
  const [browsing, setBrowsing] = useState(false);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink-900">Open Graph image</legend>
      <div className="flex items-center gap-3">
        {value ? (
          <img
            src={publicFileUrl('media', value)}
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
