import { RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '@admin/components/ui/button';
import { typeLabel } from '@admin/lib/content-resource/editing/content-tables';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import { purgeDate, type TrashedItem } from './api/trashed-items';

export const itemKey = (item: TrashedItem) => `${item.table}:${item.id}`;

interface TrashTableProps {
  items: readonly TrashedItem[];
  selected: ReadonlySet<string>;
  onSelect: (keys: readonly string[], selected: boolean) => void;
  /** Who deleted an item, when known. */
  deleterOf: (item: TrashedItem) => string | null;
  /** Admins also delete items for good. */
  mayDelete: boolean;
  pending: boolean;
  onRestore: (item: TrashedItem) => void;
  onDelete: (item: TrashedItem) => void;
}

/** The trashed items with a checkbox each, when they were deleted, when the trash deletes them for good, and their actions. */
export function TrashTable(props: TrashTableProps) {
  const { items, selected, onSelect, deleterOf, mayDelete, pending, onRestore, onDelete } = props;
  const allSelected = items.every((item) => selected.has(itemKey(item)));
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Items in the trash, most recently deleted first</caption>
        <thead className="bg-ink-50 text-ink-700">
          <tr>
            <th scope="col" className="w-10 px-4 py-3">
              <input
                type="checkbox"
                aria-label="Select every item shown"
                checked={allSelected}
                onChange={(event) => onSelect(items.map(itemKey), event.target.checked)}
                className="h-4 w-4 rounded border-ink-300"
              />
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Title
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Type
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Deleted
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Deleted for good after
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {items.map((item) => {
            const deleter = deleterOf(item);
            const purgeAfter = purgeDate(item.deletedAt).toISOString();
            return (
              <tr key={itemKey(item)} data-testid="trashed-item">
                <td className="px-4 py-3">
                  <input
                    type="checkbox"
                    aria-label={`Select “${item.title}”`}
                    checked={selected.has(itemKey(item))}
                    onChange={(event) => onSelect([itemKey(item)], event.target.checked)}
                    className="h-4 w-4 rounded border-ink-300"
                  />
                </td>
                <th scope="row" className="px-4 py-3 font-medium text-ink-950">
                  {item.title}
                </th>
                <td className="px-4 py-3 text-ink-800">{typeLabel(item.table)}</td>
                <td className="px-4 py-3 text-ink-800">
                  <time dateTime={item.deletedAt} title={dateTime(item.deletedAt)}>
                    {timeAgo(item.deletedAt)}
                  </time>
                  {deleter && <span className="block text-xs text-ink-700">by {deleter}</span>}
                </td>
                <td className="px-4 py-3 text-ink-800">
                  <time dateTime={purgeAfter}>{dateTime(purgeAfter)}</time>
                </td>
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={pending}
                      aria-label={`Restore “${item.title}”`}
                      onClick={() => onRestore(item)}
                    >
                      <RotateCcw className="h-4 w-4" aria-hidden="true" /> Restore
                    </Button>
                    {mayDelete && (
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={pending}
                        aria-label={`Delete “${item.title}” for good`}
                        onClick={() => onDelete(item)}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete for good
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
