import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '@admin/components/ui/toast-store';
import type { PublishStatus } from './api/publish-status';
import { PUBLISH_KEY } from './api/publish-status';

/** The dashboard's queries (features/dashboard): its publish card and change count. */
const DASHBOARD_KEY = ['dashboard'] as const;

/**
 * When the build the admin was following finishes: refreshes what depends on it (the dashboard,
 * the history, the count) and says how it went, wherever the editor is in the admin.
 */
export function useBuildFinished(status: PublishStatus | undefined): void {
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
