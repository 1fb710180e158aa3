import { zodResolver } from '@hookform/resolvers/zod';
import { Copy } from 'lucide-react';
import { EditorForm } from '@admin/components/forms/editor-form';
import { useSavingForm } from '@admin/components/forms/use-saving-form';
import { type AltTextForm, altTextForm } from '@admin/components/media/alt-text-schema';
import { MEDIA_ERRORS } from '@admin/components/media/media-api';
import { formatBytes } from '@admin/components/media/media-files';
import { Button } from '@admin/components/ui/button';
import { Card } from '@admin/components/ui/card';
import { Field, Input, TextField } from '@admin/components/ui/field';
import { ErrorState, Skeleton } from '@admin/components/ui/states';
import { toast } from '@admin/components/ui/toast-store';
import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import { describeError, describeSaveError } from '@admin/lib/errors';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import { publicFileUrl } from '@admin/lib/media-url';
import { useStaffDirectory } from '@admin/lib/staff-directory';
import { actorName } from '@admin/lib/staff-names';
import { type MediaAssetDetails, useMediaAsset, useUpdateAltText } from './api';
import { UsageSection } from './media-usage';

/** Everything about one library image, and what can be done with it. */
export function MediaDetails({ path, onDeleted }: { path: string; onDeleted: () => void }) {
  const details = useMediaAsset(path);
  if (details.isPending)
    return (
      <Card aria-busy="true" data-testid="media-details">
        <Skeleton className="aspect-video w-full" />
        <Skeleton className="mt-4 h-24 w-full" />
      </Card>
    );
  if (details.isError)
    return (
      <Card data-testid="media-details">
        <ErrorState
          title="The image could not be loaded"
          message={describeError(details.error)}
          onRetry={() => void details.refetch()}
        />
      </Card>
    );
  if (!details.data)
    return (
      <Card data-testid="media-details">
        <p className="text-sm text-ink-700">This image is no longer in the library.</p>
      </Card>
    );
  const { asset, uploader } = details.data;
  const url = publicFileUrl('media', asset.path);
  return (
    <Card aria-labelledby="media-details-heading" data-testid="media-details" className="space-y-5">
      <img src={url} alt={asset.alt_text} className="max-h-64 w-full rounded-md bg-ink-100 object-contain" />
      <h2 id="media-details-heading" className="break-words text-base font-semibold text-ink-950">
        {asset.file_name}
      </h2>
      <MediaFacts asset={asset} uploader={uploader} />
      <CopyUrlField url={url} />
      <AltTextEditor key={asset.path} path={asset.path} alt={asset.alt_text} />
      <UsageSection path={asset.path} fileName={asset.file_name} onDeleted={onDeleted} />
    </Card>
  );
}

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
  'image/gif': 'GIF',
};

/** Type, size, dimensions, and when and by whom an image was added. */
function MediaFacts({ asset, uploader }: Pick<MediaAssetDetails, 'asset' | 'uploader'>) {
  const directory = useStaffDirectory();
  const currentUserId = useCurrentStaff().session.user.id;
  const uploadedBy = !uploader
    ? 'Unknown'
    : uploader.actor_id === currentUserId
      ? 'You'
      : actorName(uploader, 'Unknown', directory.data);
  const facts: [string, string][] = [
    ['Type', asset.mime_type ? (TYPE_NAMES[asset.mime_type] ?? asset.mime_type) : 'Unknown'],
    ['Size', asset.size_bytes === null ? 'Unknown' : formatBytes(asset.size_bytes)],
    [
      'Dimensions',
      asset.width && asset.height ? `${String(asset.width)} × ${String(asset.height)} px` : 'Unknown',
    ],
    ['Uploaded', `${dateTime(asset.created_at)} (${timeAgo(asset.created_at)})`],
    ['Uploaded by', uploadedBy],
    ['Path', asset.path],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-ink-600">{term}</dt>
          <dd className="min-w-0 break-words text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The image's public address, selectable, with a button that copies it. */
function CopyUrlField({ url }: { url: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Address copied', variant: 'success' });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the address and copy it yourself.',
        variant: 'error',
      });
    }
  };
  return (
    <Field label="Public address">
      {(control) => (
        <div className="flex gap-2">
          <Input {...control} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          <Button variant="secondary" onClick={() => void copy()}>
            <Copy className="h-4 w-4" aria-hidden="true" /> Copy
          </Button>
        </div>
      )}
    </Field>
  );
}

/** The library's alt text for an image: what editors start from each time they use it. */
function AltTextEditor({ path, alt }: { path: string; alt: string }) {
  const update = useUpdateAltText();
  const { form, onSubmit, saving } = useSavingForm<AltTextForm, AltTextForm, { alt: string }>({
    resolver: zodResolver(altTextForm),
    values: { alt },
    save: async (values) => {
      const row = await update.mutateAsync({ path, alt: values.alt });
      return { alt: row?.alt_text ?? values.alt };
    },
    resetTo: (saved) => saved,
    onSaved: () => toast({ title: 'Alt text saved', variant: 'success' }),
    describeError: (error) => describeSaveError(error, MEDIA_ERRORS),
    notSavedTitle: 'Alt text not saved',
  });
  return (
    <EditorForm onSubmit={onSubmit} className="space-y-2">
      <TextField
        label="Alt text"
        hint="Suggested wherever the image is chosen; pages keep the text they were saved with."
        maxLength={200}
        error={form.formState.errors.alt?.message}
        {...form.register('alt')}
      />
      <Button type="submit" size="sm" variant="secondary" pending={saving} disabled={!form.formState.isDirty}>
        Save alt text
      </Button>
    </EditorForm>
  );
}
