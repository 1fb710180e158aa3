import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@admin/components/ui/button';

interface EditableRowListProps {
  /** The list's name, also its legend ("Values"). */
  legend: string;
  description: string;
  /** What one row is called in button labels ("value", "number"). */
  noun: string;
  /** Shown instead of the rows while there are none; nothing when absent. */
  emptyMessage?: string;
  /** Each row's test id; `<noun>-row` when absent. */
  rowTestId?: string;
  /** One stable key per row (useFieldArray's field ids). */
  rowKeys: readonly string[];
  max: number;
  /** The list's own error (too many rows). */
  error?: string | undefined;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
  renderRow: (index: number) => ReactNode;
}

/** An editable list of rows in a fieldset: add at the end, remove, move up or down (each from the keyboard). */
export function EditableRowList(props: EditableRowListProps) {
  const { legend, description, noun, emptyMessage, rowTestId, rowKeys, max, error } = props;
  const { onAdd, onRemove, onMove, renderRow } = props;
  const count = rowKeys.length;
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold text-ink-950">{legend}</legend>
      <p className="text-sm text-ink-700">
        {description} {count} of {max}.
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {count === 0 ? (
        emptyMessage && (
          <p className="rounded-lg border border-dashed border-ink-300 p-4 text-sm text-ink-700">
            {emptyMessage}
          </p>
        )
      ) : (
        <ol className="space-y-3">
          {rowKeys.map((key, index) => (
            <li
              key={key}
              className="flex flex-col gap-3 rounded-lg border border-ink-200 p-3 sm:flex-row sm:items-start"
              data-testid={rowTestId ?? `${noun}-row`}
            >
              <div className="min-w-0 flex-1">{renderRow(index)}</div>
              <div className="flex gap-1 sm:flex-col">
                {(
                  [
                    [`Move ${noun} ${index + 1} up`, ArrowUp, index === 0, () => onMove(index, index - 1)],
                    [
                      `Move ${noun} ${index + 1} down`,
                      ArrowDown,
                      index === count - 1,
                      () => onMove(index, index + 1),
                    ],
                    [`Remove ${noun} ${index + 1}`, Trash2, false, () => onRemove(index)],
                  ] as const
                ).map(([name, Icon, disabled, onClick]) => (
                  <Button
                    key={name}
                    variant="ghost"
                    size="sm"
                    aria-label={name}
                    disabled={disabled}
                    onClick={onClick}
                  >
                    <Icon className="h-4 w-4" aria-hidden="true" />
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ol>
      )}
      <Button variant="secondary" size="sm" disabled={count >= max} onClick={onAdd}>
        <Plus className="h-4 w-4" aria-hidden="true" /> Add {noun}
      </Button>
    </fieldset>
  );
}
