import { atom } from 'nanostores';

/** How long a toast stays (the spec's 3 s). */
export const TOAST_DURATION_MS = 3000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export interface Toast extends ToastInput {
  id: number;
}

/**
 * Raised on window with each toast: the toaster's island (client:interaction with this event)
 * loads on the first one, so a page that shows none never loads it.
 */
export const TOAST_RAISED_EVENT = 'toast-raised';

/** The toasts on screen, shared by every island on the page. */
export const $toasts = atom<readonly Toast[]>([]);

let nextId = 1;

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

/** Shows a toast for 3 s; returns its id. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { ...input, id }]);
  window.dispatchEvent(new Event(TOAST_RAISED_EVENT));
  setTimeout(() => {
    dismissToast(id);
  }, TOAST_DURATION_MS);
  return id;
}
