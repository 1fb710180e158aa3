import { Download, RotateCcw, Trash2 } from 'lucide-react';
import type { Column } from '@admin/components/data-table/data-table';
import { formatBytes } from '@admin/components/media/media-files';
import { AddressText } from '@admin/components/ui/address-text';
import { Button } from '@admin/components/ui/button';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import type { Backup } from './api/list-backups';
import { totalRows } from './backup-files';
import { BackupKindBadge } from './backup-kind';

interface ColumnOptions {
  /** Who made a backup, as the page can name them. */
  author: (backup: Backup) => string;
  downloadingId: string | null;
  onDownload: (backup: Backup) => void;
  onRestore: (backup: Backup) => void;
  onDelete: (backup: Backup) => void;
}

/** The backup table's columns; sortable ids are database columns. */
export function backupColumns({
  author,
  downloadingId,
  onDownload,
  onRestore,
  onDelete,
}: ColumnOptions): Column<Backup>[] {
  const label = (row: Backup) => `the backup of ${dateTime(row.created_at)}`;
  return [
    { id: 'kind', header: 'Kind', cell: (row) => <BackupKindBadge kind={row.kind} /> },
    {
      id: 'created_at',
      header: 'Date',
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (row) => (
        <time dateTime={row.created_at} title={timeAgo(row.created_at)}>
          {dateTime(row.created_at)}
        </time>
      ),
    },
    { id: 'created_by', header: 'By', cell: (row) => <AddressText value={author(row)} /> },
    {
      id: 'size_bytes',
      header: 'Size',
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (row) => formatBytes(row.size_bytes),
    },
    {
      id: 'rows',
      header: 'Rows',
      className: 'text-right tabular-nums',
      cell: (row) => totalRows(row.row_counts).toLocaleString('en'),
    },
    {
      id: 'note',
      header: 'Note',
      className: 'min-w-40 break-words',
      cell: (row) => row.note ?? <span className="text-ink-700">—</span>,
    },
    {
      id: 'actions',
      header: 'Actions',
      className: 'whitespace-nowrap text-right',
      cell: (row) => (
        <span className="inline-flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            pending={downloadingId === row.id}
            onClick={() => onDownload(row)}
          >
            {downloadingId !== row.id && <Download className="h-4 w-4" aria-hidden="true" />}
            Download<span className="sr-only"> {label(row)}</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onRestore(row)}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            Restore<span className="sr-only"> {label(row)}</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onDelete(row)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Delete<span className="sr-only"> {label(row)}</span>
          </Button>
        </span>
      ),
    },
  ];
}
