import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Spinner } from '@admin/components/ui/spinner';
import { toast } from '@admin/components/ui/toast-store';
import { PUBLISH_KEY, PUBLISH_STATUS_KEY, type PublishStatus, usePublishStatus } from './api/builds';
import { publishButtonName } from './build-status';

const loadPanel = () => import('./site-build-panel');
// Loaded on first use, so the shell every page needs stays small.
const SiteBuildPanel = lazy(() => loadPanel().then((module) => ({ default: module.SiteBuildPanel })));

/** The top bar's Publish site button: the changes waiting (or the build in progress), opening the panel. */
export function PublishButton() {
  const status = usePublishStatus();
  const [open, setOpen] = useState(false);
  useBuildFinished(status.data);
  useCountAfterSaves();
  const count = status.data?.unpublished_changes ?? 0;
  const active = status.data?.active ?? null;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={status.data ? publishButtonName(count, active?.status ?? null) : 'Publish site'}
        data-testid="publish-button"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen(true)}
        className="flex h-9 items-center gap-2 rounded-lg border border-ink-200 px-3 text-sm font-medium text-ink-900 hover:bg-ink-50"
      >
        {active ? (
          <>
            <Spinner className="h-4 w-4 text-brand-700" />
            Publishing…
          </>
        ) : (
          <>
            <Upload className="h-4 w-4" aria-hidden="true" />
            Publish site
            {count > 0 && (
              <span
                className="rounded-full bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white"
                data-testid="publish-count"
              >
                {count > 99 ? '99+' : count}
              </span>
            )}
          </>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SiteBuildPanel open={open} onOpenChange={setOpen} status={status} />
        </Suspense>
      )}
    </>
  );
}

/** Re-reads the unpublished change count after any save in the admin, so the top bar stays current. */
function useCountAfterSaves(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success')
          void queryClient.invalidateQueries({ queryKey: PUBLISH_STATUS_KEY });
      }),
    [queryClient],
  );
}

/** The dashboard's queries (features/dashboard): its publish card and change count. */
const DASHBOARD_KEY = ['dashboard'] as const;

/**
 * When the build the admin was following finishes: refreshes what depends on it (the dashboard,
 * the history, the count) and says how it went, wherever the editor is in the admin.
 */
function useBuildFinished(status: PublishStatus | undefined): void {
  const queryClient = useQueryClient();
  const following = useRef<string | null>(null);
  useEffect(() => {
    if (!status) return;
    const previous = following.current;
    following.current = status.active?.id ?? null;
    if (!previous || previous === following.current) return;
    void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    void queryClient.invalidateQueries({ queryKey: PUBLISH_KEY });
    if (status.last_successful_build?.id === previous)
      toast({ title: 'The site is published', description: 'Your changes are live.', variant: 'success' });
    else if (status.last_build?.id === previous && status.last_build.status === 'failed')
      toast({
        title: 'Publishing failed',
        description: status.last_build.error ?? 'The live site was not changed. See the build log.',
        variant: 'error',
      });
  }, [status, queryClient]);
}
