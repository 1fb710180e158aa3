import { Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { RowAction, rowActionsColumn, TimeCell } from '@admin/components/data-table/cells';
import type { Column } from '@admin/components/data-table/data-table';
import { AddressText } from '@admin/components/ui/address-text';
import { Badge } from '@admin/components/ui/badge';
import type { Backlink } from './api/backlinks';
import { BACKLINK_STATUSES } from './backlink-status';

interface ColumnActions {
  checkingId: string | null;
  onCheck: (backlink: Backlink) => void;
  onEdit: (backlink: Backlink) => void;
  onDelete: (backlink: Backlink) => void;
}

const Address = ({ url }: { url: string }) => (
  <a href={url} target="_blank" rel="noreferrer noopener" className="text-brand-800 underline">
    <AddressText value={url} />
  </a>
);

/** The backlink table's columns; sortable ids are database columns. */
export function backlinkColumns({
  checkingId,
  onCheck,
  onEdit,
  onDelete,
}: ColumnActions): Column<Backlink>[] {
  return [
    {
      id: 'source_url',
      header: 'Linking page',
      sortable: true,
      className: 'min-w-64',
      cell: (row) => (
        <span className="block space-y-1">
          <Address url={row.source_url} />
          <span className="block text-xs text-ink-700">
            to <AddressText value={row.target_url} />
          </span>
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-1.5">
          <Badge tone={BACKLINK_STATUSES.tones[row.status]}>{BACKLINK_STATUSES.labels[row.status]}</Badge>
          {row.last_http_status !== null && <Badge>HTTP {row.last_http_status}</Badge>}
        </span>
      ),
    },
    {
      id: 'anchor',
      header: 'Anchor text and rel',
      cell: (row) =>
        row.anchor_text || row.rel ? (
          <span className="block space-y-1">
            {row.anchor_text && <span className="block">“{row.anchor_text}”</span>}
            {row.rel && <code className="block text-xs text-ink-700">rel="{row.rel}"</code>}
          </span>
        ) : (
          <span className="text-ink-700">—</span>
        ),
    },
    {
      id: 'last_checked_at',
      header: 'Last check',
      sortable: true,
      cell: (row) =>
        row.last_checked_at ? (
          <TimeCell at={row.last_checked_at} relative />
        ) : (
          <span className="text-ink-700">Never</span>
        ),
    },
    rowActionsColumn((row) => (
      <>
        <RowAction
          label="Check now"
          name={row.source_url}
          icon={RefreshCw}
          pending={checkingId === row.id}
          onClick={() => onCheck(row)}
        />
        <RowAction label="Edit" name={row.source_url} icon={Pencil} onClick={() => onEdit(row)} />
        <RowAction label="Delete" name={row.source_url} icon={Trash2} onClick={() => onDelete(row)} />
      </>
    )),
  ];
}
