import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@admin/lib/cn';
import { SORTABLE_INSTRUCTIONS, useSortableAnnouncements } from './use-sortable-announcements';

interface SortableListProps<Item extends { id: string }> {
  /** Names the list for screen readers ("Videos in their order on the site"). */
  label: string;
  items: readonly Item[];
  /** What a row shows after its drag handle. */
  renderItem: (item: Item) => ReactNode;
  /** The item's name in the handle's label ("Move <name>"). */
  itemName: (item: Item) => string;
  /** Called with every id in the new order after a drop that moved something. */
  onReorder: (ids: string[]) => void;
  disabled?: boolean;
}

/**
 * A vertical list the user reorders by dragging a row's handle, or from the keyboard: focus the
 * handle, Space to lift, arrow keys to move, Space to drop, Escape to cancel.
 */
export function SortableList<Item extends { id: string }>(props: SortableListProps<Item>) {
  const { label, items, itemName, onReorder } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useSortableAnnouncements(items, itemName);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = items.map((item) => item.id);
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: SORTABLE_INSTRUCTIONS }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className="divide-y divide-ink-100">
          {items.map((item) => (
            <SortableRow key={item.id} item={item} {...props} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow<Item extends { id: string }>({
  item,
  renderItem,
  itemName,
  disabled,
}: SortableListProps<Item> & { item: Item }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id, disabled: disabled ?? false });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn('flex items-center gap-3 bg-white px-4 py-3', isDragging && 'relative z-10 shadow-card')}
      data-testid="sortable-row"
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="cursor-grab rounded p-1 text-ink-600 hover:bg-ink-100 hover:text-ink-950 disabled:cursor-not-allowed"
        aria-label={`Move ${itemName(item)}`}
        disabled={disabled}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="h-4 w-4" aria-hidden="true" />
      </button>
      <div className="min-w-0 flex-1">{renderItem(item)}</div>
    </li>
  );
}
