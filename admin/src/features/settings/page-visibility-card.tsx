import { Card, CardHeader } from '@admin/components/ui/card';
import { ErrorState, Skeleton } from '@admin/components/ui/states';
import { Switch } from '@admin/components/ui/switch';
import { toast } from '@admin/components/ui/toast-store';
import { describeError } from '@admin/lib/errors';
import { usePageVisibility } from './api/get-settings';
import { useSetPageVisibility } from './api/set-page-visibility';
import { visibilityGroups } from './page-groups';
import { saveErrorMessage } from './save-error';

/** A switch per public page; each change is saved at once. A hidden page sends visitors to /404. */
export function PageVisibilityCard() {
  const rows = usePageVisibility();
  const setVisibility = useSetPageVisibility();
  const change = (pageName: string, label: string, isVisible: boolean) =>
    setVisibility.mutate(
      { page_name: pageName, is_visible: isVisible },
      {
        onSuccess: () =>
          toast({ title: isVisible ? `${label} is shown` : `${label} is hidden`, variant: 'success' }),
        onError: (error) =>
          toast({ title: 'Not saved', description: saveErrorMessage(error), variant: 'error' }),
      },
    );
  return (
    <Card aria-labelledby="visibility-heading">
      <CardHeader id="visibility-heading" title="Page visibility" />
      <p className="mb-4 text-sm text-ink-600">
        A hidden page sends its visitors to the “not found” page, straight away and without a publish.
      </p>
      {rows.isPending && <Skeleton className="h-48" />}
      {rows.isError && <ErrorState message={describeError(rows.error)} onRetry={() => void rows.refetch()} />}
      {rows.data && (
        <div className="grid gap-6 lg:grid-cols-3">
          {visibilityGroups(rows.data).map((group) => (
            <section key={group.title} aria-label={group.title}>
              <h3 className="mb-3 text-sm font-semibold uppercase tracking-wide text-ink-700">
                {group.title}
              </h3>
              <ul className="space-y-3">
                {group.pages.map((page) => (
                  <li key={page.pageName}>
                    <Switch
                      label={page.label}
                      description={page.path}
                      checked={page.isVisible}
                      onCheckedChange={(value) => change(page.pageName, page.label, value)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Card>
  );
}
