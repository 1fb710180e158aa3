import { useSyncExternalStore } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'success' | 'error' | 'info';
}

export interface ToastItem extends ToastInput {
  id: number;
}

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

const publish = (next: readonly ToastItem[]) => {
  toasts = next;
  for (const listener of listeners) listener();
};

/** Shows a toast from anywhere (a mutation's onSuccess, an event handler). */
export function toast(input: ToastInput): number {
  const id = nextId++;
  publish([...toasts, { ...input, id }]);
  return id;
}

export function dismissToast(id: number): void {
  publish(toasts.filter((t) => t.id !== id));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToasts = (): readonly ToastItem[] => useSyncExternalStore(subscribe, () => toasts);
