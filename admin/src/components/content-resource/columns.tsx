import { Copy, Pencil, Star, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PublicationBadge } from '@admin/components/content/publication-badge';
import { RowAction, TimeCell } from '@admin/components/data-table/cells';
import type { Column } from '@admin/components/data-table/data-table';
import { Badge } from '@admin/components/ui/badge';
import { Button } from '@admin/components/ui/button';
import { type ContentListRow, itemPath, type PublicationState } from '@admin/lib/content-resource/resource';
import { highlightParts, MATCH_START } from './search/highlight-parts';

/** A search headline with its matched words marked: React text nodes, never HTML. */
function Highlighted({ text }: { text: string }) {
  return (
    <span className="mt-1 block text-xs text-ink-700" data-testid="search-headline">
      {highlightParts(text).map(({ text: part, matched }, index) =>
        matched ? (
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-ink-950">
            {part}
          </mark>
        ) : (
          <span key={index}>{part}</span>
        ),
      )}
    </span>
  );
}

/**
 * Sortable "Title": the title linking to the editor, the item's address on the site, and with a
 * search, the body text around the matches.
 */
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
        {row.headline?.includes(MATCH_START) && <Highlighted text={row.headline} />}
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
    cell: (row) => <TimeCell at={row.updated_at} relative />,
  };
}

interface RowActions<Row> {
  onDuplicate: (row: Row) => void;
  onDelete: (row: Row) => void;
  /** The row being duplicated, if any. */
  duplicating: string | null;
}

/** The last column of every content list: Edit (unless left out), Duplicate, and Delete (after a confirmation). */
export function actionsColumn<Row extends ContentListRow>(
  resource: { path: string; list: { editAction?: boolean } },
  { onDuplicate, onDelete, duplicating }: RowActions<Row>,
): Column<Row> {
  return {
    id: 'actions',
    header: 'Actions',
    className: 'whitespace-nowrap text-right',
    cell: (row) => (
      <>
        {resource.list.editAction !== false && (
          <Button asChild variant="ghost" size="sm">
            <Link to={itemPath(resource, row.id)}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
              Edit<span className="sr-only"> {row.title}</span>
            </Link>
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          pending={duplicating === row.id}
          disabled={duplicating !== null}
          onClick={() => onDuplicate(row)}
        >
          <Copy className="h-4 w-4" aria-hidden="true" />
          Duplicate<span className="sr-only"> {row.title}</span>
        </Button>
        <RowAction label="Delete" name={row.title} icon={Trash2} onClick={() => onDelete(row)} />
      </>
    ),
  };
}
