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
  setTimeout(() => {
    dismissToast(id);
  }, TOAST_DURATION_MS);
  return id;
}
