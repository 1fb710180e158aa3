import { ItemDialog } from '@admin/components/ui/item-dialog';
import type { ResourceRow } from './api/list-resources';
import { ResourceForm } from './resource-form';

interface ResourceDialogProps {
  /** 'new', a resource to edit, or null when closed. */
  editing: ResourceRow | 'new' | null;
  categories: readonly string[];
  onClose: () => void;
}

export function ResourceDialog({ editing, categories, onClose }: ResourceDialogProps) {
  return (
    <ItemDialog
      item={editing}
      onClose={onClose}
      title={(item) => (item === 'new' ? 'Add resource' : `Edit resource: ${item.title}`)}
      className="max-w-2xl"
    >
      {(item) => {
        const resource = item === 'new' ? null : item;
        return (
          <ResourceForm
            key={resource?.id ?? 'new'}
            resource={resource}
            categories={categories}
            onDone={onClose}
          />
        );
      }}
    </ItemDialog>
  );
}
