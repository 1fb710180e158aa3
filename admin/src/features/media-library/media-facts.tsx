import { formatBytes } from '@admin/components/media/media-files';
import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import { useStaffDirectory } from '@admin/lib/staff-directory';
import { actorName } from '@admin/lib/staff-names';
import type { MediaAssetDetails } from './api/get-media-asset';

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
  'image/gif': 'GIF',
};

/** Type, size, dimensions, and when and by whom an image was added. */
export function MediaFacts({ asset, uploader }: Pick<MediaAssetDetails, 'asset' | 'uploader'>) {
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
