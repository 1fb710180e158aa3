import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Column } from '@admin/components/data-table/data-table';
import { Button } from '@admin/components/ui/button';
import { type ContentListRow, itemPath } from '@admin/lib/content-resource/resource';

/** The last column of every content list: Edit, and Delete (after a confirmation). */
export function actionsColumn<Row extends ContentListRow>(
  resource: { path: string },
  onDelete: (row: Row) => void,
): Column<Row> {
  return {
    id: 'actions',
    header: 'Actions',
    className: 'whitespace-nowrap text-right',
    cell: (row) => (
      <>
        <Button asChild variant="ghost" size="sm">
          <Link to={itemPath(resource, row.id)}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Edit<span className="sr-only"> {row.title}</span>
          </Link>
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onDelete(row)}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Delete<span className="sr-only"> {row.title}</span>
        </Button>
      </>
    ),
  };
}
