import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PUBLISH_STATUS_KEY } from './api/publish-status';

/** Re-reads the unpublished change count after any save in the admin, so the top bar stays current. */
export function useCountAfterSaves(): void {
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
