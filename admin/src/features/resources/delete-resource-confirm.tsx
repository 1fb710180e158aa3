import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { toast } from '@admin/components/ui/toast-store';
import type { ResourceRow } from './api/list-resources';
import { useDeleteResource } from './api/delete-resource';
import { RESOURCE_ERRORS } from './error-messages';
import { describeSaveError } from '@admin/lib/errors';

export function DeleteResourceConfirm({
  resource,
  onClose,
}: {
  resource: ResourceRow | null;
  onClose: () => void;
}) {
  const remove = useDeleteResource();
  return (
    <ConfirmDialog
      open={resource !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete this resource?"
      description={
        resource
          ? `“${resource.title}” leaves the list and, with the next publish, the site${resource.file_path ? '; its file is deleted too' : ''}. This cannot be undone.`
          : ''
      }
      confirmLabel="Delete resource"
      destructive
      pending={remove.isPending}
      onConfirm={() => {
        if (!resource) return;
        remove.mutate(resource, {
          onSuccess: (fileRemoved) => {
            toast({
              title: 'Resource deleted',
              description: fileRemoved
                ? resource.title
                : `${resource.title}. Its file could not be removed from storage.`,
              variant: 'success',
            });
            onClose();
          },
          onError: (error) =>
            toast({
              title: 'Not deleted',
              description: describeSaveError(error, RESOURCE_ERRORS),
              variant: 'error',
            }),
        });
      }}
    />
  );
}
