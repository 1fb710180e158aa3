import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
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
import { type ReactNode, useRef } from 'react';
import { cn } from '@admin/lib/cn';

/** Read with a row's drag handle: the KeyboardSensor's keys. */
const SORTABLE_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Press Space to pick this item up, the arrow keys to move it, Space again to drop it, or Escape to cancel.',
};

/**
 * What screen readers hear while a row moves: its name and position ("“Acme rebrand” moved to
 * position 3 of 7"), where dnd-kit's own messages read the rows' ids.
 */
function useSortableAnnouncements<Item extends { id: string }>(
  items: readonly Item[],
  itemName: (item: Item) => string,
): Announcements {
  // The first "over" of a drag is the row over its own place: it says where the row starts.
  const movedSincePickUp = useRef(false);
  const ids = items.map((item) => item.id);
  const name = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => candidate.id === String(id));
    return item ? `“${itemName(item)}”` : 'The item';
  };
  const position = (id: UniqueIdentifier) =>
    `position ${String(ids.indexOf(String(id)) + 1)} of ${String(ids.length)}`;
  return {
    onDragStart: ({ active }) => {
      movedSincePickUp.current = false;
      return `Picked up ${name(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over) return `${name(active.id)} is outside the list.`;
      if (over.id === active.id && !movedSincePickUp.current)
        return `Picked up ${name(active.id)}, at ${position(active.id)}.`;
      movedSincePickUp.current = true;
      return `${name(active.id)} moved to ${position(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} dropped at ${position(over.id)}.`
        : `${name(active.id)} dropped outside the list; the order is unchanged.`,
    onDragCancel: ({ active }) => `Move cancelled: ${name(active.id)} is back at ${position(active.id)}.`,
  };
}

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
