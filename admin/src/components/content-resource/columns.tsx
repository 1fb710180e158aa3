import { Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PublicationBadge } from '@admin/components/content/publication-badge';
import type { Column } from '@admin/components/data-table/data-table';
import { Badge } from '@admin/components/ui/badge';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import { type ContentListRow, itemPath, type PublicationState } from '@admin/lib/content-resource/resource';

/** Sortable "Title": the title linking to the editor, and the item's address on the site. */
export function titleColumn<Row extends ContentListRow>(
  resource: { path: string },
  address: (row: Row) => string,
): Column<Row> {
  return {
    id: 'title',
    header: 'Title',
    sortable: true,
    cell: (row) => (
      <div className="min-w-48">
        <Link
          to={itemPath(resource, row.id)}
          className="font-medium text-ink-950 hover:text-brand-800 hover:underline"
        >
          {row.title}
        </Link>
        <p className="text-xs text-ink-600">{address(row)}</p>
      </div>
    ),
  };
}

/** Sortable (by published_at) "Status": Draft, Scheduled or Published, and a "Featured" badge. */
export function statusColumn<Row extends PublicationState & { featured?: boolean }>(): Column<Row> {
  return {
    id: 'published_at',
    header: 'Status',
    sortable: true,
    cell: (row) => (
      <span className="flex flex-wrap items-center gap-1.5">
        <PublicationBadge status={row.status} publishedAt={row.published_at} />
        {row.featured && (
          <Badge tone="brand">
            <Star className="mr-1 h-3 w-3" aria-hidden="true" />
            Featured
          </Badge>
        )}
      </span>
    ),
  };
}

/** Sortable "Updated": how long ago, the exact time as a tooltip. */
export function updatedColumn<Row extends { updated_at: string }>(): Column<Row> {
  return {
    id: 'updated_at',
    header: 'Updated',
    sortable: true,
    cell: (row) => (
      <time dateTime={row.updated_at} title={dateTime(row.updated_at)}>
        {timeAgo(row.updated_at)}
      </time>
    ),
  };
}
