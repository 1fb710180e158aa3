import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useRef } from 'react';

/** Read with a row's drag handle: the KeyboardSensor's keys. */
export const SORTABLE_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Press Space to pick this item up, the arrow keys to move it, Space again to drop it, or Escape to cancel.',
};

/**
 * What screen readers hear while a row moves: its name and position ("“Acme rebrand” moved to
 * position 3 of 7"), where dnd-kit's own messages read the rows' ids.
 */
export function useSortableAnnouncements<Item extends { id: string }>(
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
