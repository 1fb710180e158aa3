import { Download, RotateCcw, Trash2 } from 'lucide-react';
import { RowAction, rowActionsColumn, TimeCell } from '@admin/components/data-table/cells';
import type { Column } from '@admin/components/data-table/data-table';
import { formatBytes } from '@admin/components/media/media-files';
import { AddressText } from '@admin/components/ui/address-text';
import { Badge, type BadgeTone } from '@admin/components/ui/badge';
import { dateTime } from '@admin/lib/format-time';
import type { Backup } from './api/backups';
import { totalRows } from './backup-files';

const KINDS: Record<Backup['kind'], { label: string; tone: BadgeTone }> = {
  manual: { label: 'Manual', tone: 'brand' },
  daily: { label: 'Daily', tone: 'neutral' },
  weekly: { label: 'Weekly', tone: 'neutral' },
  uploaded: { label: 'Uploaded', tone: 'warning' },
};

export const kindLabel = (kind: Backup['kind']): string => KINDS[kind].label;

interface ColumnOptions {
  /** Who made a backup, as the page can name them. */
  author: (backup: Backup) => string;
  /** The file being downloaded, if any. */
  downloading: string | null;
  onDownload: (backup: Backup) => void;
  onRestore: (backup: Backup) => void;
  onDelete: (backup: Backup) => void;
}

/** The backup table's columns; sortable ids are database columns. */
export function backupColumns({
  author,
  downloading,
  onDownload,
  onRestore,
  onDelete,
}: ColumnOptions): Column<Backup>[] {
  const label = (row: Backup) => `the backup of ${dateTime(row.created_at)}`;
  return [
    {
      id: 'kind',
      header: 'Kind',
      cell: (row) => <Badge tone={KINDS[row.kind].tone}>{KINDS[row.kind].label}</Badge>,
    },
    {
      id: 'created_at',
      header: 'Date',
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (row) => <TimeCell at={row.created_at} />,
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
    rowActionsColumn((row) => (
      <>
        <RowAction
          label="Download"
          name={label(row)}
          icon={Download}
          pending={downloading === row.file_path}
          onClick={() => onDownload(row)}
        />
        <RowAction label="Restore" name={label(row)} icon={RotateCcw} onClick={() => onRestore(row)} />
        <RowAction label="Delete" name={label(row)} icon={Trash2} onClick={() => onDelete(row)} />
      </>
    )),
  ];
}
