import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's dropdown timing (§2, §9). */
export const DROPDOWN_OPEN_DELAY_MS = 200;
export const DROPDOWN_CLOSE_DELAY_MS = 150;
export const DROPDOWN_SKIP_DELAY_MS = 300;

export interface DropdownControls {
  open: boolean;
  /** Pointer entered the trigger or the panel. */
  pointerEnter: () => void;
  /** Pointer left the trigger or the panel. */
  pointerLeave: () => void;
  /** Click, keyboard or focus: at once, no delay. */
  setOpen: (open: boolean) => void;
}

/**
 * Hover intent for a menu: opens 200 ms after the pointer arrives, closes 150 ms after it leaves,
 * and, within 300 ms of closing, opens again at once (the skip delay), so moving back does not
 * wait twice.
 */
export function useDropdownTiming(): DropdownControls {
  const [open, setOpenState] = useState(false);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closedAt = useRef(Number.NEGATIVE_INFINITY);
  const isOpen = useRef(false);

  const clearTimers = () => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  };

  const setOpen = useCallback((next: boolean) => {
    clearTimers();
    if (isOpen.current && !next) closedAt.current = Date.now();
    isOpen.current = next;
    setOpenState(next);
  }, []);

  const pointerEnter = useCallback(() => {
    clearTimeout(closeTimer.current);
    if (isOpen.current) return;
    if (Date.now() - closedAt.current < DROPDOWN_SKIP_DELAY_MS) {
      setOpen(true);
      return;
    }
    clearTimeout(openTimer.current);
    openTimer.current = setTimeout(() => {
      setOpen(true);
    }, DROPDOWN_OPEN_DELAY_MS);
  }, [setOpen]);

  const pointerLeave = useCallback(() => {
    clearTimeout(openTimer.current);
    if (!isOpen.current) return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      setOpen(false);
    }, DROPDOWN_CLOSE_DELAY_MS);
  }, [setOpen]);

  useEffect(() => clearTimers, []);

  return { open, pointerEnter, pointerLeave, setOpen };
}
