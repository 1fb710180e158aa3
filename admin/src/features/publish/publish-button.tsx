import { Upload } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Spinner } from '@admin/components/ui/spinner';
import { usePublishStatus } from './api/publish-status';
import { publishButtonName } from './button-name';
import { useBuildFinished } from './use-build-finished';
import { useCountAfterSaves } from './use-count-after-saves';

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
