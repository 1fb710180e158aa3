import { Card } from '@admin/components/ui/card';
import { QueryView } from '@admin/components/ui/query-view';
import { ErrorState, Skeleton } from '@admin/components/ui/states';
import { describeError } from '@admin/lib/errors';
import { publicFileUrl } from '@admin/lib/media-url';
import { AltTextEditor } from './alt-text-editor';
import { useMediaAsset } from './api/get-media-asset';
import { useMediaUsage } from './api/media-usage';
import { CopyUrlField } from './copy-url-field';
import { DeleteMediaButton } from './delete-media-button';
import { MediaFacts } from './media-facts';
import { MediaUses } from './media-uses';

function UsageSection({
  path,
  fileName,
  onDeleted,
}: {
  path: string;
  fileName: string;
  onDeleted: () => void;
}) {
  const usage = useMediaUsage(path);
  const uses = usage.data ?? [];
  const blockedBecause = usage.isPending
    ? 'Checking where the image is used…'
    : usage.isError
      ? 'Where the image is used could not be checked, so it cannot be deleted now.'
      : uses.length > 0
        ? 'It cannot be deleted while pages use it. Remove it from them first.'
        : null;
  return (
    <section aria-labelledby="media-usage-heading" className="space-y-2">
      <h3 id="media-usage-heading" className="text-sm font-semibold text-ink-950">
        Where it is used
      </h3>
      <QueryView
        query={usage}
        loading={<Skeleton className="h-5 w-40" />}
        empty={<p className="text-sm text-ink-700">Not used on any page.</p>}
      >
        {(rows) => <MediaUses uses={rows} />}
      </QueryView>
      <DeleteMediaButton
        path={path}
        fileName={fileName}
        blockedBecause={blockedBecause}
        onDeleted={onDeleted}
      />
    </section>
  );
}

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
