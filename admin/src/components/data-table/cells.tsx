import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import { Button } from '@admin/components/ui/button';
import type { Column } from './data-table';

interface RowActionProps {
  /** The visible word ("Delete"). */
  label: string;
  /** Which row it acts on, read after the label by screen readers. */
  name: string;
  icon?: LucideIcon;
  pending?: boolean;
  className?: string;
  onClick: () => void;
}

/** A row's small button: an icon and a word, named after its row for screen readers. */
export function RowAction({ label, name, icon: Icon, pending = false, className, onClick }: RowActionProps) {
  return (
    <Button variant="ghost" size="sm" pending={pending} className={className} onClick={onClick}>
      {Icon && !pending && <Icon className="h-4 w-4" aria-hidden="true" />}
      {label}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}

/** The last column of a table: the row's buttons, side by side. */
export const rowActionsColumn = <Row,>(actions: (row: Row) => ReactNode): Column<Row> => ({
  id: 'actions',
  header: 'Actions',
  className: 'whitespace-nowrap text-right',
  cell: (row) => <span className="inline-flex gap-1">{actions(row)}</span>,
});

/** A date shown in full, with how long ago as its tooltip (or the other way round with `relative`). */
export function TimeCell({ at, relative = false }: { at: string; relative?: boolean }) {
  return (
    <time dateTime={at} title={relative ? dateTime(at) : timeAgo(at)}>
      {relative ? timeAgo(at) : dateTime(at)}
    </time>
  );
}
