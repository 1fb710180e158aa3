import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';

/**
 * Navigation state for a page's own moves (to a new item's address after its first save, away after
 * a delete): the guard lets them pass, and the page it lands on can tell it came from there.
 */
export const PLANNED_NAVIGATION = { plannedNavigation: true } as const;

export const isPlannedNavigation = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'plannedNavigation' in state;

interface UnsavedChangesGuardProps {
  /** Whether the form holds changes that are not saved. */
  dirty: boolean;
  /** Set after a save or delete that leaves the page on purpose, so that navigation is not asked about. */
  leaving?: { current: boolean };
}

/**
 * Asks before leaving a form with unsaved changes: an in-app link or the back button opens a
 * confirmation, a reload or closing the tab shows the browser's own warning.
 */
export function UnsavedChangesGuard({ dirty, leaving }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !leaving?.current &&
      !isPlannedNavigation(nextLocation.state) &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title="Leave without saving?"
      description="Your changes on this page are not saved yet. Stay to save them, or leave and lose them."
      confirmLabel="Leave without saving"
      destructive
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
