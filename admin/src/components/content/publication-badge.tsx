import { Badge, type BadgeTone } from '@admin/components/ui/badge';
import { dateTime } from '@admin/lib/format-time';
import { type Publication, publicationOf, type PublishStatus } from '@admin/lib/publication';

const LOOK: Record<Publication, { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  scheduled: { label: 'Scheduled', tone: 'warning' },
  published: { label: 'Published', tone: 'success' },
};

/** "Draft", "Scheduled" (with its time as a tooltip and for screen readers) or "Published". */
export function PublicationBadge({
  status,
  publishedAt,
}: {
  status: PublishStatus;
  publishedAt: string | null;
}) {
  const publication = publicationOf(status, publishedAt);
  const { label, tone } = LOOK[publication];
  const when = publishedAt && publication === 'scheduled' ? ` for ${dateTime(publishedAt)}` : '';
  return (
    <Badge tone={tone}>
      <span title={when ? `Goes live ${dateTime(publishedAt ?? '')}` : undefined}>{label}</span>
      {when && <span className="sr-only">{when}</span>}
    </Badge>
  );
}
