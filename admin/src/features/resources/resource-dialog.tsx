import { Dialog } from '@admin/components/ui/dialog';
import type { ResourceRow } from './api/list-resources';
import { ResourceForm } from './resource-form';

interface ResourceDialogProps {
  /** 'new', a resource to edit, or null when closed. */
  editing: ResourceRow | 'new' | null;
  categories: readonly string[];
  onClose: () => void;
}

export function ResourceDialog({ editing, categories, onClose }: ResourceDialogProps) {
  const resource = editing === 'new' ? null : editing;
  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={resource ? `Edit resource: ${resource.title}` : 'Add resource'}
      className="max-w-2xl"
    >
      {editing !== null && (
        <ResourceForm
          key={resource?.id ?? 'new'}
          resource={resource}
          categories={categories}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}
