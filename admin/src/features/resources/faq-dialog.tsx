import { ItemDialog } from '@admin/components/ui/item-dialog';
import type { FaqRow } from './api/list-faqs';
import { FaqForm } from './faq-form';

interface FaqDialogProps {
  editing: FaqRow | 'new' | null;
  faqs: readonly FaqRow[];
  onClose: () => void;
}

export function FaqDialog({ editing, faqs, onClose }: FaqDialogProps) {
  return (
    <ItemDialog
      item={editing}
      onClose={onClose}
      title={(item) => (item === 'new' ? 'Add FAQ' : 'Edit FAQ')}
      className="max-w-xl"
    >
      {(item) => {
        const faq = item === 'new' ? null : item;
        return <FaqForm key={faq?.id ?? 'new'} faq={faq} faqs={faqs} onDone={onClose} />;
      }}
    </ItemDialog>
  );
}
