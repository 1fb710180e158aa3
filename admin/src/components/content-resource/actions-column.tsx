import { Copy, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Column } from '@admin/components/data-table/data-table';
import { Button } from '@admin/components/ui/button';
import { type ContentListRow, itemPath } from '@admin/lib/content-resource/resource';

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
        <Button variant="ghost" size="sm" onClick={() => onDelete(row)}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Delete<span className="sr-only"> {row.title}</span>
        </Button>
      </>
    ),
  };
}
