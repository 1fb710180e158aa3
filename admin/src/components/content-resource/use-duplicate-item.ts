import { useNavigate } from 'react-router-dom';
import { toast } from '@admin/components/ui/toast-store';
import { itemPath } from '@admin/lib/content-resource/resource';
import type { ContentTable } from '@admin/lib/content-resource/table';
import { describeSaveError, type RefusalMessages } from '@admin/lib/errors';
import { useRefreshingMutation } from '@admin/lib/refreshing-mutation';
import { supabase } from '@admin/lib/supabase';

/** Duplicate: copies an item as a draft ("… (copy)") and opens the copy's editor. */
export function useDuplicateItem(resource: { table: ContentTable; path: string; errors: RefusalMessages }) {
  const { table } = resource;
  // The server copies the item as a draft (title "… (copy)", slug "…-copy") and returns the copy's id.
  const duplicate = useRefreshingMutation([], async (id: string): Promise<string> => {
    const { data } = await supabase.rpc('duplicate_content', { p_table: table, p_id: id }).throwOnError();
    return data;
  });
  const navigate = useNavigate();
  const run = (item: { id: string; title: string }) =>
    duplicate.mutate(item.id, {
      onSuccess: (copyId) => {
        toast({
          title: 'Duplicated',
          description: `A draft copy of “${item.title}” is open.`,
          variant: 'success',
        });
        void navigate(itemPath(resource, copyId));
      },
      onError: (error) =>
        toast({
          title: 'Not duplicated',
          description: describeSaveError(error, resource.errors),
          variant: 'error',
        }),
    });
  return { run, pendingId: duplicate.isPending ? duplicate.variables : null };
}
